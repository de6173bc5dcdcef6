import { loadSiteConfig, toClientConfig } from '../src/config'

// The browser bundle gets the configuration from webpack's DefinePlugin; tests get the same defaults.
;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = toClientConfig(loadSiteConfig({}))
