/**
 * Adjustments to Gatsby's webpack configuration (gatsby-node onCreateWebpackConfig). The configuration is public
 * API, but its rules and plugins are Gatsby's internals: each step finds what it changes and stops the build
 * (GatsbyAdaptationError, naming this module) when it is no longer there.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import { cssModuleClassNameIn } from '../node/body/cssModules'
import { GatsbyAdaptationError } from './adaptation'
import propTypes from './propTypes'

const MODULE = 'webpack.ts'

interface LoaderUse {
  loader?: string
  options?: Record<string, unknown>
}

type UseEntries = LoaderUse[] | ((info: { resourceQuery?: string; issuer?: string }) => LoaderUse[])

interface Rule {
  test?: RegExp
  include?: unknown
  type?: string
  use?: UseEntries
  oneOf?: Rule[]
  resource?: (file: string) => boolean
  exclude?: (file: string) => boolean
}

interface FilesystemCache {
  type?: string
  version?: string
  buildDependencies?: Record<string, string[]>
}

interface WebpackConfig {
  target?: unknown
  module?: { rules?: unknown[] }
  plugins?: unknown[]
  devtool?: string | false
  cache?: false | FilesystemCache
  resolve?: Record<string, unknown>
  optimization?: { minimizer?: unknown[]; splitChunks?: SplitChunks | false; runtimeChunk?: unknown }
}

interface SplitChunks {
  chunks?: unknown
  cacheGroups?: Record<string, { chunks?: unknown; [option: string]: unknown } | false>
}

/** The webpack stages of `gatsby build`: the browser bundle and the HTML renderer. */
type BuildStage = 'build-javascript' | 'build-html'

/**
 * What esbuild compiles for: the HTML renderer runs on the build's Node (package.json engines); the browser
 * bundle keeps the ES2019 syntax level Gatsby's Babel output already has for the site's browserslist.
 */
const ESBUILD_TARGET: Record<BuildStage, string> = { 'build-javascript': 'es2019', 'build-html': 'node20' }

const isBuildStage = (stage: string): stage is BuildStage => stage === 'build-javascript' || stage === 'build-html'

/**
 * Fonts are never inlined: Gatsby's url-loader would put the small Latin subsets into the CSS as base64,
 * and the CSS is inlined into every HTML page (71 KB of fonts per page, never cached).
 */
function fontsAsFiles(config: WebpackConfig): void {
  let found = 0
  for (const rule of config.module?.rules ?? []) {
    const r = rule as { test?: RegExp; use?: Array<{ options?: Record<string, unknown> }> }
    if (r.test instanceof RegExp && r.test.source.includes('woff')) {
      for (const use of r.use ?? []) {
        if (use.options && 'limit' in use.options) {
          use.options.limit = false
          found += 1
        }
      }
    }
  }
  if (found === 0) throw new GatsbyAdaptationError(MODULE, "Gatsby's font rule (url-loader with a size limit) was not found")
}

/**
 * Every stylesheet of the theme is a CSS module (or the global sheet loaded first by Layout), so the order in
 * which chunks import them cannot change a rule's outcome; webpack's order warnings would only be noise.
 */
function cssOrderIgnored(config: WebpackConfig, stage: string): void {
  let found = 0
  for (const plugin of config.plugins ?? []) {
    const p = plugin as { constructor?: { name?: string }; options?: Record<string, unknown> }
    if (p.constructor?.name === 'MiniCssExtractPlugin' && p.options) {
      p.options.ignoreOrder = true
      found += 1
    }
  }
  if (found === 0 && stage === 'build-javascript')
    throw new GatsbyAdaptationError(MODULE, "Gatsby's MiniCssExtractPlugin was not found in the browser build")
}

/**
 * Gatsby writes full source maps for the production bundles. The HTML renderer's maps only improve stack
 * traces of a build that fails while rendering, and the browser maps are not served to readers, yet
 * writing them takes about a third of a cold build's time.
 */
function noProductionSourceMaps(config: WebpackConfig, stage: string): void {
  if (isBuildStage(stage)) config.devtool = false
}

