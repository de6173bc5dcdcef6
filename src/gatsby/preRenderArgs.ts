import type React from 'react'
import type { PreRenderHTMLArgs } from 'gatsby'

/**
 * onPreRenderHTML's arguments for one page, as a test gives them to an adaptation: the head and post-body
 * components Gatsby made, and what the adaptation replaced them with (null when it left them alone).
 */
export function preRenderArgs(pathname: string, components: { head?: React.ReactNode[]; postBody?: React.ReactNode[] }) {
  const replaced: { head: React.ReactNode[] | null; postBody: React.ReactNode[] | null } = { head: null, postBody: null }
  const args = {
    pathname,
    getHeadComponents: () => components.head ?? [],
    replaceHeadComponents: (next: React.ReactNode[]) => {
      replaced.head = next
    },
    getPostBodyComponents: () => components.postBody ?? [],
    replacePostBodyComponents: (next: React.ReactNode[]) => {
      replaced.postBody = next
    },
  } as unknown as PreRenderHTMLArgs
  return { args, replaced }
}
