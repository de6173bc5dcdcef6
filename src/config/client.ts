import type { ClientConfig } from './index'

declare const __SITE_CONFIG__: ClientConfig

/** The validated site configuration, compiled into the bundle by gatsby-node (onCreateWebpackConfig). */
export const siteConfig: ClientConfig = __SITE_CONFIG__
