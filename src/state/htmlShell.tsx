import React from 'react'
import { withPrefix, type RenderBodyArgs } from 'gatsby'
import { siteConfig } from '../config/client'
import { headScript } from './headScript'
import { DEFAULT_COLOR_MODE } from './colorMode'
import { integrationHeadComponents } from './integrations'
import { baseUrlBannerScript } from './baseUrlBanner'

/** The HTML shell: language, default colour mode and the pre-paint script (gatsby-ssr onRenderBody). */
export function renderHtmlShell({ setHtmlAttributes, setHeadComponents }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: 'ru', dir: 'ltr', 'data-theme': DEFAULT_COLOR_MODE } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  setHeadComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: headScript(siteConfig.announcement?.id ?? null) }} />,
    <link key="icon" rel="icon" href={withPrefix('/favicon.svg')} type="image/svg+xml" />,
    ...(siteConfig.pathPrefix
      ? [<script key="base-url" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.pathPrefix) }} />]
      : []),
    ...integrationHeadComponents(siteConfig),
  ])
}
