/** Adjustments to Gatsby's webpack configuration (gatsby-node onCreateWebpackConfig). */

interface WebpackConfig {
  module?: { rules?: unknown[] }
  plugins?: unknown[]
  devtool?: string | false
}

/**
 * Fonts are never inlined: Gatsby's url-loader would put the small Latin subsets into the CSS as base64,
 * and the CSS is inlined into every HTML page (71 KB of fonts per page, never cached).
 */
function fontsAsFiles(config: WebpackConfig): void {
  for (const rule of config.module?.rules ?? []) {
    const r = rule as { test?: RegExp; use?: Array<{ options?: Record<string, unknown> }> }
    if (r.test instanceof RegExp && r.test.source.includes('woff')) {
      for (const use of r.use ?? []) if (use.options && 'limit' in use.options) use.options.limit = false
    }
  }
}

/**
 * Every stylesheet of the theme is a CSS module (or the global sheet loaded first by Layout), so the order in
 * which chunks import them cannot change a rule's outcome; webpack's order warnings would only be noise.
 */
function cssOrderIgnored(config: WebpackConfig): void {
  for (const plugin of config.plugins ?? []) {
    const p = plugin as { constructor?: { name?: string }; options?: Record<string, unknown> }
    if (p.constructor?.name === 'MiniCssExtractPlugin' && p.options) p.options.ignoreOrder = true
  }
}

/**
 * Gatsby writes full source maps for the production bundles. The HTML renderer's maps only improve stack
 * traces of a build that fails while rendering, and the browser maps are not served to readers, yet
 * together they were about a third of a cold build's time.
 */
function noProductionSourceMaps(config: WebpackConfig, stage: string): void {
  if (stage === 'build-html' || stage === 'build-javascript') config.devtool = false
}

export function tuneWebpackConfig(config: WebpackConfig, stage: string): void {
  fontsAsFiles(config)
  cssOrderIgnored(config)
  noProductionSourceMaps(config, stage)
}
