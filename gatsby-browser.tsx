import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { SiteProviders } from './src/state/SiteProviders'
import { finishNavigationProgress, watchNavigations } from './src/state/progressBar'
import { scheduleImageZoom, shouldReinitZoom } from './src/state/imageZoom'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  watchNavigations(window)
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  finishNavigationProgress()
  if (shouldReinitZoom(location, prevLocation)) scheduleImageZoom()
}
