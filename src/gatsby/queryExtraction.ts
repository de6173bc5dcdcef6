/**
 * What Gatsby's query extraction reads of each source file (the `preprocessSource` node API).
 *
 * Every build, Gatsby reads every file under `src/` and parses, with Babel, each one whose text contains one of a few
 * words («graphql», «config», «Head», «Slice»…): about a hundred of this site's files, most of them build code or tests
 * that mention the site's configuration and hold no query. Its parse results are kept in memory only, so a build after
 * a one-word edit parsed them all again. Through `preprocessSource` the site hands the extraction, for a file that can
 * hold nothing it looks for, an empty module instead of the file: a page component (the files of `src/pages` and
 * `src/templates`, whose `Head` and `config` exports Gatsby reads), a file with a `graphql` tagged template or a
 * static query, a file with a slice or an export Gatsby reads is passed on unchanged.
 */

/** What Gatsby parses instead of a file with nothing to extract. It must not be empty: Gatsby drops empty results. */
export const NOTHING_TO_EXTRACT = 'export {}\n'

/** Where Gatsby's page components live on this site; their exports (Head, config) are read even without a query. */
const PAGE_COMPONENT_DIRECTORY = /(^|[\\/])src[\\/](pages|templates)[\\/]/

/** Gatsby's own source extensions; other files (MDX, for example) are left to the plugins that own them. */
const SCRIPT = /\.(m|c)?(t|j)sx?$/

/**
 * What Gatsby extracts from a module: a graphql tagged template, a static query, a slice, or an export it reads from
 * a page (Head, config, getServerData), written in any of the forms of an export.
 */
const EXTRACTED =
  /\bgraphql\s*`|\bStaticQuery\b|\buseStaticQuery\b|<Slice\b|\bexport\s+(?:(?:const|let|var|async\s+function|function|class)\s+(?:Head|config|getServerData)\b|\{[^}]*\b(?:Head|config|getServerData)\b[^}]*\})/

/**
 * The text Gatsby's query extraction should parse for `filename`: undefined (the file itself) when the file may hold
 * something it extracts, NOTHING_TO_EXTRACT when it cannot.
 */
export function queryExtractionSource(filename: string, contents: string): string | undefined {
  if (!SCRIPT.test(filename) || PAGE_COMPONENT_DIRECTORY.test(filename) || EXTRACTED.test(contents)) return undefined
  return NOTHING_TO_EXTRACT
}
