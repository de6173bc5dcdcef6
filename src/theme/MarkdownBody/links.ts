/** An href Gatsby's router should handle: a site path that is not a static file (`/docs/x`, not `/img/a.png`). */
export function isRoutedHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0])
}
