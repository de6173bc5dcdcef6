import type { NodePluginArgs } from 'gatsby'
import type { SiteContent } from './site'
import { blogTags, docTags, listedPosts } from './site'
import type { SidebarItem } from './sidebars'
import { DOCS_ROUTE } from './docs'
import { tagSlug } from '../config/routes'
import type { SearchSection } from './searchSections'

type Args = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest'>

const withUnlisted = (items: SidebarItem[]): Array<SidebarItem & { unlisted: boolean }> =>
  items.map((item) => ({ ...item, unlisted: false, items: withUnlisted(item.items) }))

/**
 * Creates the typed nodes of the schema from the content read by loadSiteContent, and the SearchSection
 * nodes that the search plugin indexes. Returns the ids of the nodes, so a later pass can delete the ones gone.
 */
export function sourceSiteNodes(
  site: SiteContent,
  searchSections: SearchSection[],
  { actions, createNodeId, createContentDigest }: Args,
): Set<string> {
  const ids = new Set<string>()
  const create = (type: string, key: string, fields: object) => {
    const id = createNodeId(`${type}:${key}`)
    ids.add(id)
    actions.createNode({
      ...fields,
      id,
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    })
  }

  const listed = listedPosts(site.posts)
  const changedIn = (path: string) =>
    listed
      .filter((post) => post.links.some((link) => link.target.split(/[?#]/)[0].replace(/\/+$/, '') === path))
      .map((post) => ({ title: post.title, path: post.path }))

  // Unlisted docs are on no tag page, so a tag only they carry has none: their page shows it without a link.
  const tagPages = new Map(docTags(site.docs).map((tag) => [tag.slug, tag.path]))
  for (const doc of site.docs) {
    const nav = site.sidebars.navigation.get(doc.docId)
    const { links: _links, dir: _dir, apiRefs: _apiRefs, sections: _sections, markdown: _markdown, ...fields } = doc
    create('Doc', doc.docId, {
      ...fields,
      anchors: doc.anchors,
      sidebar: nav?.sidebarId ?? null,
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      breadcrumbs: nav?.breadcrumbs ?? [],
      changedIn: changedIn(doc.path),
      tagLinks: doc.tags.map((label) => ({ label, path: tagPages.get(tagSlug(label)) ?? null })),
    })
  }

  create('DocsVersion', 'current', {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: DOCS_ROUTE,
    mainDocId: 'index',
    docIds: site.docs.map((d) => d.docId),
    draftIds: [],
  })

  for (const [sidebarId, items] of Object.entries(site.sidebars.sidebars)) {
    create('Sidebar', sidebarId, { sidebarId, items: withUnlisted(items) })
  }

  for (const index of site.sidebars.generatedIndexes) {
    const nav = site.sidebars.navigation.get(`generated:${index.path}`)
    create('DocsCategoryIndex', index.path, {
      path: index.path,
      title: index.title,
      sidebar: index.sidebarId,
      items: withUnlisted(index.items),
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      breadcrumbs: nav?.breadcrumbs ?? [],
    })
  }

  for (const tag of docTags(site.docs)) create('DocTag', tag.slug, tag)

  for (const post of site.posts) {
    const index = listed.indexOf(post)
    const link = (p: (typeof listed)[number] | undefined) => (p ? { title: p.title, path: p.path } : null)
    const { links: _links, sections: _sections, ...fields } = post
    create('BlogPost', post.slug, {
      ...fields,
      newer: index > 0 ? link(listed[index - 1]) : null,
      older: index >= 0 ? link(listed[index + 1]) : null,
    })
  }

  for (const author of site.authors) {
    create('BlogAuthor', author.authorId, {
      ...author,
      postCount: listed.filter((p) => p.authorIds.includes(author.authorId)).length,
    })
  }

  for (const tag of blogTags(site.posts)) {
    create('BlogTag', tag.slug, { label: tag.label, slug: tag.slug, path: tag.path, postCount: tag.posts.length })
  }

  for (const page of site.pages) {
    const { links: _links, anchors: _anchors, sections: _sections, ...fields } = page
    create('StandalonePage', page.path, fields)
  }

  // `order` keeps the sections in reading order: the index numbers them in that order.
  searchSections.forEach((section, order) => create('SearchSection', `${order}:${section.url}`, { ...section, order }))
  return ids
}
