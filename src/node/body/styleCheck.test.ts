import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setBasePath } from '../../config/sitePath'
import { findUnstyledClasses } from './styleCheck'

/** A built site of one page linking the site CSS at `href`, whose file defines `.Admonition-title`. */
function site(href: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'style-check-'))
  writeFileSync(join(dir, 'styles.0123456789abcdef0123.css'), '.Admonition-title{font-weight:700}')
  mkdirSync(join(dir, 'docs'))
  writeFileSync(
    join(dir, 'docs', 'index.html'),
    `<html><head><link rel="stylesheet" href="${href}"/></head><body><p class="Admonition-title Admonition-body">x</p></body></html>`,
  )
  return dir
}

const componentOf = (name: string) => (name.startsWith('Admonition-') ? 'src/theme/Admonition/styles.module.css' : undefined)

describe('the check that every page loads the rules of its classes', () => {
  afterEach(() => setBasePath(''))

  test.each([
    ['at the root', '', '/styles.0123456789abcdef0123.css'],
    ['under a sub-path', '/help/center', '/help/center/styles.0123456789abcdef0123.css'],
  ])('reads the linked site CSS %s', (_where, prefix, href) => {
    setBasePath(prefix)
    expect(findUnstyledClasses(site(href), componentOf)).toEqual([
      { className: 'Admonition-body', component: 'src/theme/Admonition/styles.module.css', pages: ['/docs'] },
    ])
  })
})