/**
 * Gatsby gives both build stages webpack's persistent cache. The browser bundle keeps it: writing it costs a cold
 * build little, and a build after an edit reads the bundle from it instead of compiling it again (about 5 s less).
 * The HTML renderer's is left out: writing it made a cold build's renderer about five times as slow for about a
 * second gained after an edit. `WEBPACK_CACHE=0` leaves out both, for one-off builds such as the test fixtures'.
 */
function noPersistentCache(config: WebpackConfig, stage: string): void {
  if (stage === 'build-html' || (stage === 'build-javascript' && process.env.WEBPACK_CACHE === '0')) config.cache = false
}

/**
 * The installed packages, as npm records them: its hidden lockfile in node_modules (written by every `npm install`),
 * or the site's package-lock.json.
 */
const INSTALLED_PACKAGES = [join('node_modules', '.package-lock.json'), 'package-lock.json']

const IN_PACKAGES = /[\\/]node_modules[\\/]/

interface BuildDependencyCompiler {
  hooks: { afterCompile: { tap(name: string, callback: (compilation: { buildDependencies: Set<string> }) => void): void } }
}

/** Takes out of a compilation's build dependencies the files of installed packages (the cache's version covers them). */
export class PackagesOutOfBuildDependencies {
  apply(compiler: BuildDependencyCompiler): void {
    // The compilation has gathered them when it is sealed; webpack stores them after that, in `gatsby develop` also
    // when a file changed while it compiled, without running the done hook first (Compiler.js, Watching.js).
    compiler.hooks.afterCompile.tap('PackagesOutOfBuildDependencies', ({ buildDependencies }) => {
      const own = [...buildDependencies].filter((file) => !IN_PACKAGES.test(file))
      buildDependencies.clear()
      for (const file of own) buildDependencies.add(file)
    })
  }
}

/**
 * webpack's persistent cache (the browser bundle's in `gatsby build`, both bundles' in `gatsby develop`) is kept
 * valid by its build dependencies: the files Gatsby names (its webpack configuration module and every plugin's
 * gatsby-node, the site's compiled one among them), webpack's own folder and each loader. webpack follows every one
 * of them through Node's module cache to every file it required and resolves each again; from Gatsby's babel-loader
 * that is all of Gatsby and Babel: 4–6 s of a cold `gatsby build` before the cache can be written («Caching
 * Webpack compilations»), and under `gatsby develop` work in the background that holds up the first edit. For files
 * of installed packages the snapshot records no more than each package's version, which npm's lockfile pins. So the cache's version is a digest of that lockfile and of the files Gatsby
 * names, and the packages' files are no build dependencies of their own.
 */
function cacheKeyedByInstalledPackages(config: WebpackConfig, stage: string, siteRoot: string): void {
  if (!config.cache) return
  const named = Object.values(config.cache.buildDependencies ?? {}).flat()
  if (config.cache.type !== 'filesystem' || named.length === 0 || named.some((file) => file.endsWith(sep) || !existsSync(file)))
    throw new GatsbyAdaptationError(
      MODULE,
      "Gatsby's filesystem cache of the browser build no longer names its configuration files as build dependencies",
    )
  const lockfile = INSTALLED_PACKAGES.map((file) => join(siteRoot, file)).find((file) => existsSync(file))
  if (!lockfile) throw new Error(`src/gatsby/${MODULE}: neither ${INSTALLED_PACKAGES.join(' nor ')} is in ${siteRoot}; run npm install`)
  const hash = createHash('sha256').update(readFileSync(lockfile))
  for (const file of [...named].sort()) hash.update(file).update(readFileSync(file))
  config.cache = { ...config.cache, version: hash.digest('hex'), buildDependencies: {} }
  config.plugins = [...(config.plugins ?? []), new PackagesOutOfBuildDependencies()]
}

/**
 * npm installs packages as plain folders, so following symlinks finds nothing, yet webpack's resolver reads
 * the link of every path segment of every request it resolves (a few seconds of system calls per build).
 */
function noSymlinkResolution(config: WebpackConfig, stage: string): void {
  if (isBuildStage(stage)) config.resolve = { ...config.resolve, symlinks: false }
}

