import { relative, sep } from 'node:path'

/**
 * The class name of a CSS-module class, computed the same way by webpack (css-loader's getLocalIdent, for
 * the browser's stylesheet) and by the Node renderer of page bodies (src/node/body/components.ts), so the
 * HTML rendered in Node carries exactly the classes the shipped CSS defines.
 *
 * `src/theme/Admonition/styles.module.css` + `title` -> `Admonition-title`;
 * `src/theme/SearchBar/page.module.css` + `hit` -> `SearchBar_page-hit`.
 * Readable on purpose: the build check (src/node/body/styleCheck.ts) names the component of a class
 * that has no rule from the class alone.
 */
export function cssModuleClassName(file: string, local: string): string {
  const path = file
    .split(sep)
    .join('/')
    .replace(/^.*?\bsrc\/(theme\/)?/, '')
  const parts = path.replace(/\.module\.css$/, '').split('/')
  if (parts[parts.length - 1] === 'styles') parts.pop()
  return `${parts.join('_')}-${local}`
}

/** The same, for a file given by its absolute path. */
export const cssModuleClassNameIn = (root: string) => (absoluteFile: string, local: string) => cssModuleClassName(relative(root, absoluteFile), local)

/** Local class names a CSS-module file defines (every `.name` in its selectors). */
export function cssModuleLocals(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const locals = new Set<string>()
  // Selectors only: the text before each `{`, not declarations (which may hold `.5rem` or `url(a.b)`).
  for (const match of withoutComments.matchAll(/([^{}]+)\{/g)) {
    const selector = match[1]
    if (/^\s*@/.test(selector) && !/^\s*@(media|supports|container|layer)\b/.test(selector)) continue
    for (const name of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) locals.add(name[1])
  }
  return [...locals]
}
