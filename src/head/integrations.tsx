import React from 'react'
import type { ClientConfig } from '../config'
import { FEEDBACK_GLOBAL, GTAG_SCRIPT_URL, METRICA_TAG_URL } from './integrationSources'
import { scriptLiteral } from './scriptLiteral'

/**
 * Third-party integrations of docs/requirements.md §C2/§C5, each off unless configured and never render-blocking:
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