/**
 * Gatsby's internal Partytown plugin has a gatsby-browser whose one hook returns at once outside `gatsby develop`
 * (off-main-thread scripts of a production page are set up in its HTML), yet it requires Partytown's snippet
 * code and gatsby-script at the top, so every first visit downloaded about 2.5 KB (gzip) that never ran. The
 * site has no off-main-thread scripts, and in the production browser bundle that file is an empty module.
 */
function noPartytownInProduction(config: WebpackConfig, stage: string, siteRoot: string): void {
  if (stage !== 'build-javascript') return
  let browserHooks: string
  try {
    browserHooks = createRequire(join(siteRoot, 'package.json')).resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')
  } catch {
    throw new GatsbyAdaptationError(MODULE, "Gatsby's internal Partytown plugin (gatsby/dist/internal-plugins/partytown/gatsby-browser.js) is gone")
  }
  const alias = (config.resolve?.alias ?? {}) as Record<string, unknown>
  config.resolve = { ...config.resolve, alias: { ...alias, [`${browserHooks}$`]: false } }
}

/** gatsby-react-router-scroll's hook that requires Gatsby's router, and what it reads of it. */
const SCROLL_RESTORATION = { file: 'gatsby-react-router-scroll/use-scroll-restoration.js', reads: 'useLocation' }

/** What the hook gets in place of the router: a module re-exporting what it reads. */
const SCROLL_RESTORATION_ROUTER = join(__dirname, 'scrollRestorationRouter.mjs')

interface ModulesHook {
  tap(name: string, callback: (modules: Iterable<{ resource?: string }>) => void): void
}

interface ModulesCompiler {
  hooks: {
    thisCompilation: { tap(name: string, callback: (compilation: { errors: unknown[]; hooks: { finishModules: ModulesHook } }) => void): void }
  }
}

/**
 * Fails the compilation when its modules come from more than one file of the package `name` (a package installed
 * twice, or its CommonJS and ES-module builds side by side): for Gatsby's router, two location contexts.
 */
export class OneCopyOf {
  constructor(private readonly name: string) {}

  apply(compiler: ModulesCompiler): void {
    const folder = `${sep}node_modules${sep}${this.name.split('/').join(sep)}${sep}`
    compiler.hooks.thisCompilation.tap('OneCopyOf', (compilation) => {
      compilation.hooks.finishModules.tap('OneCopyOf', (modules) => {
        const files = new Set([...modules].map((module) => module.resource ?? '').filter((file) => file.includes(folder)))
        if (files.size > 1)
          compilation.errors.push(new GatsbyAdaptationError(MODULE, `the browser bundle holds ${this.name} twice: ${[...files].join(', ')}`))
      })
    })
  }
}

/**
 * gatsby-react-router-scroll is CommonJS, and its useScrollRestoration requires Gatsby's router as a whole for one
 * hook. webpack cannot tell what a CommonJS require reads, so every export of the router stayed in every page's app
 * bundle: Match, Redirect, ServerLocation, the memory history, useParams, useMatch, which neither Gatsby's runtime nor
 * the site uses (0.4 KB gzip). In the production browser bundle that require gets ./scrollRestorationRouter.mjs,
 * which re-exports the one hook, and the router keeps what its ES-module importers use.
 */
