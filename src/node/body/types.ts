/**
 * What a page body yields, as the rest of the build reads it. A module of its own, with no imports, so that the
 * modules that only need these shapes (links, blog, docs, site, search sections) do not import the body pipeline,
 * whose API components import them back.
 */

export interface Heading {
  depth: number
  value: string
  id: string
}

export interface LinkRef {
  target: string
  line: number
}

export interface ApiRefs {
  operations: string[]
  webhooks: string[]
  errorCodes: boolean
}

export interface Section {
  /** null for the text before the first heading of level 2 or 3 */
  heading: Heading | null
  text: string
}

export interface BodyMeta {
  /** Every heading, levels 1 to 6. */
  headings: Heading[]
  links: LinkRef[]
  apiRefs: ApiRefs
  /** The body cut at level 2 and 3 headings, each part as plain text (search records). */
  sections: Section[]
  /** Plain text before `{/* truncate *\/}`, or of the first two blocks when there is no marker. */
  excerpt: string
  /** The first paragraph longer than 40 characters (a doc's default description). */
  leadParagraph: string
  wordCount: number
  /** The body as clean Markdown: components replaced by what they show. */
  markdown: string
}

/** A page body as the site uses it: what it holds, its HTML and the element ids in that HTML. */
export interface ProcessedBody {
  meta: BodyMeta
  html: string
  /** What a link's `#anchor` into the page may point to, read from the HTML once, when the body is rendered. */
  anchors: string[]
}
