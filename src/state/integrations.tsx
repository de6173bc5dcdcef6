import React from 'react'
import type { ClientConfig } from '../config'
import { FEEDBACK_GLOBAL, GTAG_SCRIPT_URL, METRICA_TAG_URL } from './integrationSources'

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
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(gaMeasurementId)},{send_page_view:false});`,
        }}
      />,
    )
  }
  if (ymCounterId) {
    out.push(
      <script
        key="ym-init"
        dangerouslySetInnerHTML={{
          __html: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,'script',${JSON.stringify(METRICA_TAG_URL)},'ym');ym(${Number(ymCounterId)},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
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
          __html: `(function(){var d=document,l=d.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(`${base}/widget.css`)};d.head.appendChild(l);var s=d.createElement('script');s.async=true;s.src=${JSON.stringify(`${base}/widget.js`)};s.onload=function(){try{window.${FEEDBACK_GLOBAL}.init({baseUrl:${JSON.stringify(base)},language:${JSON.stringify(config.feedback.language)}})}catch(e){console.warn('Feedback widget did not start.',e)}};s.onerror=function(){console.warn('Feedback widget could not be loaded.')};d.head.appendChild(s)})();`,
        }}
      />,
    )
  }
  return out
}

type Gtag = (command: 'event', name: 'page_view', params: Record<string, string>) => void

/** CONTRACT.md §5: a page_view after every route change whose pathname differs from the previous one. */
export function sendPageView(
  location: { pathname: string; href: string },
  prevLocation: { pathname: string } | null,
  win: Window & { gtag?: Gtag } = window,
): boolean {
  if (!win.gtag || (prevLocation && prevLocation.pathname === location.pathname)) return false
  const gtag = win.gtag
  // The Head API sets the new title right after the route update; read it on the next frame.
  win.requestAnimationFrame(() => {
    gtag('event', 'page_view', { page_title: win.document.title, page_location: location.href, page_path: location.pathname })
  })
  return true
}
