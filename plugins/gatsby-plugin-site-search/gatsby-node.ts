// The site search's build side lives with the rest of the search in src/search (build/, the shared tokenizer and
// format, the worker and its client); this plugin is how Gatsby finds it.
export * from '../../src/search/build/gatsbyNode'
