import React from 'react'
import { type RenderBodyArgs } from 'gatsby'
import { withPrefix } from '../config/sitePath'
import { siteConfig } from '../config/client'
import { headScript, PAGE_PATH_ATTR } from './headScript'
import { DEFAULT_COLOR_MODE } from '../state/colorMode'
import { integrationHeadComponents } from './integrations'
import { baseUrlBannerScript } from './baseUrlBanner'
import { PRELOADED_FONTS } from '../theme/styles/fonts'

/** The HTML shell: language, default colour mode and the pre-paint script (gatsby-ssr onRenderBody). */
export function renderHtmlShell({ pathname, setHtmlAttributes, setHeadComponents }: RenderBodyArgs): void {
  setHtmlAttributes({
    lang: 'ru',
    dir: 'ltr',
    'data-theme': DEFAULT_COLOR_MODE,
    [PAGE_PATH_ATTR]: pathname,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  setHeadComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: headScript(siteConfig.announcement?.id ?? null) }} />,
    <link key="icon" rel="icon" href={withPrefix('/favicon.svg')} type="image/svg+xml" />,
    ...PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    ...(siteConfig.pathPrefix ? [<script key="base-url" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.pathPrefix) }} />] : []),
    ...integrationHeadComponents(siteConfig),
  ])
}
