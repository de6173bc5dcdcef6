import React from 'react'
import { siteConfig } from '../../config/client'
import { withPrefix } from '../../config/sitePath'
import { tc } from '../../i18n/content'
import { Admonition } from '../Admonition'
import { Tabs, TabItem } from '../Tabs'
import { CodeBlock } from '../CodeBlock'
import { ApiOperation, ApiWebhook, ErrorCodes } from '../ApiReference'
import * as styles from './styles.module.css'

/**
 * The components a page body is rendered with, in Node at build time (src/theme/MDXComponents/server.tsx);
 * none of them runs in the browser. What each needs there lives beside it in a client.ts, installed by
 * src/theme/MarkdownBody/client.ts, which also ships each one's stylesheet.
 */

/** Links: internal ones are followed by the router in the browser (src/theme/MDXComponents/client.ts). */
function Anchor({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={withPrefix(href)} {...rest}>
      {children}
    </a>
  )
}

/** Images in markdown: prefixed for sub-path hosting, lazy, and zoomable (medium-zoom picks them up). */
function MarkdownImage({ src = '', alt = '', ...rest }: React.ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={withPrefix(String(src))} alt={alt} loading="lazy" decoding="async" data-zoomable="" {...rest} />
}

/** Tables scroll inside their own box on narrow screens; the box is focusable so the keyboard can scroll it. */
function TableWrapper(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={tc('theme.body.table')}>
      <table {...props} />
    </div>
  )
}

/** Headings of levels 2 to 4 carry a link to themselves, shown on hover and focus. */
const headingWithAnchor = (Tag: 'h2' | 'h3' | 'h4') =>
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className={styles.anchor} href={`#${id}`} aria-label={tc('theme.body.headingLink')}>
            #
          </a>
        ) : null}
      </Tag>
    )
  }

export const mdxComponents = {
  a: Anchor,
  img: MarkdownImage,
  table: TableWrapper,
  pre: CodeBlock,
  h2: headingWithAnchor('h2'),
  h3: headingWithAnchor('h3'),
  h4: headingWithAnchor('h4'),
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
