import React from 'react'
import type { ClientConfig } from '../config'
import { FEEDBACK_GLOBAL, GTAG_SCRIPT_URL, METRICA_TAG_URL } from './integrationSources'
import { scriptLiteral } from './scriptLiteral'

/**
 * Third-party integrations of CONTRACT.md §2/§5, each off unless configured and never render-blocking:
 * Google Analytics 4 (gtag.js), Yandex Metrica, and the external feedback widget.
 */
export function integrationHeadComponents(config: Pick<ClientConfig, 'analytics' | 'feedback'>): React.ReactElement[] {
  const out: React.ReactElement[] = []
  const { gaMeasurementId, ymCounterId } = config.analytics
  if (gaMeasurementId) {
    out.push(<script key="gtag-src" async src={`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gaMeasurementId)}`} />)
    out.push(
      <script
        key="gtag-init"
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${scriptLiteral(gaMeasurementId)},{send_page_view:false});`,
        }}
      />,
    )
  }
  if (ymCounterId) {
    out.push(
      <script
        key="ym-init"
        dangerouslySetInnerHTML={{
          __html: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,'script',${scriptLiteral(METRICA_TAG_URL)},'ym');ym(${scriptLiteral(Number(ymCounterId))},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
        }}
      />,
    )
  }
  if (config.feedback.url) {
    const base = config.feedback.url
    // Stylesheet and script are added by a small inline script, so neither blocks rendering; a failing
    // widget only logs a warning.
    out.push(
      <script
        key="feedback-init"
        dangerouslySetInnerHTML={{
          __html: `(function(){var d=document,l=d.createElement('link');l.rel='stylesheet';l.href=${scriptLiteral(`${base}/widget.css`)};d.head.appendChild(l);var s=d.createElement('script');s.async=true;s.src=${scriptLiteral(`${base}/widget.js`)};s.onload=function(){try{window.${FEEDBACK_GLOBAL}.init({baseUrl:${scriptLiteral(base)},language:${scriptLiteral(config.feedback.language)}})}catch(e){console.warn('Feedback widget did not start.',e)}};s.onerror=function(){console.warn('Feedback widget could not be loaded.')};d.head.appendChild(s)})();`,
        }}
      />,
    )
  }
  return out
}

type Gtag = (command: 'event', name: 'page_view', params: Record<string, string>) => void

/** How long a page view waits for the new page's title before it is sent with whatever title the page has. */
export const PAGE_TITLE_WAIT_MS = 2000

/** The title the last page view carried: the next page's own title differs from it once its Head is applied. */
let lastSentTitle: string | null = null
/** A page view still waiting for its title; a newer route update sends it first, as it stands. */
let pending: (() => void) | null = null

/**
 * CONTRACT.md §5: a page_view after every route change whose pathname differs from the previous one,
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
