import React from 'react'
import { siteConfig } from '../../config/client'

export interface SeoProps {
  title: string
  description?: string
  pathname: string
  noindex?: boolean
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
export function Seo({ title, description, pathname, noindex = false }: SeoProps) {
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
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </>
  )
}
