/** Marks the element that holds a page body (static HTML rendered at build time, src/node/body). */
export const BODY_ATTRIBUTE = 'data-markdown-body'

type Handler<E extends Event> = (element: HTMLElement, event: E) => void

const installed = new Set<string>()

/**
 * Body components are static HTML that React never hydrates, so each one's browser behaviour listens once on
 * the document and acts on the elements inside a body that match its selector (event delegation): it works for
 * the first page and for every page shown after client-side navigation alike. A second call with the same
 * event and selector is ignored.
 */
export function onBodyEvent<K extends 'click' | 'keydown' | 'mouseover'>(type: K, selector: string, handler: Handler<DocumentEventMap[K]>): void {
  const key = `${type} ${selector}`
  if (installed.has(key)) return
  installed.add(key)
  document.addEventListener(type, (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null
    if (target && target.closest(`[${BODY_ATTRIBUTE}]`)) handler(target, event as DocumentEventMap[K])
  })
}
