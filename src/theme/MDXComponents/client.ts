import { navigate } from 'gatsby'
import { withPrefix } from '../../config/sitePath'
import { onBodyEvent } from '../MarkdownBody/delegate'
import './styles.module.css'

/**
 * The browser side of the body's links (src/theme/MDXComponents renders them as plain anchors): a same-site
 * link goes through Gatsby's router, with prefetch on hover, as <Link> does; anything else is the browser's.
 */

interface GatsbyLoader {
  hovering(path: string): void
}

/** An href Gatsby's router should handle: a site path that is not a static file (`/docs/x`, not `/img/a.png`). */
export function isRoutedHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0])
}

/** The router path of a same-site link, without the path prefix; null for anything else. */
export function routedPath(anchor: HTMLAnchorElement): string | null {
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

export function installLinks(): void {
  onBodyEvent('click', 'a[href]', (anchor, event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const path = routedPath(anchor as HTMLAnchorElement)
    if (!path) return
    event.preventDefault()
    void navigate(path)
  })
  onBodyEvent('mouseover', 'a[href]', (anchor) => {
    const path = routedPath(anchor as HTMLAnchorElement)
    const loader = (window as unknown as { ___loader?: GatsbyLoader }).___loader
    if (path && loader) loader.hovering(path.split(/[?#]/)[0])
  })
}
