import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { GatsbyNode, PluginOptions, Store } from 'gatsby'
import { INDEX_MANIFEST, readQueryKinds, readThesaurus, sectionsByContext, writeSearchIndexes } from './indexFiles'
import { parseQueryKinds, type Thesaurus } from '../thesaurus'
import type { SearchFiles } from '../format'
import type { QueryKinds } from '../ranking'
import type { SiteSearchOptions } from './options'

export { pluginOptionsSchema } from './options'

/** Files written by this build (webpack runs only once they are). */
let searchFiles: SearchFiles | null = null
/** The writers' thesaurus, checked against this build's pages, for the worker bundle. */
let thesaurus: Thesaurus = {}
/** The writers' words of kinds of queries (the ranking's API, integrator and change words), for the worker bundle. */
let queryKinds: QueryKinds = parseQueryKinds('').kinds

const siteDirectory = (store: Store): string => (store.getState() as { program: { directory: string } }).program.directory

const optionsOf = (pluginOptions: PluginOptions): SiteSearchOptions => pluginOptions as unknown as SiteSearchOptions

/**
 * After every page is created (createPagesStatefully runs after all createPages, before webpack): the site's
 * content from the query in the options, made sections by its normalizer, becomes one content-hashed index
 * file per context (docs/requirements.md §C6).
 */
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({ graphql, store, reporter }, pluginOptions) => {
  const options = optionsOf(pluginOptions)
  const answer = await graphql(options.query)
  if (answer.errors?.length) {
    reporter.panicOnBuild(
      `gatsby-plugin-site-search: the query of the sections failed:\n${answer.errors.map((e: { message: string }) => e.message).join('\n')}`,
    )
    return
  }
  const sections = options.normalizer(answer.data)
  if (sections.length === 0) reporter.warn('gatsby-plugin-site-search: the query found no sections, the search index is empty.')
  const publicDir = join(siteDirectory(store), 'public')
  const byContext = sectionsByContext(sections, options)
  searchFiles = writeSearchIndexes(publicDir, options.outputDir, byContext, options.roles)
  const read = readThesaurus(join(siteDirectory(store), options.thesaurus), options.thesaurus, Object.values(byContext).flat())
  if (read.error)
    reporter.panicOnBuild(`gatsby-plugin-site-search: the search thesaurus has problems (its format is in content/AUTHORING.md):\n${read.error}`)
  thesaurus = read.thesaurus
  const kinds = readQueryKinds(join(siteDirectory(store), options.queryKinds), options.queryKinds)
  if (kinds.error)
    reporter.panicOnBuild(`gatsby-plugin-site-search: the words of kinds of queries have problems (content/AUTHORING.md):\n${kinds.error}`)
  queryKinds = kinds.kinds
}

/**
 * FlexSearch's build with Document and export/import but no worker, persistence or resolver code: 10 KB
 * gzip instead of the 17 KB of its default bundle. Its package exports only the default bundle, so the
 * file is addressed by path, found from the site's directory.
 */
const flexSearchCompact = (siteDirectory: string): string =>
  join(dirname(createRequire(join(siteDirectory, 'package.json')).resolve('flexsearch')), 'flexsearch.compact.module.min.js')

/**
 * The worker learns where the list of index files is (a name that does not change with the content) and the
 * writers' thesaurus, and gets the compact FlexSearch.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, reporter, store }, pluginOptions) => {
  if (!searchFiles)
    reporter.panicOnBuild('gatsby-plugin-site-search: the index was not written before webpack ran (createPagesStatefully did not run).')
  actions.setWebpackConfig({
    resolve: { alias: { flexsearch$: flexSearchCompact(siteDirectory(store)) } },
    plugins: [
      plugins.define({
        __SEARCH_INDEX_MANIFEST__: JSON.stringify(`/${optionsOf(pluginOptions).outputDir}/${INDEX_MANIFEST}`),
        __SEARCH_THESAURUS__: JSON.stringify(thesaurus),
        __SEARCH_QUERY_KINDS__: JSON.stringify(queryKinds),
      }),
    ],
  })
}