function routerOfScrollRestoration(config: WebpackConfig, stage: string, siteRoot: string): void {
  if (stage !== 'build-javascript') return
  let hook: string
  let router: string
  try {
    const fromGatsby = createRequire(createRequire(join(siteRoot, 'package.json')).resolve('gatsby/package.json'))
    hook = fromGatsby.resolve(SCROLL_RESTORATION.file)
    router = dirname(fromGatsby.resolve('@gatsbyjs/reach-router/package.json'))
  } catch {
    throw new GatsbyAdaptationError(MODULE, `${SCROLL_RESTORATION.file} or @gatsbyjs/reach-router is not where Gatsby used to install it`)
  }
  const source = readFileSync(hook, 'utf8')
  const reads = [...new Set(Array.from(source.matchAll(/\b_reachRouter\.(\w+)/g), (match) => match[1]))].join(', ')
  if (!source.includes('_reachRouter = require("@gatsbyjs/reach-router")') || reads !== SCROLL_RESTORATION.reads) {
    throw new GatsbyAdaptationError(MODULE, `${SCROLL_RESTORATION.file} no longer requires Gatsby's router for ${SCROLL_RESTORATION.reads} alone`)
  }
  const hookFile = `${sep}${SCROLL_RESTORATION.file.split('/').join(sep)}`
  config.module = {
    ...config.module,
    rules: [
      ...(config.module?.rules ?? []),
      { resource: (file: string) => file.endsWith(hookFile), resolve: { alias: { '@gatsbyjs/reach-router$': SCROLL_RESTORATION_ROUTER } } },
      // The stand-in lives outside Gatsby's folder: it re-exports the router Gatsby installed.
      { resource: (file: string) => file === SCROLL_RESTORATION_ROUTER, resolve: { alias: { '@gatsbyjs/reach-router$': router } } },
    ],
  }
  config.plugins = [...(config.plugins ?? []), new OneCopyOf('@gatsbyjs/reach-router')]
}

/** What prop-types is in the production browser bundle. */
const PROP_TYPES_STAND_IN = join(__dirname, 'propTypes.ts')

/**
 * Gatsby's runtime (its router, Link, scroll handler and page renderer) gives components `propTypes`, which React
 * never checks in production; prop-types' production build is a set of shims for them that nothing calls, with the
 * error text a direct call would throw. The production browser bundle gets ./propTypes.ts instead, the same
 * validators without that text (0.25 KB gzip less on every first visit); the build stops when prop-types' shims
 * name a validator the stand-in lacks.
 */
function propTypesStandIn(config: WebpackConfig, stage: string, siteRoot: string): void {
  if (stage !== 'build-javascript') return
  const names = (object: object) => Object.keys(object).sort().join(', ')
  let shims: object
  try {
    const fromGatsby = createRequire(createRequire(join(siteRoot, 'package.json')).resolve('gatsby/package.json'))
    shims = (fromGatsby('prop-types/factoryWithThrowingShims') as () => object)()
  } catch {
    throw new GatsbyAdaptationError(
      MODULE,
      "prop-types' production shims (prop-types/factoryWithThrowingShims.js) are not where Gatsby used to find them",
    )
  }
  if (names(shims) !== names(propTypes))
    throw new GatsbyAdaptationError(MODULE, `prop-types' shims are ${names(shims)}; src/gatsby/propTypes.ts has ${names(propTypes)}`)
  const alias = (config.resolve?.alias ?? {}) as Record<string, unknown>
  config.resolve = { ...config.resolve, alias: { ...alias, 'prop-types$': PROP_TYPES_STAND_IN } }
}

/**
 * Gatsby's browser runtime requires its service-worker registration only when a plugin's gatsby-browser
 * implements `registerServiceWorker`, yet the module is in every page's app bundle. When none does (the browser
 * plugins are listed in .cache/api-runner-browser-plugins.js), the production browser bundle gets an empty module.
 */
