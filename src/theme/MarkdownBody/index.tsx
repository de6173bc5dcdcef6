import React from 'react'
import type { PageApiData } from '../../reference/types'

/** Set to true by webpack where MDX modules are compiled: the HTML renderer at build time, and development. */
declare const __RENDERS_MDX__: boolean

/** Marks the rendered body, so the build can capture its HTML and the browser can enhance it. */
export const BODY_ATTRIBUTE = 'data-markdown-body'

/** What a page needs to show its MDX body; it travels in the page context. */
export interface MarkdownSource {
  /** The MDX file, relative to content/ (docs/start/whatis.mdx). */
  contentFile: string
  /** The body as HTML, captured from the built page after the build (production browser only). */
  contentHtml?: string | null
  /** The OpenAPI data the API components in the body render (build time only). */
  api?: PageApiData | null
}

// Each MDX file compiled for the browser would be a chunk of its own, and Gatsby lists every chunk in
// every page, so HTML and the webpack runtime would grow with the number of pages. Instead the body is
// rendered from MDX only at build time; the production browser bundle holds no MDX and shows the HTML
// the build captured (src/node/contentHtml.ts). Its links and tabs are enhanced by src/state/markdownBody.ts.
const renderMdx: ((source: MarkdownSource) => React.ReactNode) | null = __RENDERS_MDX__
  ? (require('./renderMdx') as typeof import('./renderMdx')).renderMdx
  : null

/** The body of a doc, blog post or standalone page. */
export function MarkdownBody({ source }: { source: MarkdownSource }) {
  const marker = { [BODY_ATTRIBUTE]: '' }
  if (renderMdx) return <div {...marker}>{renderMdx(source)}</div>
  return <div {...marker} dangerouslySetInnerHTML={{ __html: source.contentHtml ?? '' }} />
}
