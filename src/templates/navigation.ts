import type { SidebarData } from '../theme/DocSidebar/entries'

/**
 * Where a docs page sits in its sidebar, as createPages puts it in the page's context (src/node/pages.ts): the
 * sidebar, what the page shows of it, the neighbours in reading order and the breadcrumbs.
 */
export interface PageNavigation {
  sidebar: string | null
  sidebarView: SidebarData
  previous: { title: string; path: string } | null
  next: { title: string; path: string } | null
  breadcrumbs: Array<{ label: string; path: string | null }>
}

/** The navigation as DocPage takes it. */
export const navigationProps = ({ sidebarView, previous, next, breadcrumbs }: PageNavigation) => ({
  sidebar: sidebarView,
  previous,
  next,
  breadcrumbs,
})
