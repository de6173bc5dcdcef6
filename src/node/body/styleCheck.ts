import { existsSync, readFileSync } from 'node:fs'
import { listFiles } from '../files'
import { join, relative } from 'node:path'
import { cssModuleClassName, cssModuleLocals } from './cssModules'
import { basePath } from '../../config/sitePath'

/**
 * The build check that every CSS-module class a generated page carries has a rule in the CSS that page loads
 * (its inline <style> and its stylesheets). A component rendered into a page whose stylesheet does not ship to
 * the browser fails the build, naming the class, its component and a page.
 */

export interface UnstyledClass {
  className: string
  /** The CSS-module file that defines the class. */
  component: string
  pages: string[]
}

/** Every class of every CSS module under src/, by its generated name: `Admonition-title` -> src/theme/Admonition/styles.module.css. */
export function cssModuleClasses(root: string): Map<string, string> {
  const classes = new Map<string, string>()
  for (const file of listFiles(join(root, 'src'), '.module.css').map((name) => join(root, 'src', name))) {
    const source = relative(root, file)
    for (const local of cssModuleLocals(readFileSync(file, 'utf8'))) classes.set(cssModuleClassName(source, local), source)
  }
  return classes
}

/** Class names that the selectors of a stylesheet mention. */
function selectorClasses(css: string): Set<string> {
  return new Set(cssModuleLocals(css))
}

const routeOf = (publicDir: string, file: string) =>
  `/${relative(publicDir, file)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`

/**
 * `componentOf` names the CSS-module file of a class, undefined for global classes (`cssModuleClasses(root).get`
 * for this site's names). `pages` (paths relative to `publicDir`) are the pages to read, all of them unless given.
 */
export function findUnstyledClasses(
  publicDir: string,
  componentOf: (className: string) => string | undefined,
  pages: string[] = listFiles(publicDir, '.html'),
): UnstyledClass[] {
  const stylesheets = new Map<string, Set<string>>()
  // Each distinct inline text, and each linked file (the site CSS every page links), is read once.
  const inline = new Map<string, Set<string>>()
  const inlined = (css: string) => {
    if (!inline.has(css)) inline.set(css, selectorClasses(css))
    return inline.get(css) as Set<string>
  }
  const linked = (href: string) => {
    if (!stylesheets.has(href)) {
      // A site under a sub-path links `/<prefix>/styles.….css`; the file is at the top of public/.
      const path = href.split(/[?#]/)[0]
      const file = join(publicDir, basePath() && path.startsWith(`${basePath()}/`) ? path.slice(basePath().length) : path)
      stylesheets.set(href, selectorClasses(existsSync(file) ? readFileSync(file, 'utf8') : ''))
    }
    return stylesheets.get(href) as Set<string>
  }
  const unstyled = new Map<string, UnstyledClass>()
  for (const file of pages.map((name) => join(publicDir, name))) {
    const html = readFileSync(file, 'utf8')
    const defined = new Set<string>()
    for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) for (const name of inlined(match[1])) defined.add(name)
    for (const match of html.matchAll(/<link\b[^>]*rel=["']?stylesheet["']?[^>]*>/g)) {
      const href = /href=["']?([^"'\s>]+)/.exec(match[0])?.[1]
      if (href && !/^(https?:)?\/\//.test(href)) for (const name of linked(href)) defined.add(name)
    }
    const used = new Set<string>()
    for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) used.add(name)
    for (const name of used) {
      const component = componentOf(name)
      if (!component || defined.has(name)) continue
      const entry = unstyled.get(name) ?? { className: name, component, pages: [] }
      entry.pages.push(routeOf(publicDir, file))
      unstyled.set(name, entry)
    }
  }
  return [...unstyled.values()].sort((a, b) => a.component.localeCompare(b.component) || a.className.localeCompare(b.className))
}

export function formatUnstyledClasses(found: UnstyledClass[]): string {
  const lines = found.map((entry) => {
    const more = entry.pages.length > 1 ? ` and ${entry.pages.length - 1} more page${entry.pages.length > 2 ? 's' : ''}` : ''
    return `  - ${entry.className} (${entry.component}) on ${entry.pages.sort()[0]}${more}`
  })
  return [
    `CSS-module classes without a rule in the CSS their page loads (${found.length}):`,
    ...lines,
    "A component rendered into page bodies must ship its stylesheet to the browser: import it (or the component's client.ts) in src/theme/MarkdownBody/client.ts.",
  ].join('\n')
}
