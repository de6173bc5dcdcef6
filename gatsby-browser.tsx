import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { SiteProviders } from './src/state/SiteProviders'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>
