import { navigate, withPrefix } from 'gatsby'
import { BODY_ATTRIBUTE } from '../theme/MarkdownBody'
import { isRoutedHref } from '../theme/MarkdownBody/links'

/**
 * In the production browser a page body is HTML the build captured (src/theme/MarkdownBody), not React,
 * so what React did inside it is done here once, by delegation on the document: internal links go
 * through Gatsby's router (with prefetch on hover, as <Link> does) and tabs switch panels.
 */

interface GatsbyLoader {
  hovering(path: string): void
}

const inBody = (target: EventTarget | null, selector: string): HTMLElement | null => {
  const element = target instanceof Element ? target.closest<HTMLElement>(selector) : null
  return element && element.closest(`[${BODY_ATTRIBUTE}]`) ? element : null
}

/** The router path of a same-site link in the body, without the path prefix; null for anything else. */
function routedPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const prefix = withPrefix('/').replace(/\/$/, '')
  if (prefix && !url.pathname.startsWith(`${prefix}/`)) return null
  const path = url.pathname.slice(prefix.length) || '/'
  if (!isRoutedHref(path)) return null
  // A link to a heading of this page is the browser's job.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null
  return `${path}${url.search}${url.hash}`
}

function followLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const anchor = inBody(event.target, 'a[href]') as HTMLAnchorElement | null
  const path = anchor && routedPath(anchor)
  if (!path) return
  event.preventDefault()
  void navigate(path)
}

function prefetchLink(event: MouseEvent): void {
  const anchor = inBody(event.target, 'a[href]') as HTMLAnchorElement | null
  const path = anchor && routedPath(anchor)
  const loader = (window as unknown as { ___loader?: GatsbyLoader }).___loader
  if (path && loader) loader.hovering(path.split(/[?#]/)[0])
}

const tabsBeside = (tab: HTMLElement): HTMLElement[] => [
  ...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
]

/** Shows the tab's panel and hides its siblings', as the Tabs component does under React. */
function selectTab(tab: HTMLElement, focus: boolean): void {
  for (const each of tabsBeside(tab)) {
    const selected = each === tab
    each.setAttribute('aria-selected', String(selected))
    each.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(each.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
  if (focus) tab.focus()
}

function clickTab(event: MouseEvent): void {
  const tab = inBody(event.target, '[role="tab"]')
  if (tab) selectTab(tab, false)
}

function moveTab(event: KeyboardEvent): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
  const tab = inBody(event.target, '[role="tab"]')
  if (!tab) return
  const tabs = tabsBeside(tab)
  const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length]
  selectTab(next, true)
}

let enhanced = false

/** Installs the delegated handlers once, at the first client render. */
export function enhanceMarkdownBodies(): void {
  if (enhanced) return
  enhanced = true
  document.addEventListener('click', (event) => {
    clickTab(event)
    followLink(event)
  })
  document.addEventListener('mouseover', prefetchLink)
  document.addEventListener('keydown', moveTab)
}
