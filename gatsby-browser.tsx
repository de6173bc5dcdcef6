import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { SiteProviders } from './src/state/SiteProviders'
import { finishNavigationProgress, watchNavigations } from './src/browser/progressBar'
import { scheduleImageZoom, shouldReinitZoom } from './src/browser/imageZoom'
import { highlightTermsFrom } from './src/browser/highlightParam'
import { sendPageView } from './src/browser/pageView'
import { syncPreferredVersion } from './src/state/preferredVersion'
import { ErrorBoundary } from './src/theme/ErrorBoundary'
import { hydrateInSlices } from './src/browser/hydrate'
import { loadChunk } from './src/browser/buildFiles'

/** Gatsby's own router and scroll handler render above the page's boundary: one around everything catches their errors too. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ErrorBoundary>
    <SiteProviders>{element}</SiteProviders>
  </ErrorBoundary>
)

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  watchNavigations(window)
  syncPreferredVersion()
  // The bundles load after the first paint (src/gatsby/bundlesAfterPaint.ts): this marks when React has the page.
  document.documentElement.dataset.hydrated = 'true'
}

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  finishNavigationProgress()
  sendPageView(location, prevLocation)
  if (shouldReinitZoom(location, prevLocation)) scheduleImageZoom()
  // Marking the words a search matched is loaded only by a page opened from a search result.
  const terms = highlightTermsFrom(location.search)
  const content = document.querySelector('.markdown')
  if (content && terms.length > 0) void loadChunk(() => import('./src/browser/highlightTerms')).then(({ markTerms }) => markTerms(content, terms))
}

/** docs/requirements.md §4: the window scrolls to the top on navigation unless only the query string changed. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const location = routerProps.location
  const previous = prevRouterProps?.location
  return !(previous && previous.pathname === location.pathname && location.hash === previous.hash)
}

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => (element: React.ReactElement, container: Element) =>
  hydrateInSlices(element, container)
