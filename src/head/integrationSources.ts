import type { ClientConfig } from '../config'

/** Where the integrations of integrations.tsx load from (docs/requirements.md §C2, §5). */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'
export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js'
/** The feedback service's script defines this global; its `init` starts the widget. */
export const FEEDBACK_GLOBAL = 'FeedbackWidget'

export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src'

export interface IntegrationPolicy {
  /** The environment variable that turns it on. */
  env: 'GA_MEASUREMENT_ID' | 'YM_COUNTER_ID' | 'FEEDBACK_WIDGET_URL'
  enabled: boolean
  /** Text that every page of a build with this integration contains, and no page of one without. */
  marker: string
  /** What the Content-Security-Policy must allow when it is on (scripts/build/nginx-conf.mjs). */
  sources: Partial<Record<CspDirective, string[]>>
}

/**
 * The integrations and the hosts each needs in the Content-Security-Policy of production serving:
 * gtag.js comes from Google Tag Manager and sends its hits to Google Analytics (as an image or a
 * fetch); Metrica's tag.js loads helpers from yastatic.net and reports to mc.yandex.ru, also from a
 * frame; the feedback widget's script, stylesheet and requests all stay on its own origin.
 */
export function integrationPolicies(config: Pick<ClientConfig, 'analytics' | 'feedback'>): IntegrationPolicy[] {
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']
  const feedbackOrigin = config.feedback.url ? new URL(config.feedback.url).origin : ''
  return [
    {
      env: 'GA_MEASUREMENT_ID',
      enabled: Boolean(config.analytics.gaMeasurementId),
      marker: GTAG_SCRIPT_URL,
      sources: { 'script-src': [new URL(GTAG_SCRIPT_URL).origin], 'img-src': google, 'connect-src': google },
    },
    {
      env: 'YM_COUNTER_ID',
      enabled: Boolean(config.analytics.ymCounterId),
      marker: METRICA_TAG_URL,
      sources: {
        'script-src': [new URL(METRICA_TAG_URL).origin, 'https://yastatic.net'],
        'img-src': ['https://mc.yandex.ru'],
        'connect-src': ['https://mc.yandex.ru'],
        'frame-src': ['https://mc.yandex.ru'],
      },
    },
    {
      env: 'FEEDBACK_WIDGET_URL',
      enabled: Boolean(feedbackOrigin),
      marker: `window.${FEEDBACK_GLOBAL}.init(`,
      sources: Object.fromEntries((['script-src', 'style-src', 'img-src', 'connect-src'] as const).map((directive) => [directive, [feedbackOrigin]])),
    },
  ]
}
