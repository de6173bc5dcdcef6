import React from 'react'
import { Helmet } from 'react-helmet'
import { siteConfig } from '../../config/client'

interface SeoProps {
  title: string
  description?: string
  pathname: string
  noindex?: boolean
}

/** Unique page title ('Page | Brand'), description, canonical URL and robots for every page. */
export function Seo({ title, description, pathname, noindex = false }: SeoProps) {
  const fullTitle = title === siteConfig.brandName ? title : `${title} | ${siteConfig.brandName}`
  const canonical = `${siteConfig.siteUrl}${siteConfig.pathPrefix ?? ''}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`
  const desc = description ?? siteConfig.tagline
  return (
    <Helmet htmlAttributes={{ lang: 'ru' }}>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="ru_RU" />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </Helmet>
  )
}
