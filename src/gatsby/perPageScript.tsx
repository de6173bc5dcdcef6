import React from 'react'
import type { PreRenderHTMLArgs } from 'gatsby'
import { GatsbyAdaptationError } from './adaptation'

/** The id of the inline script Gatsby's server renderer ends each page with (`window.pagePath=…`). */
export const GATSBY_PAGE_SCRIPT_ID = 'gatsby-script-loader'

/**
 * Gatsby writes the page path into an inline script that differs on every page, so a Content-Security-Policy
 * would need one hash per page. The path travels as an attribute of <html> instead (src/head/htmlShell.tsx),
 * and the constant pre-paint script sets window.pagePath from it (src/head/headScript.ts). Runs in gatsby-ssr
 * onPreRenderHTML, for each page of a production build; a page without that script stops the build naming it.
 */
export function dropPerPageScript(
  { pathname, getPostBodyComponents, replacePostBodyComponents }: PreRenderHTMLArgs,
  stage = process.env.BUILD_STAGE,
): void {
  // `gatsby develop` renders pages without the script (its runtime finds the path on its own).
  if (stage !== 'build-html') return
  const components = getPostBodyComponents()
  const kept = components.filter((node) => !(React.isValidElement<{ id?: string }>(node) && node.props.id === GATSBY_PAGE_SCRIPT_ID))
  if (kept.length === components.length) {
    throw new GatsbyAdaptationError('perPageScript.tsx', `${pathname} has no <script id="${GATSBY_PAGE_SCRIPT_ID}"> among its post-body components`)
  }
  replacePostBodyComponents(kept)
}
