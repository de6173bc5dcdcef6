// Self-hosted Inter (no CDN): the Cyrillic and Latin subsets of the weights the theme uses.
// Each @font-face has a unicode-range, so a page downloads only the files its text needs.
import '@fontsource/inter/cyrillic-400.css'
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/cyrillic-600.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/cyrillic-700.css'
import '@fontsource/inter/latin-700.css'

import cyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff2'
import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2'
import cyrillic700 from '@fontsource/inter/files/inter-cyrillic-700-normal.woff2'

/**
 * Preloaded by every page (src/state/htmlShell.tsx): body text and the h1 need them for the first paint,
 * and a late swap would shift the text (Lighthouse saw CLS 0.25 on the API page without them).
 * Imported from the same files as the @font-face rules above, so the URLs are the ones the CSS uses.
 */
export const PRELOADED_FONTS = [cyrillic400, latin400, cyrillic700]
