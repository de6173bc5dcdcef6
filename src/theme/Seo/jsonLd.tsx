import React from 'react'
import { siteConfig } from '../../config/client'
import { scriptLiteral } from '../../head/scriptLiteral'
import { canonicalUrl, socialImage } from '.'

/**
 * A page's JSON-LD (TechArticle, BlogPosting, WebPage, BreadcrumbList), one script a schema.org object, in the head
 * Seo writes: `<Seo …><JsonLd data={[articleLd(…), breadcrumbList(…)]} /></Seo>`. Apart from Seo, which every page's
 * head renders, so that only the templates that describe their page this way carry it.
 */
export function JsonLd({ data }: { data: object[] }) {
  return (
    <>
      {data.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptLiteral(item) }} />
      ))}
    </>
  )
}

/** BreadcrumbList from the sidebar path (JSON-LD). */
export function breadcrumbList(items: Array<{ label: string; path: string | null }>, current: { title: string; pathname: string }): object {
  const all = [...items.filter((i) => i.path), { label: current.title, path: current.pathname }]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: canonicalUrl(item.path as string),
    })),
  }
}

export function articleLd(
  kind: 'TechArticle' | 'BlogPosting' | 'WebPage',
  data: { title: string; description: string; pathname: string; date?: string; dateModified?: string | null; authors?: string[] },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': kind,
    headline: data.title,
    description: data.description,
    url: canonicalUrl(data.pathname),
    inLanguage: 'ru',
    image: socialImage(),
    publisher: { '@type': 'Organization', name: siteConfig.brandName, url: siteConfig.companyUrl },
    ...(data.date ? { datePublished: data.date } : {}),
    ...(data.dateModified ? { dateModified: data.dateModified } : {}),
    ...(data.authors ? { author: data.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
  }
}
