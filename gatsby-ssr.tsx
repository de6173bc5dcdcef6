import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { SiteProviders } from './src/state/SiteProviders'
import { renderHtmlShell } from './src/state/htmlShell'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <SiteProviders>{element}</SiteProviders>

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => renderHtmlShell(args)
