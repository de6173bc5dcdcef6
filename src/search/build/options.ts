import type { PluginOptionsSchemaArgs } from 'gatsby'
import { DEFAULT_CONTEXT, SEARCH_CONTEXT_PATTERN, type SectionInput } from '../format'
import type { ContextRoles } from '../ranking'

/** Options of gatsby-plugin-site-search, as gatsby-config.ts sets them; the schema below describes each. */
export interface SiteSearchOptions {
  /** Route prefixes that get an index of their own (docs/requirements.md §C6: 'docs/api', 'blog'); the rest is DEFAULT_CONTEXT. */
  contexts: string[]
  /** Docs folders whose pages are not indexed (docs/requirements.md §9: one docs folder is excluded). */
  excludedDocsFolders: string[]
  outputDir: string
  roles: ContextRoles
  /** The writers' thesaurus, relative to the site's directory (src/search/thesaurus.ts tells its format). */
  thesaurus: string
  /** The writers' words of kinds of queries, relative to the site's directory (ranking.ts tells what they decide). */
  queryKinds: string
  query: string
  normalizer: (data: unknown) => SectionInput[]
}

/** Validated by Gatsby before any hook runs: a wrong option stops the build naming the option. */
export function pluginOptionsSchema({ Joi }: PluginOptionsSchemaArgs) {
  return Joi.object({
    contexts: Joi.array()
      .items(Joi.string().pattern(SEARCH_CONTEXT_PATTERN, 'route prefix without slashes at the ends, like docs/api').invalid(DEFAULT_CONTEXT))
      .unique()
      .required()
      .description('Route prefixes that get an index file of their own; every other page goes to the default index.'),
    excludedDocsFolders: Joi.array()
      .items(Joi.string().min(1))
      .default([])
      .description('Docs folders (doc id prefixes) whose pages are left out of the index.'),
    outputDir: Joi.string()
      .pattern(/^[a-z0-9-]+$/, 'folder name')
      .default('search-index')
      .description('Folder under public/ for the index files.'),
    roles: Joi.object({
      reference: Joi.string().pattern(SEARCH_CONTEXT_PATTERN, 'a configured context'),
      notes: Joi.string().pattern(SEARCH_CONTEXT_PATTERN, 'a configured context'),
    })
      .default({})
      .description('Which context holds the API reference and which the release notes; the ranking weighs them by the query.'),
    thesaurus: Joi.string()
      .default('content/search/thesaurus.txt')
      .description("The writers' thesaurus of search equivalents and expansions, relative to the site's directory."),
    queryKinds: Joi.string()
      .default('content/search/query-kinds.txt')
      .description("The writers' words by which the ranking tells API questions, integrators' tasks and what-changed questions."),
    query: Joi.string().required().description("The GraphQL query of the site's content that the sections are made from."),
    normalizer: Joi.function()
      .arity(1)
      .required()
      .description("Turns the query's data into the sections to index ({ url, title, heading, breadcrumbs, text, docId, date? }), in reading order."),
  })
}
