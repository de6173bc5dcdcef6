// Self-hosted Inter (no CDN): one variable-weight file subset at build time to the characters the site uses
// (src/node/fonts/generateFonts.ts, run in onPreBootstrap), and a metric-matched fallback face.
import './generated/fonts.css'
import inter from './generated/inter.woff2'

/** Preloaded by every page (src/head/htmlShell.tsx): the one file serves every weight and script of the first screen. */
export const PRELOADED_FONTS = [inter]
