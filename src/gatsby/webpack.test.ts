import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { tuneWebpackConfig } from './webpack'

/**
 * The parts of Gatsby 5.16's browser-build webpack configuration the adaptations look for, as Gatsby writes them
 * (gatsby/dist/utils/webpack-utils.js and gatsby-plugin-typescript): the font rule with url-loader's limit, the
 * JavaScript rule, the TypeScript rule, the CSS-module rule, MiniCssExtractPlugin and TerserPlugin.
 */
class MiniCssExtractPlugin {
  options = { ignoreOrder: false }
}
class TerserPlugin {
  static swcMinify = () => undefined
  constructor(readonly options: Record<string, unknown> = {}) {}
}

function gatsbyConfig() {
  return {
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [{ loader: 'babel-loader' }] },
        { test: /\.tsx?$/, use: () => [{ loader: 'babel-loader' }] },
        { test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/, use: [{ loader: `${sep}url-loader${sep}index.js`, options: { limit: 10000 } }] },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [{ loader: `${sep}node_modules${sep}css-loader${sep}dist${sep}cjs.js`, options: { modules: { namedExport: true } } }],
            },
          ],
        },
      ] as unknown[],
    },
    plugins: [new MiniCssExtractPlugin()] as unknown[],
    optimization: { minimizer: [new TerserPlugin()] as unknown[] },
  }
}

/** A site folder with the .cache files Gatsby writes before webpack runs. */
function siteWithCache(): string {
  const root = mkdtempSync(join(tmpdir(), 'webpack-adaptation-'))
  mkdirSync(join(root, '.cache'))
  writeFileSync(join(root, 'package.json'), '{}')
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir')
  writeFileSync(join(root, '.cache', 'api-runner-browser-plugins.js'), "module.exports = [{ plugin: require('./plugin-browser.js') }]\n")
  writeFileSync(join(root, '.cache', 'plugin-browser.js'), 'exports.onRouteUpdate = () => {}\n')
  writeFileSync(join(root, '.cache', 'register-service-worker.js'), '')
  return root
}

describe("adaptations of Gatsby's webpack configuration", () => {
  let root: string
  beforeEach(() => {
    root = siteWithCache()
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  test('apply to the configuration Gatsby makes for the browser build', () => {
    const config = gatsbyConfig()
    tuneWebpackConfig(config, 'build-javascript', root)
    const font = config.module.rules[2] as { use: Array<{ options: { limit: unknown } }> }
    expect(font.use[0].options.limit).toBe(false)
    expect((config.plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true)
    expect((config.optimization.minimizer[0] as TerserPlugin).options.minify).toBe(TerserPlugin.swcMinify)
    expect(config.module.rules[0]).toHaveProperty('oneOf')
  })

  test.each([
    ['the font rule', (c: ReturnType<typeof gatsbyConfig>) => c.module.rules.splice(2, 1), /font rule/],
    ['the CSS-module rule', (c: ReturnType<typeof gatsbyConfig>) => c.module.rules.splice(3, 1), /CSS-module rule/],
    ['the JavaScript rule', (c: ReturnType<typeof gatsbyConfig>) => c.module.rules.splice(0, 1), /JavaScript or TypeScript rule/],
    ['MiniCssExtractPlugin', (c: ReturnType<typeof gatsbyConfig>) => c.plugins.splice(0, 1), /MiniCssExtractPlugin/],
    ['TerserPlugin', (c: ReturnType<typeof gatsbyConfig>) => c.optimization.minimizer.splice(0, 1), /TerserPlugin/],
  ])('without %s the build stops naming the module', (_what, remove, problem) => {
    const config = gatsbyConfig()
    remove(config)
    expect(() => tuneWebpackConfig(config, 'build-javascript', root)).toThrow(
      /src\/gatsby\/webpack\.ts \(written for Gatsby 5\.16\.1, running [^)]+\) no longer applies/,
    )
    expect(() => tuneWebpackConfig(gatsbyConfigWithout(remove), 'build-javascript', root)).toThrow(problem)
  })

  test('when Gatsby no longer writes the browser plugin list to .cache, the build stops naming the module', () => {
    rmSync(join(root, '.cache', 'api-runner-browser-plugins.js'))
    expect(() => tuneWebpackConfig(gatsbyConfig(), 'build-javascript', root)).toThrow(/src\/gatsby\/webpack\.ts .*api-runner-browser-plugins\.js/)
  })
})

function gatsbyConfigWithout(remove: (c: ReturnType<typeof gatsbyConfig>) => unknown) {
  const config = gatsbyConfig()
  remove(config)
  return config
}
