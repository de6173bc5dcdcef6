import { join } from 'node:path'
import type { Actions, Reporter } from 'gatsby'
import type { SiteContent } from './site'
import { blogTags, docTags, listedPosts } from './site'
import type { SitePost } from './site'
import { tagSlug } from '../config/routes'
import { paginate, BLOG_ROUTE, POSTS_PER_PAGE } from './blog'
import { pageSidebar, sidebarFiles } from './sidebars'
import { apiLinkSource } from './api/links'
import { collectBrokenLinks, formatBrokenLinks, normalizeRoute, type RoutedPage } from './links'
import { WarningCollector } from './errors'
import { OPENAPI_ROUTE, POSTMAN_ROUTE } from '../config/routes'

/** A docs tag's page lists as many docs as a blog list lists posts (docs/requirements.md §C1a: 10). */
export const DOCS_PER_TAG_PAGE = POSTS_PER_PAGE

/** Pages that src/pages creates by file name (they have no content file). */
const FILE_ROUTED_PAGES = ['/', '/search', '/404']

export { OPENAPI_ROUTE, POSTMAN_ROUTE } from '../config/routes'

interface PageSpec {
  path: string
  component: string
  context: Record<string, unknown>
  anchors: string[] | null
  sourceFile?: string
}

const template = (root: string, name: string) => join(root, 'src', 'templates', `${name}.tsx`)

type PageLink = { title: string; path: string } | null

