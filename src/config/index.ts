import { z } from 'zod'
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './schema'
import { siteDefaults } from './site'
import { applyEnvOverrides, type SiteEnv } from './env'

export type { SiteConfig, SiteConfigInput, NavbarItem } from './schema'

/** Thrown when the site configuration is invalid; `problems` name each offending entry. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** `['navbar', 'items', 2, 'type']` -> `navbar.items[2].type` */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`
    return acc === '' ? String(key) : `${acc}.${String(key)}`
  }, '')
}

function getAt(value: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  )
}

function describeIssue(issue: z.ZodIssue, input: unknown): string {
  const where = formatPath(issue.path)
  if (issue.code === z.ZodIssueCode.invalid_union_discriminator) {
    const item = getAt(input, issue.path.slice(0, -1))
    const type = getAt(input, issue.path)
    const itemPath = formatPath(issue.path.slice(0, -1))
    if (item !== null && typeof item === 'object' && type === undefined) return `${itemPath}: missing "type"`
    const expected = issue.options.map(String).join(', ')
    return `${where}: unknown type ${JSON.stringify(type)} (expected one of ${expected})`
  }
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined') {
    return `${where}: missing "${String(issue.path[issue.path.length - 1])}"`
  }
  return `${where || '(root)'}: ${issue.message}`
}

/** A context role names a configured search context: the ranking would otherwise weigh no pages by it. */
function checkContextRoles(config: SiteConfig): string[] {
  return Object.entries(config.search.contextRoles).flatMap(([role, context]) =>
    context === undefined || config.search.contexts.includes(context)
      ? []
      : [`search.contextRoles.${role}: "${context}" is not one of search.contexts (${config.search.contexts.join(', ')})`],
  )
}

/** docs/requirements.md §5: a search version url not under the base url is an error. */
function checkSearchVersions(config: SiteConfig): string[] {
  const base = `${config.pathPrefix ?? ''}/`
  return config.search.versions.flatMap((version, index) =>
    version.url === base.replace(/\/$/, '') || version.url.startsWith(base)
      ? []
      : [`search.versions[${index}].url: "${version.url}" is not under the base URL "${base}"`],
  )
}

export function validateSiteConfig(input: unknown): SiteConfig {
  const parsed = siteConfigSchema.safeParse(input)
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue, input)))
  const problems = [...checkSearchVersions(parsed.data), ...checkContextRoles(parsed.data)]
  if (problems.length > 0) throw new ConfigError(problems)
  return parsed.data
}

export function loadSiteConfig(env: SiteEnv = process.env as SiteEnv, base: SiteConfigInput = siteDefaults): SiteConfig {
  return validateSiteConfig(applyEnvOverrides(base, env))
}

/** The part of the configuration the browser needs; compiled into the bundle at build time. */
export type ClientConfig = Omit<SiteConfig, 'search'> & { search: Pick<SiteConfig['search'], 'maxSuggestions' | 'contexts'> }

/**
 * Whether the build sends analytics to any service (GA_MEASUREMENT_ID, YM_COUNTER_ID). Compiled into the browser bundle
 * as `__ANALYTICS_CONFIGURED__` (gatsby-node.ts), so that a build without analytics carries no code that could only
 * send search events (src/browser/searchEvents.ts).
 */
export const analyticsConfigured = (config: Pick<SiteConfig, 'analytics'>): boolean =>
  Boolean(config.analytics.gaMeasurementId || config.analytics.ymCounterId)

export function toClientConfig(config: SiteConfig): ClientConfig {
  return { ...config, search: { maxSuggestions: config.search.maxSuggestions, contexts: config.search.contexts } }
}
