import React from 'react'
import type { PreRenderHTMLArgs } from 'gatsby'
import { GatsbyAdaptationError } from './adaptation'

/** The attribute Gatsby's server renderer marks the site's inlined CSS with. */
export const GATSBY_GLOBAL_CSS = 'gatsby-global-css'

type StyleProps = { 'data-identity'?: string; 'data-href'?: string }

/**
 * Gatsby copies the whole site's CSS (one file, every component's rules) into a <style> in every page: 40 KB of
 * each page's HTML, downloaded again with every page a reader opens from outside the site. The page links that
 * same file instead (`/styles.<hash>.css`, cached as immutable by nginx, deploy/nginx.conf), in the place of the
 * <style>: render-blocking as a stylesheet in <head> is, so nothing paints unstyled, and a first visit fetches the
 * same compressed bytes in a file of their own. Runs in gatsby-ssr onPreRenderHTML for each page of a production
 * build; a page without Gatsby's <style> stops the build naming it.
 */
export function linkSharedStylesheet(
  { pathname, getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs,
  stage = process.env.BUILD_STAGE,
): void {
  // `gatsby develop` injects its styles from JavaScript and writes no such <style>.
  if (stage !== 'build-html') return
  let found = 0
  const components = getHeadComponents().map((node) => {
    if (!React.isValidElement<StyleProps>(node) || node.type !== 'style' || node.props['data-identity'] !== GATSBY_GLOBAL_CSS) return node
    const href = node.props['data-href']
    if (!href)
      throw new GatsbyAdaptationError('sharedStylesheet.tsx', `${pathname}: the <style data-identity="${GATSBY_GLOBAL_CSS}"> has no data-href`)
    found += 1
    return <link key={href} rel="stylesheet" href={href} />
  })
  if (found === 0) {
    throw new GatsbyAdaptationError(
      'sharedStylesheet.tsx',
      `${pathname} has no <style data-identity="${GATSBY_GLOBAL_CSS}"> among its head components`,
    )
  }
  replaceHeadComponents(components)
}
