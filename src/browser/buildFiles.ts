import { withPrefix } from '../config/sitePath'
import { storageSlot, STORAGE_KEYS } from '../state/storage'

/**
 * The site's own lazy loads of the files a build names by their content: its chunks (`import()`), the search worker
 * and the JSON files of the API reference and the sidebars (./buildJson.ts, in the chunks of the pages that fetch
 * them). A tab keeps the names of the build it was opened on, and
 * a deploy that does not keep the previous build's files (docs/serving.md) takes them away. Gatsby reloads the page
 * when a navigation meets a new build; these loads happen without one, so they recover here: a data file is fetched
 * again under the name the current page data gives it, and code, which must come from one build, reloads the page
 * to the new build. A file that is missing again after that reload does not reload the page a second time.
 */

/** HTTP statuses that say a file is not on the server (rather than failing to arrive). */
export const isGoneStatus = (status: number): boolean => status === 404 || status === 410

/** Whether the server no longer has `url`; false when it cannot tell (offline, blocked). */
export async function isGone(url: string): Promise<boolean> {
  try {
    return isGoneStatus((await fetch(url, { method: 'HEAD', cache: 'no-store' })).status)
  } catch {
    return false
  }
}

/** A promise that never settles: the page is on its way to the new build, and nothing should report a failure meanwhile. */
export const leaving = <T>(): Promise<T> => new Promise<T>(() => undefined)

/**
 * Reloads the page to the build the server has now, because `url`, a file of the page's build, is gone (or, for
 * reloadIfBuildChanged, the compilation it names is not the page's). Once per missing file: when the reloaded page
 * lacks the same file, the deploy itself is broken and reloading cannot help.
 */
export function reloadForGoneFile(url: string): boolean {
  const guard = storageSlot(STORAGE_KEYS.reloadedForFile, 'session')
  if (guard.get() === url) return false
  guard.set(url)
  console.warn(`${url} is gone: the site has been deployed again since this page was loaded; loading the new version.`)
  window.location.reload()
  return true
}

/** The file a failed `import()` asked for: webpack's ChunkLoadError and mini-css-extract-plugin's error carry it as `request`. */
function chunkRequest(error: unknown): string | null {
  if (!(error instanceof Error) || !('request' in error)) return null
  const request = (error as { request?: unknown }).request
  return typeof request === 'string' && request ? request : null
}

/** A chunk of the site's code (`() => import('…')`); when the build it belongs to is gone, the page reloads to the new one. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const url = chunkRequest(error)
    if (url && (await isGone(url)) && reloadForGoneFile(url)) return leaving<T>()
    throw error
  }
}

declare global {
  interface Window {
    /** The compilation of the page's code: Gatsby writes it into every page. */
    ___webpackCompilationHash?: string
  }
}

/**
 * For a load that does not say which file failed (a Web Worker's script): when the server has another compilation
 * than the page's, the page reloads to it, once per compilation.
 */
export async function reloadIfBuildChanged(): Promise<boolean> {
  try {
    const response = await fetch(withPrefix('/page-data/app-data.json'), { cache: 'no-cache' })
    const served = ((await response.json()) as { webpackCompilationHash?: string }).webpackCompilationHash
    const own = window.___webpackCompilationHash
    return Boolean(served && own && served !== own && reloadForGoneFile(`compilation ${served}`))
  } catch {
    return false
  }
}
