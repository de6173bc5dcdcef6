import type NProgressType from 'nprogress'
import { loadChunk } from './buildFiles'

/** docs/requirements.md §9: minimum 0.08, speed 200 ms, trickle speed 800 ms, start delay 200 ms, no spinner. */
export const PROGRESS_START_DELAY_MS = 200

type NProgress = typeof NProgressType

// NProgress is only needed once a navigation starts, so it is not part of the first page load.
let library: Promise<NProgress> | null = null
const loadNProgress = (): Promise<NProgress> =>
  (library ??= loadChunk(() => import('nprogress')).then(({ default: bar }) => {
    bar.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false })
    return bar
  }))

let timer: ReturnType<typeof setTimeout> | null = null
let navigating = false

/** A navigation to a different path that takes over 200 ms shows the bar (docs/requirements.md §4). */
export function startNavigationProgress(from: string | undefined, to: string): void {
  if (from === to) return
  if (timer) clearTimeout(timer)
  navigating = true
  const bar = loadNProgress()
  timer = setTimeout(() => {
    void bar.then((nprogress) => {
      if (navigating) nprogress.start()
    })
  }, PROGRESS_START_DELAY_MS)
}

/** The route update completed: cancel a pending start, finish a running bar. */
export function finishNavigationProgress(): void {
  if (timer) clearTimeout(timer)
  timer = null
  navigating = false
  void library?.then((nprogress) => nprogress.done())
}

type NavigateFn = (to: string, options?: unknown) => unknown

/**
 * Gatsby runs onPreRouteUpdate only once the next page's data has loaded, too late to time a slow
 * navigation; every client navigation goes through window.___navigate, so the timer starts there.
 */
export function watchNavigations(win: Window & { ___navigate?: NavigateFn }): void {
  const original = win.___navigate
  if (!original) return
  win.___navigate = (to, options) => {
    startNavigationProgress(win.location.pathname, new URL(to, win.location.href).pathname)
    return original(to, options)
  }
}
