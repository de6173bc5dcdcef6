import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { SiteProviders } from './src/state/SiteProviders'
import { renderHtmlShell } from './src/head/htmlShell'
import { dropPerPageScript } from './src/gatsby/perPageScript'
import { linkSharedStylesheet } from './src/gatsby/sharedStylesheet'
import { ErrorBoundary } from './src/theme/ErrorBoundary'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ErrorBoundary>
    <SiteProviders>{element}</SiteProviders>
  </ErrorBoundary>
)

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => renderHtmlShell(args)

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = (args) => {
  dropPerPageScript(args)
  linkSharedStylesheet(args)
}
