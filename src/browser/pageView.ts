/**
 * The analytics page views of the browser runtime (gatsby-browser onRouteUpdate); the gtag.js snippet that
 * defines `window.gtag` is written into the head by src/head/integrations.tsx.
 */

type Gtag = (command: 'event', name: 'page_view', params: Record<string, string>) => void

/** How long a page view waits for the new page's title before it is sent with whatever title the page has. */
export const PAGE_TITLE_WAIT_MS = 2000

/** The title the last page view carried: the next page's own title differs from it once its Head is applied. */
let lastSentTitle: string | null = null
/** A page view still waiting for its title; a newer route update sends it first, as it stands. */
let pending: (() => void) | null = null

/**
 * docs/requirements.md §C5: a page_view after every route change whose pathname differs from the previous one,
 * with that page's title. Gatsby applies a page's Head after the route update, in a render of its own
 * that may finish frames later, so the hit waits until the document's title is no longer the one the
 * previous hit carried (or, for two pages that share a title, until PAGE_TITLE_WAIT_MS has passed).
 */
export function sendPageView(
  location: { pathname: string; href: string },
  prevLocation: { pathname: string } | null,
  win: Window & { gtag?: Gtag } = window,
): boolean {
  if (!win.gtag || (prevLocation && prevLocation.pathname === location.pathname)) return false
  pending?.()
  const gtag = win.gtag
  const doc = win.document
  const hit = () => {
    lastSentTitle = doc.title
    gtag('event', 'page_view', { page_title: doc.title, page_location: location.href, page_path: location.pathname })
  }
  if (lastSentTitle === null || doc.title !== lastSentTitle) {
    hit()
    return true
  }
  let done = false
  const send = () => {
    if (done) return
    done = true
    pending = null
    watch.disconnect()
    clearTimeout(timer)
    hit()
  }
  const watch = new MutationObserver(() => {
    if (doc.title !== lastSentTitle) send()
  })
  watch.observe(doc.head, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(send, PAGE_TITLE_WAIT_MS)
  pending = send
  return true
}

/** Forgets the last page view (tests start each case as a first visit). */
export function resetPageViews(): void {
  lastSentTitle = null
  pending = null
}