function noServiceWorkerRegistration(config: WebpackConfig, stage: string, siteRoot: string): void {
  if (stage !== 'build-javascript') return
  const cache = join(siteRoot, '.cache')
  const pluginList = join(cache, 'api-runner-browser-plugins.js')
  const registration = join(cache, 'register-service-worker.js')
  if (!existsSync(pluginList) || !existsSync(registration)) {
    throw new GatsbyAdaptationError(
      MODULE,
      '.cache/api-runner-browser-plugins.js or .cache/register-service-worker.js is not where Gatsby used to write it',
    )
  }
  const plugins = readFileSync(pluginList, 'utf8')
  if (!/require\('[^']+'\)/.test(plugins))
    throw new GatsbyAdaptationError(MODULE, '.cache/api-runner-browser-plugins.js no longer lists the browser plugins as require() calls')
  const registers = [...plugins.matchAll(/require\('([^']+)'\)/g)].some((match) =>
    /\bregisterServiceWorker\b/.test(readFileSync(join(cache, match[1]), 'utf8')),
  )
  if (registers) return
  const alias = (config.resolve?.alias ?? {}) as Record<string, unknown>
  config.resolve = {
    ...config.resolve,
    alias: { ...alias, [`${join(cache, 'register-service-worker.js')}$`]: false, [`${join(cache, 'register-service-worker')}$`]: false },
  }
}

/**
 * CSS-module class names are computed by one function (src/node/body/cssModules.ts) instead of css-loader's
 * hash, because page bodies are rendered in Node outside webpack and must carry the classes the browser's
 * stylesheet defines. Every stage, so `gatsby develop` shows the same classes as the build.
 */
function deterministicCssModuleNames(config: WebpackConfig, siteRoot: string): void {
  const className = cssModuleClassNameIn(siteRoot)
  let found = 0
  const visit = (rules: unknown[] | undefined) => {
    for (const rule of (rules ?? []) as Rule[]) {
      visit(rule.oneOf)
      if (!Array.isArray(rule.use)) continue
      for (const entry of rule.use) {
        const modules = entry.options?.modules
        if (!entry.loader?.includes(`${sep}css-loader${sep}`) || typeof modules !== 'object' || modules === null) continue
        ;(modules as Record<string, unknown>).getLocalIdent = (context: { resourcePath: string }, _name: string, local: string) =>
          className(context.resourcePath, local)
        found += 1
      }
    }
  }
  visit(config.module?.rules)
  if (found === 0) throw new GatsbyAdaptationError(MODULE, "Gatsby's CSS-module rule (css-loader with modules) was not found")
}

const GATSBY_QUERY = /\bgraphql\b|\buseStaticQuery\b/

/**
 * The site's own code and the runtime Gatsby copies into .cache/ can go through esbuild instead of Babel,
 * except files with GraphQL queries, where Babel does Gatsby's work (babel-plugin-remove-graphql-queries
 * turns them into query results). Packages in node_modules keep Gatsby's rule.
 */
function compiledByEsbuild(siteRoot: string): (file: string) => boolean {
  const own = ['src', '.cache', 'gatsby-'].map((name) => `${siteRoot}${sep}${name}`)
  // webpack asks once per rule that tests the file (the TypeScript rule's exclude, then the oneOf entries):
  // each file is read once.
  const decided = new Map<string, boolean>()
  return (file) => {
    let esbuild = decided.get(file)
    if (esbuild === undefined) {
      esbuild = own.some((prefix) => file.startsWith(prefix)) && !GATSBY_QUERY.test(readFileSync(file, 'utf8'))
      decided.set(file, esbuild)
    }
    return esbuild
  }
}

const isRuleFor = (rule: Rule, ...files: string[]) =>
  rule.test instanceof RegExp && files.every((file) => (rule.test as RegExp).test(file)) && typeof rule.use === 'function'

/**
 * esbuild strips types and compiles JSX (classic runtime, as Gatsby's Babel preset does) in a fraction of Babel's
 * time, and Babel would be most of the build's webpack time. Two of Gatsby's rules match a TypeScript file, and
 * webpack applies every rule that matches, so Babel would compile each .ts/.tsx twice: in the rule of
 * gatsby-plugin-typescript (built into Gatsby), then in Gatsby's JavaScript rule. esbuild compiles what it can alone;
 * a TypeScript file with queries gets the TypeScript rule's Babel pass only.
 */
function typeScriptWithEsbuild(config: WebpackConfig, stage: string, siteRoot: string): void {
  if (!isBuildStage(stage)) return
  const rules = (config.module?.rules ?? []) as Rule[]
  const javaScript = rules.findIndex((rule) => isRuleFor(rule, 'x.tsx', 'x.mjs'))
  const typeScript = rules.find((rule) => isRuleFor(rule, 'x.ts', 'x.tsx') && !rule.test?.test('x.js'))
  if (javaScript < 0 || !typeScript) {
    throw new GatsbyAdaptationError(MODULE, "Gatsby's JavaScript or TypeScript rule was not found")
  }
  const esbuild = (loader: 'jsx' | 'default'): LoaderUse[] => [
    {
      loader: 'esbuild-loader',
      options: {
        loader,
        target: ESBUILD_TARGET[stage],
        // Left for webpack, which turns `new Worker(new URL('./worker.ts', import.meta.url))` into the worker's
        // bundle (src/search/client.ts); lowered to ES2019, import.meta would become an empty object.
        supported: { 'import-meta': true },
        jsx: 'transform',
        jsxFactory: 'React.createElement',
        jsxFragment: 'React.Fragment',
      },
    },
  ]
  const byEsbuild = compiledByEsbuild(siteRoot)
  typeScript.exclude = byEsbuild
  const { use, ...conditions } = rules[javaScript]
  rules[javaScript] = {
    ...conditions,
    oneOf: [
      // Gatsby's runtime files are JSX in .js files; everything else by its extension (.ts must not parse as TSX).
      { resource: (file) => file.endsWith('.js') && byEsbuild(file), use: esbuild('jsx') },
      { resource: byEsbuild, use: esbuild('default') },
      { test: /\.tsx?$/, use: [] },
      { use },
    ],
  }
}

/** The name mini-css-extract-plugin's loader gives each child compilation it runs (`${pluginName} ${request}`). */
const CSS_EXTRACT_CHILD = 'mini-css-extract-plugin '

interface HashedCompilation {
  children: Array<{ name?: string }>
  hooks: Record<string, { tap(name: string, callback: () => void): void } | undefined>
}

interface HookedCompiler {
  hooks: { thisCompilation: { tap(name: string, callback: (compilation: HashedCompilation) => void): void } }
}

/**
 * webpack's compilation hash, which Gatsby writes into every page (`window.___webpackCompilationHash`), adds the hash
 * of every child compilation. mini-css-extract-plugin's loader runs one per stylesheet it builds, to evaluate the
 * stylesheet's module, and a build that restores the stylesheets from the persistent cache runs none: the first
 * warm build after a cold one got another compilation hash from byte-identical scripts and rewrote every page. The
 * CSS those children produce is the content of the stylesheets' modules, which the chunk hashes already cover, so
 * they are set aside while the hash is computed and put back after it.
 */
export class CompilationHashWithoutCssChildren {
  apply(compiler: HookedCompiler): void {
    const name = 'CompilationHashWithoutCssChildren'
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const { beforeHash, afterHash } = compilation.hooks
      if (!beforeHash || !afterHash) throw new GatsbyAdaptationError(MODULE, "webpack's compilation has no beforeHash and afterHash hooks")
      let setAside: HashedCompilation['children'] = []
      beforeHash.tap(name, () => {
        setAside = compilation.children.filter((child) => child.name?.startsWith(CSS_EXTRACT_CHILD))
        const others = compilation.children.filter((child) => !setAside.includes(child))
        compilation.children.splice(0, compilation.children.length, ...others)
      })
      afterHash.tap(name, () => {
        compilation.children.push(...setAside)
        setAside = []
      })
    })
  }
}

