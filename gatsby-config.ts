import type { GatsbyConfig } from 'gatsby'
import { loadSiteConfig } from './src/config'
import { siteMdxOptions } from './src/node/body/mdxOptions'
import { inlineComponentText } from './src/theme/MDXComponents/text'

const site = loadSiteConfig()

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brandName,
    description: site.tagline,
    siteUrl: site.siteUrl,
  },
  pathPrefix: site.pathPrefix,
  // docs/requirements.md §C1a: both /x and /x/ reach a page.
  trailingSlash: 'ignore',
  graphqlTypegen: false,
  plugins: [
    {
      // One source over content/: MDX files become Mdx nodes; gatsby-node reads the same files into
      // the typed Doc, BlogPost and StandalonePage nodes.
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content`, ignore: ['**/.*', '**/*.md'] },
    },
    // Reads each MDX file's front matter before gatsby-plugin-mdx does, so a mistake names the file and line.
    'gatsby-plugin-front-matter',
    {
      // The site's MDX pipeline. Bodies are compiled with these options by src/node/body (the plugin's
      // compileMDXWithCustomOptions) and rendered to HTML in Node; no MDX module reaches a webpack bundle.
      resolve: 'gatsby-plugin-mdx',
      options: siteMdxOptions(inlineComponentText(site)),
    },
    {
      // Indexes the SearchSection nodes that gatsby-node sources: one hashed file per context.
      resolve: 'gatsby-plugin-site-search',
      options: {
        contexts: site.search.contexts,
        excludedDocsFolders: site.search.excludedDocsFolders,
        roles: site.search.contextRoles,
      },
    },
  ],
}

export default config
