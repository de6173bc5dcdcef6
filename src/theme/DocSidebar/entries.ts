/**
 * A sidebar as the browser gets it. A page carries what its reader sees before opening anything (the top level,
 * the categories on the way to the page and their entries); the whole sidebar is one file named by a hash of its
 * content (`/sidebars/<sidebarId>.<hash>.json`), fetched when a category the page left out is opened.
 */
export interface SidebarEntry {
  type: 'doc' | 'category' | 'link'
  label: string
  href: string | null
  /** A category's entries; null when the page leaves them out (they are in the sidebar's file). Docs and links: []. */
  items: SidebarEntry[] | null
}

/** What a docs page hands its sidebar: the part it shows and where the rest is. */
export interface SidebarData {
  sidebarId: string
  items: SidebarEntry[]
  /** The site path of the whole sidebar's file. */
  file: string
}

/** The content of a sidebar's file. */
export interface SidebarFile {
  sidebarId: string
  items: SidebarEntry[]
}

export function containsPath(items: SidebarEntry[] | null, path: string): boolean {
  return (items ?? []).some((item) => item.href === path || containsPath(item.items, path))
}
