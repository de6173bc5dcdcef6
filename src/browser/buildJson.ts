import { basePath, withPrefix } from '../config/sitePath'
import { escapeRegExp } from './highlightParam'
import { isGoneStatus, leaving, reloadForGoneFile } from './buildFiles'

/**
 * The JSON files of the build that pages fetch (the API reference's samples and console, the sidebars), recovered
 * after a deploy as ./buildFiles.ts recovers chunks: apart from it, so that only the pages that fetch them carry this.
 */

/** The page data of the page shown, as the server has it now (Gatsby's file, revalidated). */
async function currentPageData(): Promise<string> {
  const path = window.location.pathname.slice(basePath().length).replace(/\/+$/, '') || '/index'
  const response = await fetch(withPrefix(`/page-data${path}/page-data.json`), { cache: 'no-cache' })
  if (!response.ok) throw new Error(`page data of ${path}: HTTP ${response.status}`)
  return response.text()
}

/** A content-named file's name pattern: `/dir/name.<hash>.json` with any hash. */
function namePattern(path: string): RegExp | null {
  const match = /^(.*)\.[0-9a-f]{8,64}\.json$/.exec(path)
  return match ? new RegExp(`${escapeRegExp(match[1])}\\.[0-9a-f]{8,64}\\.json`) : null
}

/** The name the current build gives the file `path` named in the page's build, from the page's current data; null when it names none. */
export async function currentName(path: string): Promise<string | null> {
  const pattern = namePattern(path)
  if (!pattern) return null
  const found = pattern.exec(await currentPageData())
  return found ? found[0] : null
}

async function json<T>(response: Response, path: string): Promise<T> {
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/**
 * A JSON file of the build, by its site path (`/api/samples/sendMessage.<hash>.json`). When the server no longer has
 * it, the file under its current name takes its place; when the page data names none, the page reloads to the new build.
 */
export async function fetchBuildJson<T>(path: string): Promise<T> {
  const response = await fetch(withPrefix(path))
  if (!isGoneStatus(response.status)) return json<T>(response, path)
  const current = await currentName(path).catch(() => null)
  if (current && current !== path) return json<T>(await fetch(withPrefix(current)), current)
  if (reloadForGoneFile(new URL(withPrefix(path), window.location.href).href)) return leaving<T>()
  return json<T>(response, path)
}
