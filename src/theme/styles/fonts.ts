// Self-hosted Inter (no CDN): the Cyrillic and Latin subsets of the weights the theme uses.
// Each @font-face has a unicode-range, so a page downloads only the files its text needs.
import '@fontsource/inter/cyrillic-400.css'
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/cyrillic-600.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/cyrillic-700.css'
import '@fontsource/inter/latin-700.css'
