import type { GatsbyNode, Reporter } from 'gatsby'
import { loadSiteConfig, toClientConfig, ConfigError } from './src/config'
import { typeDefs } from './src/node/schema'
import { loadSiteContent, type SiteContent } from './src/node/site'
import { sourceSiteNodes } from './src/node/source'
import { createSitePages, OPENAPI_ROUTE, POSTMAN_ROUTE } from './src/node/pages'
import { postmanCollection } from './src/node/api/postman'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ContentError } from './src/node/errors'
import { searchSections } from './src/node/searchSections'
import { writeDiscoveryFiles } from './src/node/discovery'
import { tuneWebpackConfig } from './src/gatsby/webpack'
import { watchContent } from './src/node/develop'
import { generateFonts } from './src/node/fonts/generateFonts'
import { deferBundles } from './src/gatsby/bundlesAfterPaint'
import { GatsbyAdaptationError } from './src/gatsby/adaptation'
import { setBasePath } from './src/config/sitePath'
import { publishApiDocument } from './src/node/api/publish'
import { OPENAPI_FILE } from './src/node/api/links'
import { ta } from './src/i18n/ru'
import { cssModuleClasses, findUnstyledClasses, formatUnstyledClasses } from './src/node/body/styleCheck'

let site: SiteContent | null = null

/** The base path (PATH_PREFIX with --prefix-paths) for the hrefs written while bodies render in this process. */
export const onPreInit: GatsbyNode['onPreInit'] = ({ basePath }) => {
  setBasePath(basePath ?? '')
}

/** The subset Inter file and its @font-face CSS (src/theme/styles/generated/, gitignored) exist before webpack runs. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const { characters, bytes } = await generateFonts(process.cwd())
  reporter.info(`fonts: Inter subset to ${[...characters].length} characters, ${(bytes / 1024).toFixed(1)} KB`)
}

/** Content and configuration problems stop the build with a message naming the file or entry. */
async function reportingErrors<T>(reporter: Reporter, run: () => T | Promise<T>): Promise<T | null> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ContentError || error instanceof ConfigError) {
      reporter.panicOnBuild(error.message)
      return null
    }
    throw error
  }
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

/** Reads content/ once: every body compiled and rendered to HTML, every typed node created. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  site = await reportingErrors(args.reporter, () => loadSiteContent(__dirname))
  if (!site) return
  const ids = sourceSiteNodes(site, searchSections(site, loadSiteConfig().blogLabel), args)
  if (process.env.gatsby_executing_command !== 'develop') return
  watchContent(
    __dirname,
    args,
    async () => {
      const next = await loadSiteContent(__dirname)
      site = next
      return sourceSiteNodes(next, searchSections(next, loadSiteConfig().blogLabel), args)
    },
    ids,
  )
}

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const content = site
  if (!content) return
  const config = loadSiteConfig()
  await reportingErrors(reporter, () => createSitePages(content, actions, reporter, config.onBrokenLinks))
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  const config = getConfig()
  tuneWebpackConfig(config, stage, __dirname)
  actions.replaceWebpackConfig(config)
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: JSON.stringify(toClientConfig(loadSiteConfig())),
      }),
    ],
  })
}

/**
 * Every CSS-module class in a generated page has a rule in the CSS it loads (src/node/body/styleCheck.ts); the
 * bundles wait for the first paint; then the OpenAPI description for client generators, its Postman collection and the samples of every request example; last sitemap, robots.txt, feeds, llms.txt and Markdown copies.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (!site) return
  const moduleClasses = cssModuleClasses(__dirname)
  const unstyled = findUnstyledClasses(join(__dirname, 'public'), (name) => moduleClasses.get(name))
  if (unstyled.length > 0) {
    reporter.panicOnBuild(formatUnstyledClasses(unstyled))
    return
  }
  // The bundles are requested after the first paint (src/gatsby/bundlesAfterPaint.ts).
  try {
    deferBundles(join(__dirname, 'public'))
  } catch (error) {
    if (!(error instanceof GatsbyAdaptationError)) throw error
    reporter.panicOnBuild(error.message)
    return
  }
  if (site.api) {
    const config = loadSiteConfig()
    const target = join(__dirname, 'public', OPENAPI_ROUTE)
    const published = publishApiDocument(join(__dirname, OPENAPI_FILE), target, config, ta('theme.api.contactName', { brand: config.brandName }))
    writeFileSync(join(__dirname, 'public', POSTMAN_ROUTE), await postmanCollection(published, site.api))
    for (const file of [...site.apiSampleFiles, site.api.console]) {
      const path = join(__dirname, 'public', file.path)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, file.json)
    }
  }
  // Last: the sitemap's time is when the build finished (the browser suite compares the sources with it).
  writeDiscoveryFiles(join(__dirname, 'public'), site, loadSiteConfig())
}
