import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, sep } from 'node:path'
import { CompilationHashWithoutCssChildren, OneCopyOf, PackagesOutOfBuildDependencies, tuneWebpackConfig } from './webpack'

/**
 * The parts of Gatsby 5.16's browser-build webpack configuration the adaptations look for, as Gatsby writes them
 * (gatsby/dist/utils/webpack-utils.js, webpack.config.js and gatsby-plugin-typescript): the font rule with url-loader's
 * limit, the JavaScript rule, the TypeScript rule, the CSS-module rule, MiniCssExtractPlugin, TerserPlugin, the split
 * chunks of every chunk, the named runtime chunk and the ES5 target.
 */
class MiniCssExtractPlugin {
  options = { ignoreOrder: false }
}
class TerserPlugin {
  static swcMinify = () => undefined
  constructor(readonly options: Record<string, unknown> = {}) {}
}

function gatsbyConfig(buildDependencies: string[] = [__filename]) {
  return {
    cache: { type: 'filesystem', name: 'build-javascript', buildDependencies: { config: buildDependencies } } as Record<string, unknown> | false,
    target: ['web', 'es5'] as unknown,
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
    optimization: {
      minimizer: [new TerserPlugin()] as unknown[],
      splitChunks: { chunks: 'all' as unknown, cacheGroups: { default: false as const, framework: { chunks: 'all' as unknown }, commons: {} } },
      runtimeChunk: { name: 'webpack-runtime' },
    },
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
    const { splitChunks } = config.optimization
    const chunks = splitChunks.chunks as (chunk: { runtime: unknown }) => boolean
    expect([chunks({ runtime: 'webpack-runtime' }), chunks({ runtime: 'src/search/client.ts|30:18' })]).toEqual([true, false])
    expect(splitChunks.cacheGroups.framework.chunks).toBe(chunks)
    expect(config.plugins.some((plugin) => plugin instanceof OneCopyOf)).toBe(true)
    expect(config.target).toEqual(['web', 'es2019'])
    expect((config as { resolve?: { alias?: Record<string, unknown> } }).resolve?.alias?.['prop-types$']).toMatch(/src\/gatsby\/propTypes\.ts$/)
  })

  test.each([
    ['the font rule', (c: ReturnType<typeof gatsbyConfig>) => c.module.rules.splice(2, 1), /font rule/],
    ['the CSS-module rule', (c: ReturnType<typeof gatsbyConfig>) => c.module.rules.splice(3, 1), /CSS-module rule/],
    ['the JavaScript rule', (c: ReturnType<typeof gatsbyConfig>) => c.module.rules.splice(0, 1), /JavaScript or TypeScript rule/],
    ['MiniCssExtractPlugin', (c: ReturnType<typeof gatsbyConfig>) => c.plugins.splice(0, 1), /MiniCssExtractPlugin/],
    ['TerserPlugin', (c: ReturnType<typeof gatsbyConfig>) => c.optimization.minimizer.splice(0, 1), /TerserPlugin/],
    ['the ES5 target', (c: ReturnType<typeof gatsbyConfig>) => (c.target = 'browserslist'), /no longer targets \['web', 'es5'\]/],
    ['the split chunks of every chunk', (c: ReturnType<typeof gatsbyConfig>) => (c.optimization.splitChunks.chunks = 'async'), /split chunks/],
    [
      'the named runtime chunk',
      (c: ReturnType<typeof gatsbyConfig>) => delete (c.optimization as { runtimeChunk?: unknown }).runtimeChunk,
      /runtime chunk/,
    ],
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

describe("the browser bundle's persistent cache", () => {
  let root: string
  beforeEach(() => {
    root = siteWithCache()
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const versionOf = (named: string[]) => {
    const config = gatsbyConfig(named)
    tuneWebpackConfig(config, 'build-javascript', root)
    return config
  }

  test('is keyed by the files Gatsby names and the installed packages instead of following them', () => {
    const gatsbyNode = join(root, 'gatsby-node.js')
    writeFileSync(gatsbyNode, 'exports.onCreateWebpackConfig = () => {}\n')
    const config = versionOf([gatsbyNode])
    expect(config.cache).toMatchObject({ type: 'filesystem', buildDependencies: {}, version: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(config.plugins.some((plugin) => plugin instanceof PackagesOutOfBuildDependencies)).toBe(true)
    const version = (config.cache as { version: string }).version
    expect((versionOf([gatsbyNode]).cache as { version: string }).version).toBe(version)
    writeFileSync(gatsbyNode, 'exports.onCreateWebpackConfig = () => { /* another configuration */ }\n')
    expect((versionOf([gatsbyNode]).cache as { version: string }).version).not.toBe(version)
  })

  test('follows the lockfile npm writes into node_modules', () => {
    rmSync(join(root, 'node_modules'))
    mkdirSync(join(root, 'node_modules'))
    symlinkSync(join(process.cwd(), 'node_modules', 'gatsby'), join(root, 'node_modules', 'gatsby'), 'dir')
    const lockfile = join(root, 'node_modules', '.package-lock.json')
    writeFileSync(lockfile, '{"packages":{"node_modules/gatsby":{"version":"5.16.1"}}}')
    const before = (versionOf([__filename]).cache as { version: string }).version
    writeFileSync(lockfile, '{"packages":{"node_modules/gatsby":{"version":"5.16.2"}}}')
    expect((versionOf([__filename]).cache as { version: string }).version).not.toBe(before)
    rmSync(lockfile)
    expect(() => versionOf([__filename])).toThrow(/package-lock\.json is in .*; run npm install/)
  })

  test('without the configuration files Gatsby names, the build stops naming the module', () => {
    expect(() => versionOf([])).toThrow(/src\/gatsby\/webpack\.ts .*no longer applies: .*build dependencies/)
  })

  test('under gatsby develop, both bundles are keyed the same way', () => {
    for (const stage of ['develop', 'develop-html']) {
      const config = gatsbyConfig()
      tuneWebpackConfig(config, stage, root)
      expect(config.cache).toMatchObject({ buildDependencies: {}, version: expect.stringMatching(/^[0-9a-f]{64}$/) })
    }
  })

  test('the HTML renderer of gatsby build has none', () => {
    const config = gatsbyConfig()
    tuneWebpackConfig(config, 'build-html', root)
    expect(config.cache).toBe(false)
  })
})

/** webpack and the CSS extraction Gatsby builds the browser bundle with, resolved as Gatsby resolves them. */
const fromGatsby = createRequire(require.resolve('gatsby/package.json'))
type Webpack = (options: object) => {
  run(callback: (error: Error | null, stats?: { hash?: string; compilation: Compilation }) => void): void
  close(callback: (error?: Error | null) => void): void
}
interface Compilation {
  children: unknown[]
  buildDependencies: Set<string>
  errors: unknown[]
  chunks: Set<{ name?: string | null; runtime: unknown }>
}

/**
 * One production compilation of `site` with webpack's filesystem cache in `site/cache`, closed so the cache is written;
 * `compile` expects it to succeed, `compileWithErrors` gives its errors.
 */
async function compileWithErrors(
  site: string,
  plugins: unknown[],
  optimization: object = {},
  rules: unknown[] = [],
): Promise<{ hash: string; compilation: Compilation }> {
  const webpack = fromGatsby('webpack') as Webpack
  const MiniCssExtract = fromGatsby('mini-css-extract-plugin') as { new (): unknown; loader: string }
  const compiler = webpack({
    mode: 'production',
    context: site,
    entry: './index.js',
    output: { path: join(site, 'public'), filename: '[name]-[contenthash].js' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtract.loader, fromGatsby.resolve('css-loader')] }, ...rules] },
    plugins: [new MiniCssExtract(), ...plugins],
    optimization: { minimize: false, ...optimization },
    cache: { type: 'filesystem', cacheDirectory: join(site, 'cache'), buildDependencies: {} },
    infrastructureLogging: { level: 'none' },
  })
  const stats = await new Promise<{ hash?: string; compilation: Compilation }>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  )
  await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())))
  return { hash: stats.hash ?? '', compilation: stats.compilation }
}