function stableCompilationHash(config: WebpackConfig, stage: string): void {
  if (stage === 'build-javascript') config.plugins = [...(config.plugins ?? []), new CompilationHashWithoutCssChildren()]
}

interface MinimizerClass {
  new (options: Record<string, unknown>): unknown
  swcMinify: unknown
}

/**
 * Gatsby targets ES5 in webpack's own code of the browser bundle (`target: ['web', 'es5']`: the chunk runtime, module
 * wrappers, export getters) whatever the site's browsers, yet the site's code is ES2019 (ESBUILD_TARGET) and its
 * browserslist (Gatsby's default, browsers that support ES modules) has ES2019 everywhere. webpack writes its code at
 * the same level: arrow functions and destructuring, 0.1 KB less gzip on every first visit.
 */
function browserBundleAtSiteSyntax(config: WebpackConfig, stage: string): void {
  if (stage !== 'build-javascript') return
  const target = config.target
  if (!Array.isArray(target) || target.join() !== 'web,es5')
    throw new GatsbyAdaptationError(MODULE, `Gatsby's browser build no longer targets ['web', 'es5'] (it targets ${JSON.stringify(target)})`)
  config.target = ['web', ESBUILD_TARGET[stage]]
}

/**
 * SWC minifies the browser bundle instead of Terser, in a fraction of its time and to the same size within
 * a few hundred bytes (esbuild's minifier is quicker still but leaves the first visit 5 KB gzip larger).
 * Gatsby's own TerserPlugin runs it, so licence comments are still extracted to `.LICENSE.txt` files.
 */
