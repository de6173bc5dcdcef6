import type { Zoom } from 'medium-zoom'
import { loadChunk } from './buildFiles'

/** docs/requirements.md §4/§9: images in markdown content, margin 0, white background, close on a 40 px scroll. */
export const ZOOM_INIT_DELAY_MS = 1000
export const ZOOM_SCROLL_OFFSET_PX = 40
const ZOOM_SELECTOR = '.markdown img'

let zoom: Zoom | null = null
let timer: ReturnType<typeof setTimeout> | null = null

/** Initialised 1000 ms after load, and again 1000 ms after a route change with no hash to a new path. */
export function scheduleImageZoom(): void {
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    zoom?.detach()
    zoom = null
    // medium-zoom is loaded only by pages that have images to zoom.
    if (!document.querySelector(ZOOM_SELECTOR)) return
    void loadChunk(() => import('medium-zoom')).then(({ default: mediumZoom }) => {
      zoom?.detach()
      zoom = mediumZoom(ZOOM_SELECTOR, { margin: 0, background: '#ffffff', scrollOffset: ZOOM_SCROLL_OFFSET_PX })
    })
  }, ZOOM_INIT_DELAY_MS)
}

export function shouldReinitZoom(location: Location, prevLocation: Location | null): boolean {
  return location.hash === '' && location.pathname !== prevLocation?.pathname
}
