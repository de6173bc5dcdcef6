/**
 * The GraphQL types of the site (explicit, never inferred): this is the API developers explore in
 * GraphiQL at /___graphql during `npm run develop`.
 */
export const typeDefs = /* GraphQL */ `
  """
  A heading of a page (levels 2 and 3 form the table of contents).
  """
  type Heading {
    depth: Int!
    value: String!
    "Anchor id, as set on the rendered heading."
    id: String!
  }

  """
  A link to a neighbouring page.
  """
  type PageLink {
    title: String!
    path: String!
  }

  """
  A tag of a doc and the page that lists the docs carrying it (null when no listed doc does).
  """
  type TagLink {
    label: String!
    path: String
  }

  """
  One step of a doc's position in its sidebar; path is null for a category without a page.
  """
  type Breadcrumb {
    label: String!
    path: String
  }

  """
  A documentation page, one per file under content/docs.
  """
  type Doc implements Node @dontInfer {
    "File path under content/docs without extension: start/index, channel/viber/connect."
    docId: String!
    "Route of the page: /docs/start, /docs/channel/viber/connect."
    path: String!
    title: String!
    description: String!
    sidebarLabel: String
    sidebarPosition: Float
    "Id of the sidebar that lists the doc (tutorialSidebar, apiSidebar), null when none does."
    sidebar: String
    "Reachable by URL, but in no sidebar, search index or sitemap; rendered with noindex."
    unlisted: Boolean!
    tags: [String!]!
    "The tags with the page that lists each; path is null for a tag that only unlisted docs carry (it has no page)."
    tagLinks: [TagLink!]!
    "Level 2 and 3 headings, for the table of contents."
    headings: [Heading!]!
    "Ids of every heading of the page, for anchor checks."
    anchors: [String!]!
    previous: PageLink
    next: PageLink
    breadcrumbs: [Breadcrumb!]!
    "Release notes that link to this page, newest first (derived from the posts' links at build time)."
    changedIn: [PageLink!]!
    wordCount: Int!
    "Repository-relative source file, for messages and 'edit' links."
    sourceFile: String!
    contentFilePath: String!
    "The body as HTML, rendered once at build time from the MDX file with the site's components."
    html: String!
  }

  """
  A documentation version. Versioning is disabled: there is one, labelled Next.
  """
  type DocsVersion implements Node @dontInfer {
    name: String!
    label: String!
    isLast: Boolean!
    path: String!
    mainDocId: String!
    docIds: [String!]!
    draftIds: [String!]!
  }

  """
  An entry of a docs sidebar: a doc, a category (with an optional page) or an external link.
  """
  type SidebarItem {
    "doc | category | link"
    type: String!
    label: String!
    href: String
    docId: String
    "Links to unlisted pages are never shown; kept for completeness of the model."
    unlisted: Boolean!
    items: [SidebarItem!]!
  }

  """
  A docs sidebar (tutorialSidebar, apiSidebar).
  """
  type Sidebar implements Node @dontInfer {
    sidebarId: String!
    items: [SidebarItem!]!
  }

  """
  A page generated for a sidebar category that has no doc of its own (lists its children).
  """
  type DocsCategoryIndex implements Node @dontInfer {
    path: String!
    title: String!
    sidebar: String!
    items: [SidebarItem!]!
    previous: PageLink
    next: PageLink
    breadcrumbs: [Breadcrumb!]!
  }

  """
  A tag used in docs front matter.
  """
  type DocTag implements Node @dontInfer {
    label: String!
    slug: String!
    path: String!
    docs: [Doc!]! @link(by: "docId", from: "docIds")
    docIds: [String!]!
  }

  """
  A release note of the blog, one per file under content/blog.
  """
  type BlogPost implements Node @dontInfer {
    "DD-MM-YY-suffix, the last part of the route."
    slug: String!
    path: String!
    title: String!
    date: Date! @dateformat
    description: String!
    tags: [String!]!
    authorIds: [String!]!
    authors: [BlogAuthor!]! @link(by: "authorId", from: "authorIds")
    "Plain text up to the truncate marker."
    excerpt: String!
    "Minutes, rounded, at least 1."
    readingTime: Int!
    wordCount: Int!
    headings: [Heading!]!
    anchors: [String!]!
    "The newer and the older neighbour."
    newer: PageLink
    older: PageLink
    unlisted: Boolean!
    sourceFile: String!
    contentFilePath: String!
    "The body as HTML, rendered once at build time from the MDX file with the site's components."
    html: String!
  }

  """
  A blog author from content/authors.yaml.
  """
  type BlogAuthor implements Node @dontInfer {
    authorId: String!
    name: String!
    title: String!
    avatar: String
    url: String
    path: String!
    postCount: Int!
  }

  """
  A blog tag with its list page.
  """
  type BlogTag implements Node @dontInfer {
    label: String!
    slug: String!
    path: String!
    postCount: Int!
  }

  """
  A standalone page from content/pages.
  """
  type StandalonePage implements Node @dontInfer {
    path: String!
    title: String!
    description: String!
    sourceFile: String!
    contentFilePath: String!
    "The body as HTML, rendered once at build time from the MDX file with the site's components."
    html: String!
  }
`
