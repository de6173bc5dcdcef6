import type { SiteConfigInput } from './schema'

/** The environment variables of docs/requirements.md §C2, read at build time. Unset or empty means "not set". */
export interface SiteEnv {
  SITE_URL?: string
  PATH_PREFIX?: string
  SUPPORT_EMAIL?: string
  GA_MEASUREMENT_ID?: string
  YM_COUNTER_ID?: string
  FEEDBACK_WIDGET_URL?: string
  /** Where pages' sources are edited (the configuration's editUrl). */
  EDIT_URL?: string
  /** Local drafting aid: `warn` reports broken links without failing the build. */
  BROKEN_LINKS?: string
}

const present = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim())

export function applyEnvOverrides(base: SiteConfigInput, env: SiteEnv): SiteConfigInput {
  const siteUrl = present(env.SITE_URL)
  const pathPrefix = present(env.PATH_PREFIX)
  const supportEmail = present(env.SUPPORT_EMAIL)
  const ga = present(env.GA_MEASUREMENT_ID)
  const ym = present(env.YM_COUNTER_ID)
  const feedback = present(env.FEEDBACK_WIDGET_URL)
  const brokenLinks = present(env.BROKEN_LINKS)
  const editUrl = present(env.EDIT_URL)
  return {
    ...base,
    ...(brokenLinks ? { onBrokenLinks: brokenLinks as SiteConfigInput['onBrokenLinks'] } : {}),
    siteUrl: siteUrl ? siteUrl.replace(/\/+$/, '') : base.siteUrl,
    pathPrefix: pathPrefix ? `/${pathPrefix.replace(/^\/+|\/+$/g, '')}` : base.pathPrefix,
    supportEmail: supportEmail ?? base.supportEmail,
    editUrl: editUrl ?? base.editUrl,
    analytics: {
      ...base.analytics,
      ...(ga ? { gaMeasurementId: ga } : {}),
      ...(ym ? { ymCounterId: ym } : {}),
    },
    feedback: { ...base.feedback, ...(feedback ? { url: feedback.replace(/\/+$/, '') } : {}) },
  }
}
