import type { GatsbyConfig } from 'gatsby'
import remarkGfm from 'remark-gfm'
import { loadSiteConfig } from './src/config'
import { PRISM_ALIASES } from './src/theme/CodeBlock/languages'

const site = loadSiteConfig()

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brandName,
    description: site.tagline,
    siteUrl: site.siteUrl,
  },
  pathPrefix: site.pathPrefix,
  // CONTRACT.md §1a: both /x and /x/ reach a page.
  trailingSlash: 'ignore',
  graphqlTypegen: false,
  plugins: [
    {
      // One source over content/: MDX files become Mdx nodes; gatsby-node reads the same files into
      // the typed Doc, BlogPost and StandalonePage nodes.
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content`, ignore: ['**/.*', '**/*.md'] },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: { remarkPlugins: [remarkGfm] },
        gatsbyRemarkPlugins: [
          // Reads `title="…"` and `example=…` from code fences before Prism sees the language.
          'gatsby-remark-code-meta',
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: { icon: false, className: 'heading-anchor', isIconAfterHeader: true },
          },
          {
            resolve: 'gatsby-remark-prismjs',
            options: { noInlineHighlight: true, aliases: PRISM_ALIASES },
          },
        ],
      },
    },
    {
      // Indexes the SearchSection nodes that gatsby-node sources: one hashed file per context.
      resolve: 'gatsby-plugin-site-search',
      options: {
        contexts: site.search.contexts,
        excludedDocsFolders: site.search.excludedDocsFolders,
      },
    },
  ],
}

export default config
