import React from 'react'
import { preRenderArgs } from './preRenderArgs'
import { GATSBY_GLOBAL_CSS, linkSharedStylesheet } from './sharedStylesheet'

/** The head components as Gatsby 5.16's static-entry makes them: its inlined site CSS first, then the rest. */
const gatsbyHead = () => [
  <style
    key="css"
    data-href="/styles.0123456789abcdef0123.css"
    data-identity={GATSBY_GLOBAL_CSS}
    dangerouslySetInnerHTML={{ __html: '.a{color:red}' }}
  />,
  <meta key="generator" name="generator" content="Gatsby 5.16.1" />,
  <link key="font" rel="preload" href="/static/inter.woff2" as="font" />,
]

const run = (components: React.ReactNode[], stage = 'build-html') => {
  const { args, replaced } = preRenderArgs('/docs', { head: components })
  linkSharedStylesheet(args, stage)
  return replaced.head
}

describe("the site's CSS", () => {
  test('is linked as its file in the place of the inlined copy; the other head components stay in order', () => {
    const replaced = run(gatsbyHead()) as unknown as React.ReactElement[]
    expect(replaced.map((node) => [node.type, node.props])).toEqual([
      ['link', { rel: 'stylesheet', href: '/styles.0123456789abcdef0123.css' }],
      ['meta', { name: 'generator', content: 'Gatsby 5.16.1' }],
      ['link', { rel: 'preload', href: '/static/inter.woff2', as: 'font' }],
    ])
  })

  test('under gatsby develop, which inlines nothing, nothing is checked or changed', () => {
    expect(run([], 'develop-html')).toBeNull()
  })

  test('missing, it stops the build naming the module and the page', () => {
    expect(() => run(gatsbyHead().slice(1))).toThrow(/sharedStylesheet\.tsx.*\/docs has no <style data-identity="gatsby-global-css">/s)
  })
})
