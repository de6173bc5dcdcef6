import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { GatsbyNode, PluginOptions, Store } from 'gatsby'
import { readThesaurus, sectionsByContext, writeSearchIndexes, type SearchFiles, type SectionInput } from './indexFiles'
import type { Thesaurus } from '../thesaurus'
import type { SiteSearchOptions } from './options'

export { pluginOptionsSchema } from './options'

/** Files written by this build, for the worker bundle. */
let searchFiles: SearchFiles | null = null
/** The writers' thesaurus, checked against this build's pages, for the worker bundle. */
let thesaurus: Thesaurus = {}

const siteDirectory = (store: Store): string => (store.getState() as { program: { directory: string } }).program.directory

const optionsOf = (pluginOptions: PluginOptions): SiteSearchOptions => pluginOptions as unknown as SiteSearchOptions

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(/* GraphQL */ `
    """
    One section of a page (its top or one heading) as the site search indexes it; the site creates these nodes.
    """
    type SearchSection implements Node @dontInfer {
      "The page path, with #anchor for a heading's section."
      url: String!
      title: String!
      "The section's heading; for a page's top section, what the page shows above its text (may be empty)."
      heading: String!
      breadcrumbs: [String!]!
      "Plain text of the section."
      text: String!
      "Doc id of a docs page (matched against the excludedDocsFolders option), null for posts and pages."
      docId: String
      "Publication date (YYYY-MM-DD) of a dated page (a blog post)."
      date: String
      "Reading order over the site: the index numbers sections in this order."
      order: Int!
    }
  `)
}

/** After sourcing and page creation: one content-hashed index file per context (docs/requirements.md §C6). */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, store, reporter }, pluginOptions) => {
  const options = optionsOf(pluginOptions)
  const sections = (getNodesByType('SearchSection') as unknown as Array<SectionInput & { order: number }>)
    .slice()
    .sort((a, b) => a.order - b.order)
    .map(({ url, title, heading, breadcrumbs, text, docId, date }): SectionInput => ({
      url,
      title,
      heading,
      breadcrumbs,
      text,
      docId,
      ...(date ? { date } : {}),
    }))
  if (sections.length === 0) reporter.warn('gatsby-plugin-site-search: no SearchSection nodes, the search index is empty.')
  const publicDir = join(siteDirectory(store), 'public')
  const byContext = sectionsByContext(sections, options)
  searchFiles = writeSearchIndexes(publicDir, options.outputDir, byContext, options.roles)
  const read = readThesaurus(join(siteDirectory(store), options.thesaurus), options.thesaurus, Object.values(byContext).flat())
  if (read.error) {
    reporter.panicOnBuild(`gatsby-plugin-site-search: the search thesaurus has problems (its format is in content/AUTHORING.md):\n${read.error}`)
  }
  thesaurus = read.thesaurus
}

/**
 * FlexSearch's build with Document and export/import but no worker, persistence or resolver code: 10 KB
 * gzip instead of the 17 KB of its default bundle. Its package exports only the default bundle, so the
 * file is addressed by path, found from the site's directory.
 */
const flexSearchCompact = (siteDirectory: string): string =>
  join(dirname(createRequire(join(siteDirectory, 'package.json')).resolve('flexsearch')), 'flexsearch.compact.module.min.js')

/** The worker learns the hashed file names and gets the compact FlexSearch. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, reporter, store }) => {
  if (!searchFiles) reporter.panicOnBuild('gatsby-plugin-site-search: the index was not written before webpack ran (onPostBootstrap did not run).')
  actions.setWebpackConfig({
    resolve: { alias: { flexsearch$: flexSearchCompact(siteDirectory(store)) } },
    plugins: [
      plugins.define({
        __SEARCH_INDEX_FILES__: JSON.stringify(searchFiles ?? {}),
        __SEARCH_THESAURUS__: JSON.stringify(thesaurus),
      }),
    ],
  })
}
