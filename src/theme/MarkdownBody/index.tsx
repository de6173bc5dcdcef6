import React, { useEffect, useRef } from 'react'
import { BODY_ATTRIBUTE } from './delegate'
import { installBodyBehaviour, showBody } from './client'

/**
 * The body of a doc, blog post or standalone page: HTML rendered once at build time from the MDX file with the
 * site's components (src/node/body), delivered by the page query. The browser never re-renders it; the
 * components' behaviour is delegated (src/theme/MarkdownBody/client.ts). Memoised on the HTML: a re-render of
 * the page for the same body (a link to a heading changes only the hash) must leave the body's DOM alone, or
 * React writes it again and the reader's state in it (a chosen tab, an open fold) is lost.
 */
export const MarkdownBody = React.memo(function MarkdownBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(installBodyBehaviour, [])
  useEffect(() => {
    if (ref.current) showBody(ref.current)
  }, [html])
  return <div ref={ref} {...{ [BODY_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />
})