async function compile(...args: Parameters<typeof compileWithErrors>): Promise<{ hash: string; compilation: Compilation }> {
  const result = await compileWithErrors(...args)
  expect(result.compilation.errors).toEqual([])
  return result
}

/** A folder in the temporary directory holding these files, by name. */
function siteOf(prefix: string, files: Record<string, string>): string {
  const site = mkdtempSync(join(tmpdir(), prefix))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(site, name), text)
  return site
}

describe('a cold and a cached compilation of the same scripts', () => {
  let site: string
  beforeEach(() => {
    site = siteOf('webpack-cache-', {
      'index.js': "import './a.css'\nimport './b.css'\nconsole.log('page')\n",
      'a.css': 'body { color: teal }\n',
      'b.css': 'main { margin: 0 }\n',
    })
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  test("webpack alone gives them different hashes: only the cold one ran mini-css-extract-plugin's child compilations", async () => {
    const cold = await compile(site, [])
    const cached = await compile(site, [])
    expect([cold.compilation.children.length, cached.compilation.children.length]).toEqual([2, 0])
    expect(cached.hash).not.toBe(cold.hash)
  }, 60_000)

  test("have one hash once the stylesheets' child compilations are out of it", async () => {
    const cold = await compile(site, [new CompilationHashWithoutCssChildren()])
    const cached = await compile(site, [new CompilationHashWithoutCssChildren()])
    expect(cold.compilation.children).toHaveLength(2)
    expect(cached.hash).toBe(cold.hash)
    writeFileSync(join(site, 'b.css'), 'main { margin: 8px }\n')
    expect((await compile(site, [new CompilationHashWithoutCssChildren()])).hash).not.toBe(cold.hash)
  }, 60_000)

  test("keep no installed package's file among the build dependencies webpack stores", async () => {
    const withLoaders = await compile(site, [])
    expect([...withLoaders.compilation.buildDependencies].some((file) => file.includes(`${sep}css-loader${sep}`))).toBe(true)
    rmSync(join(site, 'cache'), { recursive: true })
    const own = await compile(site, [new PackagesOutOfBuildDependencies()])
    expect([...own.compilation.buildDependencies].filter((file) => file.includes(`${sep}node_modules${sep}`))).toEqual([])
    // and the next compilation still restores the stylesheets from the cache
    expect((await compile(site, [new PackagesOutOfBuildDependencies()])).compilation.children).toHaveLength(0)
  }, 60_000)
})

describe('a worker and the pages that share a module', () => {
  let site: string
  beforeEach(() => {
    site = siteOf('webpack-worker-', {
      'index.js': "import('./a')\nimport('./b')\nnew Worker(new URL('./worker.js', import.meta.url))\n",
      'a.js': "import { fold } from './shared'\nconsole.log(fold('A'))\n",
      'b.js': "import { fold } from './shared'\nconsole.log(fold('B'))\n",
      'worker.js': "import { fold } from './shared'\nself.onmessage = (event) => self.postMessage(fold(event.data))\n",
      'shared.js': 'export const fold = (text) => text.toLowerCase()\n',
    })
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  /** Gatsby's split chunks in small: a commons chunk of what every page imports, a named runtime chunk. */
  const gatsbyOptimization = () => ({
    splitChunks: {
      chunks: 'all' as unknown,
      cacheGroups: { default: false as const, defaultVendors: false as const, commons: { name: 'commons', minChunks: 2, minSize: 0 } },
    },
    runtimeChunk: { name: 'webpack-runtime' },
  })
  const commonsRuntime = async (optimization: ReturnType<typeof gatsbyOptimization>) => {
    const { compilation } = await compile(site, [], optimization)
    const commons = [...compilation.chunks].find((chunk) => chunk.name === 'commons')
    return typeof commons?.runtime === 'string' ? commons.runtime : [...((commons?.runtime as Iterable<string> | undefined) ?? [])].length
  }

  test("with Gatsby's split chunks, the pages' commons chunk is the worker's too (two runtimes)", async () => {
    expect(await commonsRuntime(gatsbyOptimization())).toBe(2)
  }, 60_000)

  test('once the worker is out of the split chunks, commons belongs to the pages only', async () => {
    const root = siteWithCache()
    try {
      const config = { ...gatsbyConfig(), optimization: { ...gatsbyConfig().optimization, ...gatsbyOptimization() } }
      tuneWebpackConfig(config, 'build-javascript', root)
      const { splitChunks, runtimeChunk } = config.optimization
      expect(await commonsRuntime({ splitChunks: { ...gatsbyOptimization().splitChunks, chunks: splitChunks.chunks }, runtimeChunk })).toBe(
        'webpack-runtime',
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)
})

/** gatsby-react-router-scroll's hook as Gatsby 5.16 installs it: it requires the router for useLocation. */
const SCROLL_HOOK = 'var _reachRouter = require("@gatsbyjs/reach-router");\n(0, _reachRouter.useLocation)();\n'

/** The validators of prop-types' production shims, as Gatsby 5.16 installs them. */
const PROP_TYPES_SHIMS = Object.keys((fromGatsby('prop-types/factoryWithThrowingShims') as () => object)())

/** prop-types' production shims with these validators. */
const shimsNamed = (names: string[]) => `module.exports = () => (${JSON.stringify(Object.fromEntries(names.map((name) => [name, 0])))})\n`

/**
 * Runs `run` on a site whose node_modules holds what the adaptations read of Gatsby's install, with these `files` (by
 * path under node_modules) in place of Gatsby's.
 */
function withGatsbyInstall(files: Record<string, string>, run: (root: string) => void): void {
  const root = siteWithCache()
  try {
    rmSync(join(root, 'node_modules'))
    const install: Record<string, string> = {
      '.package-lock.json': '{}',
      'gatsby/package.json': '{ "name": "gatsby", "version": "5.16.1" }',
      'gatsby/dist/internal-plugins/partytown/gatsby-browser.js': '',
      'gatsby-react-router-scroll/use-scroll-restoration.js': SCROLL_HOOK,
      '@gatsbyjs/reach-router/package.json': '{ "name": "@gatsbyjs/reach-router" }',
      'prop-types/factoryWithThrowingShims.js': shimsNamed(PROP_TYPES_SHIMS),
      ...files,
    }
    for (const [file, text] of Object.entries(install)) {
      mkdirSync(dirname(join(root, 'node_modules', file)), { recursive: true })
      writeFileSync(join(root, 'node_modules', file), text)
    }
    run(root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

test('the adaptations apply to an install of Gatsby with the files they read as Gatsby 5.16 has them', () => {
  withGatsbyInstall({}, (root) => expect(() => tuneWebpackConfig(gatsbyConfig(), 'build-javascript', root)).not.toThrow())
})

test("when prop-types' production shims name a validator src/gatsby/propTypes.ts lacks, the build stops naming the module", () => {
  withGatsbyInstall({ 'prop-types/factoryWithThrowingShims.js': shimsNamed([...PROP_TYPES_SHIMS, 'record']) }, (root) =>
    expect(() => tuneWebpackConfig(gatsbyConfig(), 'build-javascript', root)).toThrow(
      /src\/gatsby\/webpack\.ts .* prop-types' shims are .*record.*; src\/gatsby\/propTypes\.ts has/,
    ),
  )
})

describe("Gatsby's router and gatsby-react-router-scroll's CommonJS hook", () => {
  const router = dirname(fromGatsby.resolve('@gatsbyjs/reach-router/package.json'))
  const hook = fromGatsby.resolve('gatsby-react-router-scroll/use-scroll-restoration.js')
  let site: string
  beforeEach(() => {
    // As Gatsby's runtime does: the router imported as an ES module, the scroll hook required.
    site = siteOf('webpack-router-', {
      'index.js': `import { Router } from ${JSON.stringify(router)}\nconst { useScrollRestoration } = require(${JSON.stringify(hook)})\nconsole.log(Router, useScrollRestoration)\n`,
    })
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  /** The minified bundle of `site`, built with the rules and plugins of the browser build's adaptations that resolve modules. */
  async function bundle(adapted: boolean): Promise<string> {
    const root = siteWithCache()
    try {
      const config = gatsbyConfig()
      tuneWebpackConfig(config, 'build-javascript', root)
      const rules = adapted ? config.module.rules.filter((rule) => 'resolve' in (rule as object)) : []
      const plugins = adapted ? config.plugins.filter((plugin) => plugin instanceof OneCopyOf) : []
      await compile(site, plugins, { minimize: true }, rules)
      const output = join(site, 'public')
      return readdirSync(output)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(output, file), 'utf8'))
        .join('\n')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }

  test('required as a whole, the router keeps the exports no one uses', async () => {
    expect(await bundle(false)).toContain('useMatch hook was used')
  }, 60_000)

  test('once the hook requires the stand-in, the router keeps what is imported, and the hook its useLocation', async () => {
    const code = await bundle(true)
    expect(code).not.toContain('useMatch hook was used')
    expect(code).toContain('useLocation hook was used')
  }, 60_000)

  test.each([
    ['reads another export of the router', `${SCROLL_HOOK}(0, _reachRouter.useParams)();\n`],
    ['no longer requires the router', 'var _react = require("react");\n'],
  ])('when the hook %s, the build stops naming the module', (_change, source) => {
    withGatsbyInstall({ 'gatsby-react-router-scroll/use-scroll-restoration.js': source }, (root) =>
      expect(() => tuneWebpackConfig(gatsbyConfig(), 'build-javascript', root)).toThrow(
        /src\/gatsby\/webpack\.ts .*\/use-scroll-restoration\.js no longer requires Gatsby's router for useLocation alone/,
      ),
    )
  })

  test('a bundle with two files of the router fails', async () => {
    writeFileSync(
      join(site, 'index.js'),
      `import { Router } from ${JSON.stringify(join(router, 'dist', 'index.modern.mjs'))}\nconsole.log(Router, require(${JSON.stringify(join(router, 'dist', 'index.js'))}))\n`,
    )
    const { compilation } = await compileWithErrors(site, [new OneCopyOf('@gatsbyjs/reach-router')])
    expect(String(compilation.errors)).toMatch(/src\/gatsby\/webpack\.ts .* the browser bundle holds @gatsbyjs\/reach-router twice/)
  }, 60_000)
})
