import { cssModuleClassName, cssModuleLocals } from './cssModules'

describe('CSS-module class names (the same in webpack and in the Node renderer of bodies)', () => {
  test.each([
    ['src/theme/Admonition/styles.module.css', 'title', 'Admonition-title'],
    ['src/theme/SearchBar/page.module.css', 'hit', 'SearchBar_page-hit'],
    ['src/theme/DocPage/cards.module.css', 'grid', 'DocPage_cards-grid'],
    ['src/theme/DocSidebar/Desktop/styles.module.css', 'item', 'DocSidebar_Desktop-item'],
    ['/site/copy/src/theme/Tabs/styles.module.css', 'tab', 'Tabs-tab'],
  ])('%s .%s -> %s', (file, local, expected) => {
    expect(cssModuleClassName(file, local)).toBe(expected)
  })

  test('locals come from selectors only, not from declarations, comments or at-rule preludes', () => {
    const css = `/* .comment */
.box, .box > .title:hover { margin: .5rem; background: url(a.b.png); }
@media (min-width: 996px) { .wide .cell { width: 1.5em } }
@font-face { font-family: x; src: url(x.woff2) }
h2:hover > .anchor { opacity: 1 }`
    expect(cssModuleLocals(css).sort()).toEqual(['anchor', 'box', 'cell', 'title', 'wide'])
  })
})
