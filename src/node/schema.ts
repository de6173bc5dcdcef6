/**
 * The GraphQL types of the site (explicit, never inferred): this is the API developers explore in
 * GraphiQL at /___graphql during `npm run develop`.
 */
const BODY_SOURCE_FIELDS = /* GraphQL */ `
    "Repository-relative source file, for messages and 'edit' links, and its absolute path."
    sourceFile: String!
    contentFilePath: String!
    "The file line the body starts on, and a digest of the Mdx body (its compiled result's cache key)."
    bodyLine: Int!
    bodyDigest: String!
    "The body as HTML, rendered at build time from the MDX body with the site's components."
    html: String!
    "The day the source file last changed (its last commit, or its modification time when edited since or outside git); null in a shallow clone that cannot tell (src/node/lastUpdated.ts)."
    lastUpdated: Date
`

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
  A documentation page, one per file under content/docs: the child of the file's Mdx node. The fields from its
  path and front matter are stored; the body's (html, headings, description without one in the front matter…)
  are resolved from the Mdx body, compiled once per file content (src/node/bodies.ts).
  """
  type Doc implements Node @dontInfer {
    "File path under content/docs without extension: start/index, channel/viber/connect."
    docId: String!
    "Route of the page: /docs/start, /docs/channel/viber/connect."
    path: String!
    title: String!
    "The front matter's description, or the body's lead paragraph."
    description: String!
    frontDescription: String
    sidebarLabel: String
    sidebarPosition: Float
    "Reachable by URL, but in no sidebar, search index or sitemap; rendered with noindex."
    unlisted: Boolean!
    tags: [String!]!
    "The reader's words for what the page answers (front matter keywords): the search indexes them, no page shows them."
    keywords: [String!]!
    "Folder of the doc under content/docs ('' at the top)."
    dir: String!
    "Level 2 and 3 headings, for the table of contents."
    headings: [Heading!]!
    "Ids of every element of the page body, for anchor checks."
    anchors: [String!]!
    "Links of the body with their file lines: [{ target, line }]."
    links: JSON!
    "API components the body renders: { operations, webhooks, errorCodes }."
    apiRefs: JSON!
    "The body cut at level 2 and 3 headings, as plain text (search sections)."
    sections: JSON!
    "The body as clean Markdown (the Markdown copy and /llms-full.txt)."
    markdown: String!
    wordCount: Int!
${BODY_SOURCE_FIELDS}  }

  """
  A version of the docs. Versioning is off (SPEC: one version, labelled Next), so there is one, \`current\`, made
  when the site's nodes are sourced; its doc ids are resolved from the Doc nodes.
  """
  type DocsVersion implements Node @dontInfer {
    name: String!
    label: String!
    "Whether this is the latest version (the one readers get at the docs path)."
    isLast: Boolean!
    "Where the version's docs live: /docs."
    path: String!
    "The doc at the version's path."
    mainDocId: String!
    "Every doc of the version, unlisted ones included."
    docIds: [String!]!
    "Docs not published in a production build (the site has no drafts: always empty)."
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
    items: [SidebarItem!]!
  }

  """
  A docs sidebar (tutorialSidebar, apiSidebar), resolved from src/config/sidebars.ts and the Doc nodes.
  """
  type Sidebar {
    sidebarId: String!
    items: [SidebarItem!]!
    "The first page in the sidebar's reading order: where its navbar item leads."
    firstHref: String
  }

  type SidebarList {
    nodes: [Sidebar!]!
  }

  """
  A release note of the blog, one per file under content/blog: the child of the file's Mdx node.
  """
  type BlogPost implements Node @dontInfer {
    "DD-MM-YY-suffix, the last part of the route."
    slug: String!
    path: String!
    title: String!
    date: Date! @dateformat
    "The front matter's description, or the start of the excerpt."
    description: String!
    frontDescription: String
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
    links: JSON!
    sections: JSON!
    unlisted: Boolean!
${BODY_SOURCE_FIELDS}  }

  """
  A blog author, the child of content/authors.yaml's File node.
  """
  type BlogAuthor implements Node @dontInfer {
    authorId: String!
    name: String!
    title: String!
    avatar: String
    url: String
    path: String!
    "Listed posts that name the author."
    postCount: Int!
  }

  """
  The OpenAPI description, the child of content/api/openapi.yaml's File node: validated, dereferenced and
  turned into the reference's view (src/node/openapi.ts) once per file content.
  """
  type ApiDescription implements Node @dontInfer {
    sourceFile: String!
    "The file as written (published with the site's contact, src/node/api/publish.ts)."
    source: String!
    document: JSON!
  }

  """
  A standalone page from content/pages: the child of the file's Mdx node.
  """
  type StandalonePage implements Node @dontInfer {
    path: String!
    title: String!
    description: String!
    frontDescription: String
    links: JSON!
    anchors: [String!]!
    sections: JSON!
${BODY_SOURCE_FIELDS}  }
`
