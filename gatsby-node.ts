import type { GatsbyNode, Reporter } from 'gatsby'
import { join } from 'node:path'
import { analyticsConfigured, loadSiteConfig, toClientConfig, ConfigError } from './src/config'
import { typeDefs } from './src/node/schema'
import { createSitePages, OPENAPI_ROUTE, POSTMAN_ROUTE } from './src/node/pages'
import { ContentError } from './src/node/errors'
import { writeDiscoveryFiles } from './src/node/discovery'
import { tuneWebpackConfig } from './src/gatsby/webpack'
import { generateFonts } from './src/node/fonts/generateFonts'
import { checkBundlesAfterPaint, deferBundlesInScriptsSlice } from './src/gatsby/bundlesAfterPaint'
import { GatsbyAdaptationError } from './src/gatsby/adaptation'
import { shortenNodeMutationBatch } from './src/gatsby/developBatch'
import { queryExtractionSource } from './src/gatsby/queryExtraction'
import { exitAfterWrites } from './src/gatsby/exitAfterWrites'
import { setBasePath } from './src/config/sitePath'
import { writeApiFiles } from './src/node/api/files'
import { ta } from './src/i18n/ru'
import { cssModuleClasses, findUnstyledClasses, formatUnstyledClasses } from './src/node/body/styleCheck'
import { createDocsVersion, transformContentNode, transformerDigest } from './src/node/transform'
import { BodyStore } from './src/node/bodies'
import { siteResolvers } from './src/node/resolvers'
import { querySite, SiteQueryError } from './src/node/siteQuery'
import { sourceDates } from './src/node/lastUpdated'
import { writeSidebarFiles } from './src/node/sidebars'
import { checkWrittenPages } from './src/node/writtenPages'
import { keepBuildFilesUnpublished } from './src/node/unpublished'
import type { SiteContent } from './src/node/site'
import type { CompilerHelpers } from './src/node/body'

const develop = process.env.gatsby_executing_command === 'develop'
/** Before Gatsby writes any page of this build: the pages written since then are this build's. */
const buildStartedAt = Date.now()
let bodies: BodyStore | null = null

/**
 * The base path (PATH_PREFIX with --prefix-paths) for the hrefs written while bodies render in this process; and a
 * build that stops exits once its caches are written and its workers ended (src/gatsby/exitAfterWrites.ts).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ basePath }) => {
  setBasePath(basePath ?? '')
  exitAfterWrites()
}

/**
 * The subset Inter file and its @font-face CSS (src/theme/styles/generated/, gitignored) exist before webpack
 * runs; the scripts that Gatsby writes into every page wait for the first paint (src/gatsby/bundlesAfterPaint.ts).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const { characters, bytes } = await generateFonts(process.cwd())
  reporter.info(`fonts: Inter subset to ${[...characters].length} characters, ${(bytes / 1024).toFixed(1)} KB`)
  deferBundlesInScriptsSlice()
  if (develop) shortenNodeMutationBatch()
}

/** Content and configuration problems stop the build with a message naming the file or entry. */
async function reportingErrors<T>(reporter: Reporter, run: () => T | Promise<T>): Promise<T | null> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ContentError || error instanceof ConfigError || error instanceof SiteQueryError || error instanceof GatsbyAdaptationError) {
      reporter.panicOnBuild(error.message)
      return null
    }
    throw error
  }
}

/** Gatsby's query extraction parses only the files that can hold what it extracts (src/gatsby/queryExtraction.ts). */
export const preprocessSource: GatsbyNode['preprocessSource'] = ({ filename, contents }) => queryExtractionSource(filename, contents)

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

/** Each content file's typed node, made when its File or Mdx node is created (src/node/transform.ts). */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  await transformContentNode(args.node, { ...args, develop, codeDigest: codeDigest() })
}

const TRANSFORMER_CODE_KEY = 'transformer-code'
let transformer: string | null = null
/** Once per process, once onPreInit has set the base path (the body store, too, reads its code once per process). */
const codeDigest = (): string => (transformer ??= transformerDigest(__dirname))

