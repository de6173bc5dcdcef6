import type { GatsbyConfig } from 'gatsby'
import { loadSiteConfig } from './src/config'
import { siteMdxOptions } from './src/node/body/mdxOptions'
import { inlineComponentText } from './src/theme/MDXComponents/text'
import { SITE_QUERY, siteFromQuery, type SiteQueryResult } from './src/node/siteQuery'
import { searchSections } from './src/node/searchSections'
import { contentSourceOptions } from './src/gatsby/contentSource'

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
  // React's automatic JSX runtime: gatsby-plugin-mdx compiles the bodies for it (src/theme/MDXComponents/server.tsx runs them).
  jsxRuntime: 'automatic',
  plugins: [
    {
      // One source over content/: File nodes; MDX files become Mdx nodes (gatsby-plugin-mdx) and gatsby-node's
      // onCreateNode makes each its typed child (src/node/transform.ts).
      resolve: 'gatsby-source-filesystem',
      options: contentSourceOptions(__dirname, process.env.gatsby_executing_command === 'develop'),
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
      // Indexes the site's sections, made from the site query: one hashed file per context.
      resolve: 'gatsby-plugin-site-search',
      options: {
        contexts: site.search.contexts,
        excludedDocsFolders: site.search.excludedDocsFolders,
        roles: site.search.contextRoles,
        query: SITE_QUERY,
        normalizer: (data: unknown) => searchSections(siteFromQuery(__dirname, data as SiteQueryResult), site.blogLabel),
      },
    },
  ],
}

export default config
