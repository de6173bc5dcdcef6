import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SiteConfig } from '../config'
import type { SiteContent } from './site'
import { listedPosts } from './site'
import { tb } from '../i18n/build'
import { planPages } from './pages'

/** Files that help readers and machines find the pages: sitemap, robots, feeds, llms.txt, Markdown copies. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export const absoluteUrl = (config: Pick<SiteConfig, 'siteUrl' | 'pathPrefix'>, path: string): string =>
  `${config.siteUrl}${config.pathPrefix ?? ''}${path === '/' ? '/' : path}`

/** Where each doc's Markdown copy is published (the 'Копировать как Markdown' button fetches it). */
export const markdownCopyPath = (docPath: string): string => `/markdown${docPath}.md`

/** Every page that search engines should know: no unlisted page, no 404, no /search. */
export function listedPagePaths(site: SiteContent): string[] {
  const unlisted = new Set([...site.docs.filter((d) => d.unlisted).map((d) => d.path), ...site.posts.filter((p) => p.unlisted).map((p) => p.path)])
  return ['/', ...planPages(site).map((p) => p.path)].filter((path) => !unlisted.has(path))
}

/** Each listed page, with the day its source last changed where it has one (the content pages; lists have none). */
export function sitemapXml(site: SiteContent, config: SiteConfig): string {
  const urls = listedPagePaths(site).map((path) => {
    const lastmod = site.lastUpdated?.[path]
    return `  <url><loc>${escapeXml(absoluteUrl(config, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\nDisallow: ${config.pathPrefix ?? ''}/search\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T09:00:00Z`).toUTCString()

export function rssXml(site: SiteContent, config: SiteConfig): string {
  const items = listedPosts(site.posts).map((post) => {
    const url = absoluteUrl(config, post.path)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${config.blogTitle} | ${config.brandName}`)}</title>
    <link>${escapeXml(absoluteUrl(config, '/blog'))}</link>
    <atom:link href="${escapeXml(absoluteUrl(config, '/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(tb('build.feed.description', { blogLabel: config.blogLabel, brand: config.brandName }))}</description>
    <language>ru</language>
${items.join('\n')}
  </channel>
</rss>
`
}

export function atomXml(site: SiteContent, config: SiteConfig): string {
  const posts = listedPosts(site.posts)
  const authors = new Map(site.authors.map((a) => [a.authorId, a]))
  const entries = posts.map((post) => {
    const url = absoluteUrl(config, post.path)
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <updated>${post.date}T09:00:00Z</updated>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      ...post.authorIds.map((id) => `    <author><name>${escapeXml(authors.get(id)?.name ?? id)}</name></author>`),
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">
  <title>${escapeXml(`${config.blogTitle} | ${config.brandName}`)}</title>
  <link href="${escapeXml(absoluteUrl(config, '/blog'))}"/>
  <link rel="self" href="${escapeXml(absoluteUrl(config, '/blog/atom.xml'))}"/>
  <id>${escapeXml(absoluteUrl(config, '/blog'))}</id>
  <updated>${posts[0]?.date ?? '2025-01-01'}T09:00:00Z</updated>
${entries.join('\n')}
</feed>
`
}

/** llms.txt (llmstxt.org): the site's sections, each listed page a link with its one-line description. */
export function llmsTxt(site: SiteContent, config: SiteConfig): string {
  const listed = site.docs.filter((d) => !d.unlisted)
  const section = (title: string, docs: typeof listed) =>
    [`## ${title}`, '', ...docs.map((d) => `- [${d.title}](${absoluteUrl(config, d.path)}): ${d.description}`), ''].join('\n')
  const api = listed.filter((d) => d.docId === 'api/index' || d.docId.startsWith('api/'))
  const guides = listed.filter((d) => !api.includes(d))
  const posts = listedPosts(site.posts)
  return [
    `# ${config.brandName}`,
    '',
    `> ${tb('build.llms.summary', { tagline: config.tagline, blogLabel: config.blogLabel })}`,
    '',
    tb('build.llms.files', { full: absoluteUrl(config, '/llms-full.txt'), openapi: absoluteUrl(config, '/api/openapi.yaml') }),
    '',
    section(tb('build.llms.guides'), guides),
    section('API', api),
    `## ${config.blogLabel}`,
    '',
    ...posts.map((p) => `- [${p.title}](${absoluteUrl(config, p.path)}): ${p.description}`),
    '',
  ].join('\n')
}

export function writeDiscoveryFiles(publicDir: string, site: SiteContent, config: SiteConfig): void {
  const write = (path: string, text: string) => {
    const file = join(publicDir, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  write('robots.txt', robotsTxt(config))
  write('blog/rss.xml', rssXml(site, config))
  write('blog/atom.xml', atomXml(site, config))
  write('llms.txt', llmsTxt(site, config))
  const full: string[] = []
  for (const doc of site.docs) {
    if (doc.unlisted) continue
    const markdown = `# ${doc.title}\n\n${doc.markdown}`
    write(markdownCopyPath(doc.path), markdown)
    full.push(`<!-- ${absoluteUrl(config, doc.path)} -->\n${markdown}`)
  }
  write('llms-full.txt', `${full.join('\n---\n\n')}`)
  write('sitemap.xml', sitemapXml(site, config))
}
