import { createRequire } from 'node:module'
import { remarkCodeMeta, remarkComponentHeadingLevels, remarkHeadingIds, type InlineText } from './remark'
import { remarkTypography } from './typography'

const nativeRequire = createRequire(__filename)

export interface MdxPluginOptions {
  [key: string]: unknown
  extensions: string[]
  mdxOptions: { remarkPlugins: unknown[] }
}

/**
 * gatsby-plugin-mdx's options (gatsby-config.ts registers the plugin with them, src/node/body/compile.ts
 * compiles every body with them): GFM tables, heading ids from the slugger every other reader uses, code
 * fence meta, Russian typography of the text (typography.ts), and the heading level of the API reference's sections. Prism, heading anchors and copy buttons are the body components' work (src/theme).
 */
export function siteMdxOptions(inline: InlineText): MdxPluginOptions {
  // remark-gfm 3 is an ES module; Node's own require loads it (also under Jest).
  const remarkGfm = (nativeRequire('remark-gfm') as { default: unknown }).default
  return {
    extensions: ['.mdx'],
    mdxOptions: {
      remarkPlugins: [remarkGfm, [remarkHeadingIds, { inline }], [remarkTypography, { inline }], remarkCodeMeta, remarkComponentHeadingLevels],
    },
  }
}
