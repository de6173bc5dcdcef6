import type { GatsbyNode, Reporter } from 'gatsby'
import { loadSiteConfig, toClientConfig, ConfigError } from './src/config'
import { typeDefs } from './src/node/schema'
import { loadSiteContent, type SiteContent } from './src/node/site'
import { sourceSiteNodes } from './src/node/source'
import { createSitePages, OPENAPI_ROUTE } from './src/node/pages'
import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ContentError } from './src/node/errors'
import { searchSections } from './src/node/searchSections'
import { writeDiscoveryFiles } from './src/node/discovery'
import { captureContentHtml, restorePageData } from './src/node/contentHtml'
import { tuneWebpackConfig } from './src/node/webpack'

let site: SiteContent | null = null

/** Content and configuration problems stop the build with a message naming the file or entry. */
function reportingErrors<T>(reporter: Reporter, run: () => T): T | null {
  try {
    return run()
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

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  site = reportingErrors(args.reporter, () => loadSiteContent(__dirname))
  if (site) sourceSiteNodes(site, searchSections(site, loadSiteConfig().blogLabel), args)
}

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  const content = site
  if (!content) return
  const config = loadSiteConfig()
  reportingErrors(reporter, () => createSitePages(content, actions, reporter, config.onBrokenLinks))
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  const config = getConfig()
  tuneWebpackConfig(config, stage, __dirname)
  actions.replaceWebpackConfig(config)
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: JSON.stringify(toClientConfig(loadSiteConfig())),
        // MDX is compiled into the HTML renderer and the development bundle, never into the production browser bundle.
        __RENDERS_MDX__: JSON.stringify(stage !== 'build-javascript'),
      }),
    ],
  })
}

/** Page data as Gatsby wrote it, before onPostBuild moved the bodies in (src/node/contentHtml.ts). */
const PAGE_DATA_ORIGINALS = join(__dirname, '.cache', 'page-data-before-bodies')

/** A build over an existing public/ starts from the page data Gatsby wrote, not the one onPostBuild rewrote. */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  const restored = restorePageData(join(__dirname, 'public'), PAGE_DATA_ORIGINALS)
  if (restored > 0) reporter.info(`Page data of the previous build restored: ${restored}`)
}

/** Sitemap, robots.txt, feeds, llms.txt and Markdown copies; the OpenAPI description for client generators. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  if (!site) return
  try {
    const pages = captureContentHtml(join(__dirname, 'public'), PAGE_DATA_ORIGINALS)
    reporter.info(`Page bodies moved into page data: ${pages}`)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  writeDiscoveryFiles(join(__dirname, 'public'), site, loadSiteConfig())
  if (!site.api) return
  const target = join(__dirname, 'public', OPENAPI_ROUTE)
  mkdirSync(dirname(target), { recursive: true })
  copyFileSync(join(__dirname, 'content', 'api', 'openapi.yaml'), target)
}
