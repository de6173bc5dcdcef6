import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { LinkRef } from './body/types'
import type { WarningCollector } from './errors'

/** A page the build creates, with what link checks need to know about it. */
export interface RoutedPage {
  path: string
  /** Heading ids on the page, when known (null: the page's anchors are not checked). */
  anchors: string[] | null
  /** The content file behind the page, to check its in-page anchors. */
  sourceFile?: string
}

export interface LinkSource {
  sourceFile: string
  links: LinkRef[]
}

export interface BrokenLink {
  sourceFile: string
  line: number
  target: string
  /** Why the link is refused, when the target is not simply missing. */
  reason?: string
}

export const normalizeRoute = (path: string): string => {
  const clean = path.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '')
  return clean === '' ? '/' : clean
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

/**
 * What a link may point to: the web, a mailbox, or a path or anchor of the site. Any other scheme
 * (javascript:, data:, file:) would run or read something on the reader's side.
 */
export const isAllowedLinkTarget = (target: string): boolean =>
  /^(https?:|mailto:)/i.test(target.trim()) || !/^[a-z][a-z0-9+.-]*:/i.test(target.trim())

/**
 * docs/requirements.md §8: a link to a page that does not exist is a build error (returned); a broken anchor, a broken
 * markdown file link and (elsewhere) a duplicate route are warnings (collected).
 */
export function collectBrokenLinks(
  sources: LinkSource[],
  pages: RoutedPage[],
  options: { root: string; staticDir: string; warnings: WarningCollector },
): BrokenLink[] {
  const routes = new Map(pages.map((page) => [normalizeRoute(page.path), page]))
  const broken: BrokenLink[] = []
  for (const source of sources) {
    for (const { target, line } of source.links) {
      if (!isAllowedLinkTarget(target)) {
        broken.push({ sourceFile: source.sourceFile, line, target, reason: 'only http, https and mailto links or site paths are allowed' })
        continue
      }
      if (isExternal(target) || target.startsWith('#')) {
        if (target.startsWith('#') && target.length > 1) {
          const self = pages.find((p) => p.sourceFile === source.sourceFile)
          if (self?.anchors && !self.anchors.includes(decodeURIComponent(target.slice(1)))) {
            options.warnings.add('Broken anchors', `${source.sourceFile}:${line}: ${target}`)
          }
        }
        continue
      }
      const [pathPart, hash] = target.split('#', 2)
      const pathname = pathPart.split('?')[0]
      if (/\.mdx?$/.test(pathname)) {
        const file = resolve(dirname(join(options.root, source.sourceFile)), pathname)
        if (!existsSync(file)) options.warnings.add('Broken markdown links', `${source.sourceFile}:${line}: ${target}`)
        continue
      }
      if (!pathname.startsWith('/')) continue
      const page = routes.get(normalizeRoute(pathname))
      if (!page) {
        if (!existsSync(join(options.staticDir, decodeURIComponent(pathname)))) {
          broken.push({ sourceFile: source.sourceFile, line, target })
        }
        continue
      }
      if (hash && page.anchors && !page.anchors.includes(decodeURIComponent(hash))) {
        options.warnings.add('Broken anchors', `${source.sourceFile}:${line}: ${target}`)
      }
    }
  }
  return broken
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  return [
    `Broken links (${broken.length}): these pages link to paths that no page or static file answers, or to a scheme that is not allowed.`,
    ...broken.map((b) => `  - ${b.sourceFile}:${b.line}: ${b.target}${b.reason ? ` (${b.reason})` : ''}`),
    'Fix the target (routes look like /docs/channel/viber/connect) or create the missing page.',
  ].join('\n')
}

/** Every element id in a rendered body (headings, API rows, error codes): what a link's `#anchor` may point to. */
export function idsIn(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
}
