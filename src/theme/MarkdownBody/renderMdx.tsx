import React from 'react'
import { MDXProvider } from '@mdx-js/react'
import { mdxComponents } from '../MDXComponents'
import { ApiDataProvider } from '../ApiReference/context'
import type { MarkdownSource } from '.'

interface ContentModules {
  (key: string): { default: React.ComponentType }
  keys(): string[]
}

// Every MDX file under content/, compiled by gatsby-plugin-mdx's loader. Only bundles that render MDX import this module.
const modules = (require as unknown as { context(dir: string, deep: boolean, filter: RegExp): ContentModules }).context(
  '../../../content',
  true,
  /\.mdx$/,
)
const known = new Set(modules.keys())

export function renderMdx(source: MarkdownSource): React.ReactNode {
  const key = `./${source.contentFile}`
  if (!known.has(key)) throw new Error(`MarkdownBody: no MDX module for content/${source.contentFile}`)
  const Content = modules(key).default
  const body = (
    <MDXProvider components={mdxComponents}>
      <Content />
    </MDXProvider>
  )
  return source.api ? <ApiDataProvider value={source.api}>{body}</ApiDataProvider> : body
}
