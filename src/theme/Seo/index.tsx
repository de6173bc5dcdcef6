import React from 'react'
import { siteConfig } from '../../config/client'

export interface SeoProps {
  title: string
  description?: string
  pathname: string
  noindex?: boolean
  /** og:type: article for docs and posts, website otherwise. */
  type?: 'website' | 'article'
  /** What the page adds to its head after these: its JSON-LD (./jsonLd.tsx). */
  children?: React.ReactNode
}

/** `/docs/start/` -> `https://site/prefix/docs/start` (no trailing slash except the root). */
export function canonicalUrl(pathname: string): string {
  const prefix = siteConfig.pathPrefix ?? ''
  const withoutPrefix = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname
  const clean = withoutPrefix === '/' ? '/' : withoutPrefix.replace(/\/+$/, '')
  return `${siteConfig.siteUrl}${prefix}${clean}`
}

/**
 * Unique page title ('Page | Brand'), description, canonical URL and robots. Rendered through Gatsby's
 * Head API (`export const Head`), which writes it into the static HTML of every page.
 */
/** The configured social card image (1200x630), absolute. */
export const socialImage = (): string => `${siteConfig.siteUrl}${siteConfig.pathPrefix ?? ''}/img/social-card.png`

export function Seo({ title, description, pathname, noindex = false, type = 'website', children }: SeoProps) {
  const fullTitle = title === siteConfig.brandName ? title : `${title} | ${siteConfig.brandName}`
  const canonical = canonicalUrl(pathname)
  const desc = description ?? siteConfig.tagline
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:site_name" content={siteConfig.brandName} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={socialImage()} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={socialImage()} />
      <link rel="alternate" type="application/rss+xml" title={`${siteConfig.blogTitle} (RSS)`} href={`${siteConfig.pathPrefix ?? ''}/blog/rss.xml`} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${siteConfig.blogTitle} (Atom)`}
        href={`${siteConfig.pathPrefix ?? ''}/blog/atom.xml`}
      />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {children}
    </>
  )
}
