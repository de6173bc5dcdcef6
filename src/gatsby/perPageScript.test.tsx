import React from 'react'
import type { PreRenderHTMLArgs } from 'gatsby'
import { dropPerPageScript, GATSBY_PAGE_SCRIPT_ID } from './perPageScript'
import { preRenderArgs } from './preRenderArgs'

/** The post-body components as Gatsby 5.16's static-entry makes them: the page script, then the scripts slice. */
const gatsbyPostBody = () => [
  <script key="script-loader" id={GATSBY_PAGE_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/docs";/*]]>*/' }} />,
  <div key="slice" data-slice="_gatsby-scripts" />,
]

const run = (components: React.ReactNode[]) => {
  const { args, replaced } = preRenderArgs('/docs', { postBody: components })
  dropPerPageScript(args, 'build-html')
  return replaced.postBody
}

describe("Gatsby's per-page script", () => {
  test('is dropped; the rest of the post-body components stay in order', () => {
    const replaced = run(gatsbyPostBody()) as unknown as React.ReactElement[]
    expect(replaced).toHaveLength(1)
    expect((replaced[0].props as Record<string, string>)['data-slice']).toBe('_gatsby-scripts')
  })

  test('under gatsby develop, which writes no such script, nothing is checked or changed', () => {
    let replaced = false
    const args = { pathname: '/docs', getPostBodyComponents: () => [], replacePostBodyComponents: () => (replaced = true) }
    dropPerPageScript(args as unknown as PreRenderHTMLArgs, 'develop-html')
    expect(replaced).toBe(false)
  })

  test('missing, it stops the build naming the module and the page', () => {
    expect(() => run(gatsbyPostBody().slice(1))).toThrow(
      /src\/gatsby\/perPageScript\.tsx \(written for Gatsby 5\.16\.1, running [^)]+\) no longer applies: \/docs has no <script id="gatsby-script-loader">/,
    )
  })
})
