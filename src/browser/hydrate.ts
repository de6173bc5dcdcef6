import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * Hydrates the server-rendered page as a transition, so React works in slices of a few milliseconds and
 * yields to the browser between them instead of blocking the main thread for the whole page at once
 * (Total Blocking Time). Clicks made before it finishes are replayed by React once their part is ready.
 * A container without server markup is rendered from scratch (gatsby-browser replaceHydrateFunction).
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  if (container.children.length === 0) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
