import { z } from 'zod'
import { SEARCH_CONTEXT_PATTERN } from '../search/format'

/**
 * The shape of the one site configuration. Each section has its own schema so that an invalid entry
 * is reported with its full path (`navbar.items[2]: missing "type"`).
 */

const urlString = z.string().url()

export const announcementSchema = z.object({
  /** Changing the id shows the bar again to visitors who closed the previous one (docs/requirements.md §4). */
  id: z.string().min(1),
  content: z.string().min(1),
  isCloseable: z.boolean().default(true),
})

const navbarItemBase = {
  label: z.string().min(1).optional(),
  position: z.enum(['left', 'right']).default('left'),
}

export const navbarItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), ...navbarItemBase, label: z.string().min(1) }),
  z.object({ type: z.literal('link'), to: z.string().min(1), ...navbarItemBase, label: z.string().min(1) }),
  z.object({ type: z.literal('search'), ...navbarItemBase }),
  z.object({ type: z.literal('colorMode'), ...navbarItemBase }),
])

export const footerSchema = z.object({
  logo: z.object({
    src: z.string().min(1),
    alt: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  links: z.array(z.object({ label: z.string().min(1), to: z.string().min(1) })).default([]),
})

export const searchVersionSchema = z.object({ name: z.string().min(1), url: z.string().min(1) })

export const searchSchema = z.object({
  /** docs/requirements.md §9: at most 8 suggestions. */
  maxSuggestions: z.number().int().positive().default(8),
  /**
   * docs/requirements.md §C6 search contexts: route prefixes with an index of their own, searched first on their
   * pages; every other page is in the default index.
   */
  contexts: z.array(z.string().regex(SEARCH_CONTEXT_PATTERN, 'expected a route prefix like docs/api')).default([]),
  /**
   * Which context holds the API reference and which the release notes: the ranking brings the reference forward
   * for an integrator's question and the notes only for a question about what changed.
   */
  contextRoles: z.object({ reference: z.string().optional(), notes: z.string().optional() }).default({}),
  /** Docs folders whose pages are not indexed (docs/requirements.md §9: one docs folder is excluded). */
  excludedDocsFolders: z.array(z.string().min(1)).default([]),
  versions: z.array(searchVersionSchema).default([]),
})

export const analyticsSchema = z.object({
  gaMeasurementId: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id like G-XXXXXXX')
    .optional(),
  ymCounterId: z.string().regex(/^\d+$/, 'expected a numeric counter id').optional(),
})

export const feedbackSchema = z.object({
  url: urlString.optional(),
  language: z.literal('ru').default('ru'),
})

export const siteConfigSchema = z.object({
  brandName: z.string().min(1),
  tagline: z.string().min(1),
  siteUrl: urlString,
  pathPrefix: z
    .string()
    .regex(/^\/[^?#]*[^/?#]$/, 'expected a path like /docs-site (leading slash, no trailing slash)')
    .optional(),
  companyUrl: urlString,
  supportEmail: z.string().email(),
  apiBaseUrl: urlString,
  /**
   * Where a page's source can be edited: the repository-relative source path (content/docs/start/index.mdx) is
   * appended to it. Each doc and standalone page then links «Редактировать страницу» there; no link when unset.
   */
  editUrl: urlString.refine((url) => url.endsWith('/'), 'expected an address ending in "/" (the source path is appended to it)').optional(),
  /** docs/requirements.md §8: a broken link fails the build; 'warn' is for drafting content locally only. */
  onBrokenLinks: z.enum(['throw', 'warn']).default('throw'),
  blogTitle: z.string().min(1),
  blogLabel: z.string().min(1),
  announcement: announcementSchema.optional(),
  navbar: z.object({ items: z.array(navbarItemSchema) }),
  footer: footerSchema,
  analytics: analyticsSchema,
  feedback: feedbackSchema,
  search: searchSchema,
})

export type SiteConfigInput = z.input<typeof siteConfigSchema>
export type SiteConfig = z.output<typeof siteConfigSchema>
export type NavbarItem = z.output<typeof navbarItemSchema>
