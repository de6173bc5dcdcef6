import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SiteContent } from '../../src/node/site'
import { loadSiteElsewhere } from '../site/testSite'
import { planPages } from '../../src/node/pages'
import { resolveSidebars } from '../../src/node/sidebars'
import { sidebars } from '../../src/config/sidebars'
import { collectBrokenLinks } from '../../src/node/links'
import { WarningCollector } from '../../src/node/errors'
import type { SiteDoc } from '../../src/node/site'

// CommonJS, so that scripts/bench/bench.mjs and Jest load the same file as it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script, loaded as it is
const synthetic = require('../../scripts/bench/synthetic-docs.cjs')

/**
 * The scale run's page generator: the same pages for a seed, front matter the build accepts, bodies of
 * real-docs length with the usual markup, and links only to pages that exist (the build fails otherwise).
 */
const ROOT = join(__dirname, '..', '..')
const COUNT = 120

describe('synthetic docs for npm run bench -- --pages N', () => {
  let dir: string
  let docs: SiteDoc[]
  let site: SiteContent

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'synthetic-docs-'))
    cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true })
    synthetic.writeSyntheticDocs(join(dir, 'content', 'docs'), { count: COUNT })
    site = loadSiteElsewhere(dir, join(dir, 'site.json'))
    docs = site.docs.filter((doc) => /^synthetic\/section-\d+\/page-\d+$/.test(doc.docId))
  }, 300_000)

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('is deterministic for a seed and differs between seeds', () => {
    const existing = synthetic.readExistingDocs(join(ROOT, 'content', 'docs'))
    const first = synthetic.generateSyntheticDocs({ count: 30, seed: 7, existing })
    expect(synthetic.generateSyntheticDocs({ count: 30, seed: 7, existing })).toEqual(first)
    expect(synthetic.generateSyntheticDocs({ count: 30, seed: 8, existing })).not.toEqual(first)
    const mulberry = synthetic.mulberry32(1)
    expect([mulberry(), mulberry()]).toEqual(((m) => [m(), m()])(synthetic.mulberry32(1)))
  })

  test('writes N pages in folders of 50, each folder and the root with an index page', () => {
    expect(docs).toHaveLength(COUNT)
    const indexes = site.docs.filter((doc) => doc.docId.startsWith('synthetic/') && doc.docId.endsWith('/index'))
    expect(indexes.map((doc) => doc.docId).sort()).toEqual([
      'synthetic/index',
      'synthetic/section-01/index',
      'synthetic/section-02/index',
      'synthetic/section-03/index',
    ])
    expect(docs.filter((doc) => doc.dir === 'synthetic/section-01')).toHaveLength(synthetic.PAGES_PER_SECTION)
  })

  test('front matter has title, description, sidebar label and position, tags', () => {
    for (const doc of docs) {
      expect(doc.title.length).toBeGreaterThan(10)
      expect(doc.description.length).toBeLessThanOrEqual(160)
      expect(doc.sidebarLabel).toBeTruthy()
      expect(doc.sidebarPosition).toBeGreaterThanOrEqual(1)
      expect(doc.tags.length).toBeGreaterThan(0)
    }
  })

  test('bodies are 400 to 900 words with headings, lists, a table, code, an admonition and links', () => {
    for (const doc of docs) {
      const words = doc.wordCount
      expect([doc.docId, words >= synthetic.WORDS.min && words <= synthetic.WORDS.max]).toEqual([doc.docId, true])
      expect(doc.headings.some((h) => h.depth === 2) && doc.headings.some((h) => h.depth === 3)).toBe(true)
      expect(doc.markdown).toMatch(/^1\. /m)
      expect(doc.markdown).toMatch(/^- /m)
      expect(doc.markdown).toMatch(/^\| *-+ *\|/m)
      expect(doc.markdown).toMatch(/^```(json|bash|http)/m)
      expect(doc.markdown).toMatch(/^> \*\*.+\*\*$/m)
      expect(doc.links.length).toBeGreaterThanOrEqual(4)
    }
  })

  test('links only to docs pages that exist, as the build checks them', () => {
    const paths = new Set(site.docs.map((doc) => doc.path))
    const sources = site.docs.filter((doc) => doc.docId.startsWith('synthetic/'))
    for (const source of sources) for (const { target } of source.links) expect([source.docId, paths.has(target)]).toEqual([source.docId, true])
    const routed = planPages(site).map((p) => ({ path: p.path, anchors: p.anchors, sourceFile: p.sourceFile }))
    const warnings = new WarningCollector()
    expect(collectBrokenLinks(sources, routed, { root: dir, staticDir: join(ROOT, 'static'), warnings })).toEqual([])
    expect(warnings.format()).toBe('')
  })

  test('the sidebar entry lists every folder and page under one category', () => {
    const resolved = resolveSidebars({ ...sidebars, tutorialSidebar: [...sidebars.tutorialSidebar, synthetic.SIDEBAR_ENTRY] }, site.docs)
    const category = resolved.sidebars.tutorialSidebar.at(-1)
    expect(category?.href).toBe('/docs/synthetic')
    expect(category?.items.map((item) => item.href)).toEqual([
      '/docs/synthetic/section-01',
      '/docs/synthetic/section-02',
      '/docs/synthetic/section-03',
    ])
    expect(category?.items.flatMap((section) => section.items).length).toBe(COUNT)
  })
})
