import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { mdxComponents } from '.'
import { ApiDataProvider } from '../ApiReference/context'
import { CodeBlock } from '../CodeBlock'
import type { PageApiData } from '../../reference/types'

/**
 * Renders a compiled body (src/node/body/compile.ts: an MDX function body) to static HTML with the site's
 * components. Bundled for Node by src/node/body/components.ts; never part of the browser bundle.
 */
export function renderBody(code: string, api: PageApiData | null): string {
  const { default: Content } = new Function(code)(runtime) as { default: React.ComponentType<{ components: typeof mdxComponents }> }
  const body = <Content components={mdxComponents} />
  // Ids that components make with useId get a prefix of their own, apart from those of the page around the body.
  return renderToStaticMarkup(api ? <ApiDataProvider value={api}>{body}</ApiDataProvider> : body, { identifierPrefix: 'b-' })
}

/** One highlighted code block as the body shows it (the API samples of examples fetched on demand). */
export function renderCodeBlock(code: string, language: string): string {
  return renderToStaticMarkup(
    <CodeBlock>
      <code className={`language-${language}`}>{code}</code>
    </CodeBlock>,
  )
}
