import { analyticsConfigured, loadSiteConfig, toClientConfig } from '../src/config'

// The browser bundle gets the configuration from webpack's DefinePlugin; tests get the same defaults.
const defaults = loadSiteConfig({})
;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = toClientConfig(defaults)
;(globalThis as Record<string, unknown>).__ANALYTICS_CONFIGURED__ = analyticsConfigured(defaults)