function minifiedWithSwc(config: WebpackConfig, stage: string): void {
  const minimizer = config.optimization?.minimizer
  if (stage !== 'build-javascript' || !minimizer) return
  const index = minimizer.findIndex((plugin) => (plugin as object).constructor?.name === 'TerserPlugin')
  if (index < 0) throw new GatsbyAdaptationError(MODULE, "Gatsby's TerserPlugin was not found among the browser build's minimizers")
  const TerserPlugin = (minimizer[index] as object).constructor as MinimizerClass
  minimizer[index] = new TerserPlugin({
    exclude: /\.min\.js/,
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true }, ecma: 5 },
    // Terser's default licence test; SWC's own ("some") misses FlexSearch's `/**!` banner.
    extractComments: { condition: '^\\**!|@preserve|@license|@cc_on' },
  })
}

/** A chunk as webpack's split chunks see it: the runtime (entry) whose pages load it. */
interface SplitChunk {
  runtime: unknown
}

/**
 * The search worker (`new Worker(new URL('./worker.ts', …))`, src/search/client.ts) is an entry of its own, and
 * Gatsby splits the chunks of every entry (`chunks: 'all'`). A module that the worker and every page both import
 * (src/search/fold.ts, which the results' highlighting shares with the tokenizer) then goes to `commons`: the worker
 * loads the whole shell of the pages at start-up to get it, and `commons` belongs to both entries, so webpack no
 * longer concatenates the shell's modules (each CSS module's class names, the head's helpers) and every page's
 * first visit carries their wrappers. Chunks are split among the pages' chunks only; the worker keeps a copy of
 * what it shares.
 */
function workerOutOfSplitChunks(config: WebpackConfig, stage: string): void {
  if (stage !== 'build-javascript') return
  const { splitChunks, runtimeChunk } = config.optimization ?? {}
  if (!splitChunks || splitChunks.chunks !== 'all') {
    throw new GatsbyAdaptationError(
      MODULE,
      "Gatsby's split chunks of every chunk (optimization.splitChunks.chunks: 'all') were not found in the browser build",
    )
  }
  const runtime = (runtimeChunk as { name?: unknown } | undefined)?.name
  if (typeof runtime !== 'string') {
    throw new GatsbyAdaptationError(MODULE, "Gatsby's named runtime chunk (optimization.runtimeChunk.name) was not found in the browser build")
  }
  // Gatsby's entries all run in the named runtime; the worker's chunks run in its own, and a chunk both load has a
  // set of runtimes, so neither is split.
  const ofPages = (chunk: SplitChunk) => chunk.runtime === runtime
  splitChunks.chunks = ofPages
  for (const group of Object.values(splitChunks.cacheGroups ?? {})) if (group && group.chunks === 'all') group.chunks = ofPages
}

export function tuneWebpackConfig(config: WebpackConfig, stage: string, siteRoot: string): void {
  fontsAsFiles(config)
  cssOrderIgnored(config, stage)
  noProductionSourceMaps(config, stage)
  noPersistentCache(config, stage)
  cacheKeyedByInstalledPackages(config, stage, siteRoot)
  noSymlinkResolution(config, stage)
  noPartytownInProduction(config, stage, siteRoot)
  noServiceWorkerRegistration(config, stage, siteRoot)
  routerOfScrollRestoration(config, stage, siteRoot)
  propTypesStandIn(config, stage, siteRoot)
  deterministicCssModuleNames(config, siteRoot)
  typeScriptWithEsbuild(config, stage, siteRoot)
  browserBundleAtSiteSyntax(config, stage)
  minifiedWithSwc(config, stage)
  workerOutOfSplitChunks(config, stage)
  stableCompilationHash(config, stage)
}
