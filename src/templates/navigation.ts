/**
 * Where a docs page sits in its sidebar, as createPages puts it in the page's context (src/node/pages.ts): the
 * sidebar, the neighbours in reading order and the breadcrumbs.
 */
export interface PageNavigation {
  sidebar: string | null
  previous: { title: string; path: string } | null
  next: { title: string; path: string } | null
  breadcrumbs: Array<{ label: string; path: string | null }>
}

/** The navigation as DocPage takes it. */
export const navigationProps = ({ sidebar, previous, next, breadcrumbs }: PageNavigation) => ({ sidebarId: sidebar, previous, next, breadcrumbs })