/** Every page created from the content, in one list, so duplicates and links are checked over all. */
export function planPages(site: SiteContent): PageSpec[] {
  const { root } = site
  const specs: PageSpec[] = []
  const listed = listedPosts(site.posts)
  const tags = docTags(site.docs)
  // Unlisted docs are on no tag page, so a tag only they carry has none: their page shows it without a link.
  const tagPages = new Map(tags.map((tag) => [tag.slug, tag.path]))
  // The release notes that link to each path, newest first: read once, not once per doc.
  const postsLinkingTo = new Map<string, Array<{ title: string; path: string }>>()
  for (const post of listed)
    for (const target of new Set(post.links.map((link) => link.target.split(/[?#]/)[0].replace(/\/+$/, ''))))
      postsLinkingTo.set(target, [...(postsLinkingTo.get(target) ?? []), { title: post.title, path: post.path }])
  const changedIn = (path: string) => postsLinkingTo.get(path) ?? []
  const { sidebars } = site.sidebars
  const files = new Map(sidebarFiles(sidebars).map((file) => [file.sidebarId, file.path]))
  // A page in no sidebar (unlisted) shows the first one, the tutorial sidebar.
  const [defaultSidebar] = Object.keys(sidebars)
  const navigation = (key: string, path: string) => {
    const nav = site.sidebars.navigation.get(key)
    return {
      sidebar: nav?.sidebarId ?? null,
      sidebarView: pageSidebar(sidebars, files, nav?.sidebarId ?? defaultSidebar, path),
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      breadcrumbs: nav?.breadcrumbs ?? [],
    }
  }

  for (const doc of site.docs) {
    specs.push({
      path: doc.path,
      component: template(root, 'Doc'),
      context: {
        docId: doc.docId,
        ...navigation(doc.docId, doc.path),
        changedIn: changedIn(doc.path),
        tagLinks: doc.tags.map((label) => ({ label, path: tagPages.get(tagSlug(label)) ?? null })),
      },
      anchors: doc.anchors,
      sourceFile: doc.sourceFile,
    })
  }
  for (const index of site.sidebars.generatedIndexes) {
    specs.push({
      path: index.path,
      component: template(root, 'DocsCategory'),
      context: {
        title: index.title,
        // Cards of the category's entries: a label, a page and how many entries it holds, not their subtrees.
        cards: index.items.filter((item) => item.href).map((item) => ({ label: item.label, path: item.href, count: item.items.length })),
        ...navigation(`generated:${index.path}`, index.path),
        sidebar: index.sidebarId,
      },
      anchors: [],
    })
  }
  specs.push({
    path: '/docs/tags',
    component: template(root, 'DocsTags'),
    context: { tags: tags.map((tag) => ({ label: tag.label, path: tag.path, count: tag.docIds.length })) },
    anchors: [],
  })
  // A tag of many docs gets several pages (`/docs/tags/<tag>/page/2`), so no tag page grows with the site.
  for (const tag of tags) {
    for (const page of paginate(tag.path, tag.docIds, DOCS_PER_TAG_PAGE)) {
      specs.push({
        path: page.path,
        component: template(root, 'DocsTag'),
        context: {
          label: tag.label,
          docIds: page.items,
          page: page.page,
          pageCount: page.pageCount,
          previousPath: page.newerPath,
          nextPath: page.olderPath,
        },
        anchors: [],
      })
    }
  }

  const listPages = (basePath: string, posts: typeof listed, kind: string, extra: Record<string, unknown>) => {
    for (const page of paginate(basePath, posts)) {
      specs.push({
        path: page.path,
        component: template(root, 'BlogList'),
        context: {
          ...extra,
          kind,
          slugs: page.items.map((p) => p.slug),
          page: page.page,
          pageCount: page.pageCount,
          newerPath: page.newerPath,
          olderPath: page.olderPath,
        },
        anchors: [],
      })
    }
  }
  listPages(BLOG_ROUTE, listed, 'index', {})
  const link = (post: SitePost | undefined): PageLink => (post ? { title: post.title, path: post.path } : null)
  for (const post of site.posts) {
    const index = listed.indexOf(post)
    specs.push({
      path: post.path,
      component: template(root, 'BlogPost'),
      context: { slug: post.slug, newer: index > 0 ? link(listed[index - 1]) : null, older: index >= 0 ? link(listed[index + 1]) : null },
      anchors: post.anchors,
      sourceFile: post.sourceFile,
    })
  }
  specs.push({ path: `${BLOG_ROUTE}/archive`, component: template(root, 'BlogArchive'), context: {}, anchors: [] })
  specs.push({ path: `${BLOG_ROUTE}/authors`, component: template(root, 'BlogAuthors'), context: {}, anchors: [] })
  for (const author of site.authors) {
    const posts = listed.filter((p) => p.authorIds.includes(author.authorId))
    listPages(author.path, posts, 'author', { authorId: author.authorId })
  }
  const blogTagList = blogTags(site.posts)
  specs.push({
    path: `${BLOG_ROUTE}/tags`,
    component: template(root, 'BlogTags'),
    context: { tags: blogTagList.map((tag) => ({ label: tag.label, path: tag.path, count: tag.posts.length })) },
    anchors: [],
  })
  for (const tag of blogTagList) listPages(tag.path, tag.posts, 'tag', { tagLabel: tag.label })

  for (const page of site.pages) {
    specs.push({
      path: page.path,
      component: template(root, 'StandalonePage'),
      context: { pagePath: page.path },
      anchors: page.anchors,
      sourceFile: page.sourceFile,
    })
  }
  return specs
}

/**
 * Creates every content page; fails the build on broken links (`warn` prints them, `report` prints them as an
 * error and still creates every page, for `gatsby develop`), warns once about the rest.
 */
export function createSitePages(site: SiteContent, actions: Actions, reporter: Reporter, onBrokenLinks: 'throw' | 'warn' | 'report' = 'throw'): void {
  const warnings = new WarningCollector()
  const seen = new Map<string, PageSpec>()
  for (const spec of planPages(site)) {
    const key = normalizeRoute(spec.path)
    const earlier = seen.get(key)
    if (earlier) {
      warnings.add('Duplicate routes', `${spec.path}: ${spec.sourceFile ?? spec.component} replaces ${earlier.sourceFile ?? earlier.component}`)
    }
    seen.set(key, spec)
  }

  const routed: RoutedPage[] = [
    ...[...seen.values()].map((s) => ({ path: s.path, anchors: s.anchors, sourceFile: s.sourceFile })),
    ...FILE_ROUTED_PAGES.map((path) => ({ path, anchors: null })),
    ...(site.api ? [OPENAPI_ROUTE, POSTMAN_ROUTE].map((path) => ({ path, anchors: null })) : []),
  ]
  const sources = [...site.docs, ...site.posts, ...site.pages, ...(site.api ? [apiLinkSource(site.api)] : [])]
  const broken = collectBrokenLinks(sources, routed, { root: site.root, staticDir: join(site.root, 'static'), warnings })

  if (warnings.size > 0) reporter.warn(`Content warnings:\n${warnings.format()}`)
  if (broken.length > 0) {
    if (onBrokenLinks === 'warn') reporter.warn(formatBrokenLinks(broken))
    else if (onBrokenLinks === 'report') reporter.error(formatBrokenLinks(broken))
    else {
      reporter.panicOnBuild(formatBrokenLinks(broken))
      return
    }
  }
  for (const spec of seen.values()) {
    actions.createPage({ path: spec.path, component: spec.component, context: spec.context })
  }
}
