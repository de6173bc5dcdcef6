import React from 'react'
import { Link, withPrefix } from 'gatsby'
import { siteConfig } from '../../config/client'
import { Admonition } from '../Admonition'
import { Tabs, TabItem } from '../Tabs'
import { ApiOperation, ApiWebhook, ErrorCodes } from '../ApiReference'
import { isRoutedHref } from '../MarkdownBody/links'

/** Internal links go through Gatsby's router (prefetch, path prefix); external ones open normally. */
function Anchor({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isRoutedHref(href)) {
    return (
      <Link to={href} {...(rest as object)}>
        {children}
      </Link>
    )
  }
  const isStaticFile = href.startsWith('/') && !href.startsWith('//')
  return (
    <a href={isStaticFile ? withPrefix(href) : href} {...rest}>
      {children}
    </a>
  )
}

/** Images in markdown: prefixed for sub-path hosting, lazy, and zoomable (medium-zoom picks them up). */
function MarkdownImage({ src = '', alt = '', ...rest }: React.ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={src.startsWith('/') ? withPrefix(src) : src} alt={alt} loading="lazy" decoding="async" data-zoomable="" {...rest} />
}

function TableWrapper(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Таблица">
      <table {...props} />
    </div>
  )
}

export const mdxComponents = {
  a: Anchor,
  img: MarkdownImage,
  table: TableWrapper,
  Admonition,
  Tabs,
  TabItem,
  ApiOperation,
  ApiWebhook,
  ErrorCodes,
  Brand: () => <>{siteConfig.brandName}</>,
  SupportEmail: () => <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>,
  ApiBaseUrl: () => <code>{siteConfig.apiBaseUrl}</code>,
}