/**
 * Gatsby keeps the nodes of unchanged files between builds and does not call onCreateNode for them again; when
 * the code that makes the typed nodes or renders their bodies has changed since, they are made again from the nodes
 * Gatsby kept, with a new content digest, so that every page query runs again.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  createDocsVersion(args)
  const digest = codeDigest()
  const previous = (await args.cache.get(TRANSFORMER_CODE_KEY)) as string | undefined
  // A cold build makes every node now; the nodes kept from a build with other code are made again.
  if (previous !== undefined && previous !== digest)
    for (const node of [...args.getNodesByType('Mdx'), ...args.getNodesByType('File')])
      await transformContentNode(node, { ...args, develop, codeDigest: digest })
  await args.cache.set(TRANSFORMER_CODE_KEY, digest)
}

/** The body fields, compiled once per file content and kept in this plugin's cache (src/node/bodies.ts). */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  // Gatsby also runs page queries in worker processes, which run this hook but not onPreInit.
  setBasePath(args.basePath ?? '')
  // One store per process: `gatsby develop` runs this hook again on every schema rebuild, and the store keeps
  // each file's last good body.
  bodies ??= new BodyStore({
    root: __dirname,
    config: loadSiteConfig(),
    basePath: args.basePath ?? '',
    develop,
    // Gatsby's page-query workers are its child processes, named by GATSBY_WORKER_ID.
    keepInMemory: develop || process.env.GATSBY_WORKER_ID === undefined,
    helpers: {
      cache: args.cache,
      store: args.store as unknown as CompilerHelpers['store'],
      getNode: args.getNode,
      getNodesByType: args.getNodesByType,
      reporter: args.reporter,
    },
    reportError: (message) => args.reporter.error(message),
  })
  args.createResolvers(siteResolvers(__dirname, bodies))
}

/**
 * The site of the last site query that answered. `gatsby build` queries it once, in createPages, and writes the
 * files of onPostBuild from the same answer (nothing changes the nodes in between).
 */
let lastGoodSite: SiteContent | null = null

/**
 * Every page from the site query, and each sidebar's file; sidebars, link and anchor checks read the same answer. Under `gatsby develop`
 * a page Gatsby is not asked to create again is deleted, so there every page is created even when a check
 * fails (the problem is reported), and a query that fails creates the pages of the last good answer.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const config = loadSiteConfig()
  const onBrokenLinks = develop ? 'report' : config.onBrokenLinks
  await reportingErrors(reporter, async () => {
    let site: SiteContent
    try {
      site = await querySite(__dirname, graphql)
      lastGoodSite = site
      const undated = sourceDates(__dirname).unknownBecauseShallow
      if (undated.length > 0)
        reporter.warn(`${undated.length} pages show no «Обновлено» day: the clone is shallow (git fetch --unshallow dates them)`)
      const counts = bodies?.counts()
      if (counts) reporter.info(`bodies: ${counts.compiled} compiled, ${counts.fromCache} from Gatsby's cache`)
    } catch (error) {
      if (!develop || !lastGoodSite) throw error
      reporter.error((error as Error).message)
      site = lastGoodSite
    }
    createSitePages(site, actions, reporter, onBrokenLinks)
    // The pages name these files (src/node/pages.ts): the whole sidebar, fetched when a reader opens more of it.
    writeSidebarFiles(join(__dirname, 'public'), site.sidebars.sidebars)
  })
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  const config = getConfig()
  tuneWebpackConfig(config, stage, __dirname)
  actions.replaceWebpackConfig(config)
  const site = loadSiteConfig()
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: JSON.stringify(toClientConfig(site)),
        __ANALYTICS_CONFIGURED__: JSON.stringify(analyticsConfigured(site)),
      }),
    ],
  })
}

/**
 * Every CSS-module class in a generated page has a rule in the CSS it loads (src/node/body/styleCheck.ts) and
 * every page waits for its first paint to load the bundles, read in the pages written since the last build whose
 * checks passed (src/node/writtenPages.ts); then the OpenAPI description for client generators, its Postman
 * collection and the samples of every request example; last sitemap, robots.txt, feeds, llms.txt and Markdown
 * copies, from the site createPages queried.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }) => {
  const publicDir = join(__dirname, 'public')
  await reportingErrors(reporter, async () => {
    const moduleClasses = cssModuleClasses(__dirname)
    const problem = await checkWrittenPages(publicDir, cache, buildStartedAt, (pages) => {
      const unstyled = findUnstyledClasses(publicDir, (name) => moduleClasses.get(name), pages)
      if (unstyled.length > 0) return formatUnstyledClasses(unstyled)
      checkBundlesAfterPaint(publicDir, pages)
      return null
    })
    if (problem !== null) {
      reporter.panicOnBuild(problem)
      return
    }
    const site = lastGoodSite ?? (await querySite(__dirname, graphql))
    const config = loadSiteConfig()
    if (site.api && bodies) {
      const answer = (await graphql('{ apiDescription { source internal { contentDigest } } }')) as {
        data?: { apiDescription: { source: string; internal: { contentDigest: string } } }
      }
      const description = answer.data?.apiDescription
      const bodyStore = bodies
      await writeApiFiles(
        {
          publicDir,
          routes: { openapi: OPENAPI_ROUTE, postman: POSTMAN_ROUTE },
          source: description?.source ?? '',
          api: site.api,
          config,
          contactName: ta('theme.api.contactName', { brand: config.brandName }),
          renderer: () => bodyStore.renderer(),
          key: `${description?.internal.contentDigest ?? ''}:${await bodyStore.codeDigest()}`,
        },
        cache,
      )
    }
    keepBuildFilesUnpublished(__dirname)
    // Last: the sitemap's time is when the build finished (the browser suite compares the sources with it).
    writeDiscoveryFiles(publicDir, site, config)
  })
}
