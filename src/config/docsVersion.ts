/**
 * SPEC §3 and the configuration's docs section: versioning is off, so the docs have one version, `current`, labelled
 * Next. The GraphQL `DocsVersion` node and the remembered preferred version (src/state/preferredVersion.ts) both read it.
 */
export const CURRENT_VERSION = { name: 'current', label: 'Next' } as const
