import { graphql, useStaticQuery } from 'gatsby'

interface Data {
  allSidebar: { nodes: Array<{ sidebarId: string; firstHref: string | null }> }
}

/**
 * Where each sidebar starts, by its id: the one static query every page loads, a few bytes per sidebar whatever
 * the number of pages (a page's own sidebar comes with the page, src/node/pages.ts).
 */
export function useSidebarStarts(): Record<string, string | null> {
  const data = useStaticQuery<Data>(graphql`
    query SidebarStarts {
      allSidebar {
        nodes {
          sidebarId
          firstHref
        }
      }
    }
  `)
  return Object.fromEntries(data.allSidebar.nodes.map((node) => [node.sidebarId, node.firstHref]))
}
