import { graphql, useStaticQuery } from 'gatsby'

export interface SidebarEntry {
  type: 'doc' | 'category' | 'link'
  label: string
  href: string | null
  docId: string | null
  items: SidebarEntry[]
}

interface Data {
  allSidebar: { nodes: Array<{ sidebarId: string; items: SidebarEntry[] }> }
}

/** Both sidebars, fetched once as a static query (cached by the browser across pages). */
export function useSidebars(): Record<string, SidebarEntry[]> {
  const data = useStaticQuery<Data>(graphql`
    fragment SidebarEntryFields on SidebarItem {
      type
      label
      href
      docId
    }
    query AllSidebars {
      allSidebar {
        nodes {
          sidebarId
          items {
            ...SidebarEntryFields
            items {
              ...SidebarEntryFields
              items {
                ...SidebarEntryFields
                items {
                  ...SidebarEntryFields
                  items {
                    ...SidebarEntryFields
                  }
                }
              }
            }
          }
        }
      }
    }
  `)
  return Object.fromEntries(data.allSidebar.nodes.map((n) => [n.sidebarId, n.items]))
}

/** The first page of a sidebar: where its navbar item leads. */
export function firstHref(items: SidebarEntry[]): string | null {
  for (const item of items) {
    if (item.href) return item.href
    const nested = firstHref(item.items)
    if (nested) return nested
  }
  return null
}

export function containsPath(items: SidebarEntry[], path: string): boolean {
  return items.some((item) => item.href === path || containsPath(item.items, path))
}
