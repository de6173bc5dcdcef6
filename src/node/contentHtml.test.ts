import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { captureContentHtml, extractBody, restorePageData } from './contentHtml'

describe('extractBody', () => {
  test.each([
    ['plain', '<main><div data-markdown-body=""><p>Текст</p></div></main>', '<p>Текст</p>'],
    ['nested divs', '<div data-markdown-body=""><div class="a"><div>x</div></div><p>y</p></div><div>after</div>', '<div class="a"><div>x</div></div><p>y</p>'],
    ['escaped markup in text', '<div data-markdown-body=""><p>&lt;/div&gt; в тексте</p></div>', '<p>&lt;/div&gt; в тексте</p>'],
    ['attributes on the marker', '<div class="x" data-markdown-body="" id="b"><span>1</span></div>', '<span>1</span>'],
  ])('%s', (_name, html, body) => {
    expect(extractBody(html)).toBe(body)
  })

  test('null without a marker or a closing tag', () => {
    expect(extractBody('<div><p>x</p></div>')).toBeNull()
    expect(extractBody('<div data-markdown-body=""><p>x</p>')).toBeNull()
  })
})

describe('captureContentHtml', () => {
  const site = () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-html-'))
    const page = (path: string, context: object, html: string) => {
      mkdirSync(join(dir, 'page-data', path), { recursive: true })
      writeFileSync(join(dir, 'page-data', path, 'page-data.json'), JSON.stringify({ path, result: { pageContext: context } }))
      mkdirSync(join(dir, path), { recursive: true })
      writeFileSync(join(dir, path, 'index.html'), html)
    }
    return { dir, page }
  }

  test('moves each body into its page data and drops the API data', () => {
    const { dir, page } = site()
    page('/docs/a', { docId: 'a', body: { contentFile: 'docs/a.mdx', api: { operations: [] } } }, '<div data-markdown-body=""><p>A</p></div>')
    page('/blog', { kind: 'index' }, '<p>list</p>')
    expect(captureContentHtml(dir, join(dir, 'originals'))).toBe(1)
    const data = JSON.parse(readFileSync(join(dir, 'page-data', 'docs', 'a', 'page-data.json'), 'utf8'))
    expect(data.result.pageContext.body).toEqual({ contentFile: 'docs/a.mdx', contentHtml: '<p>A</p>', api: null })
  })

  test('the next build starts from the page data Gatsby wrote; a page no longer built is not brought back', () => {
    const { dir, page } = site()
    const originals = join(dir, 'originals')
    const context = { body: { contentFile: 'docs/a.mdx', api: { operations: ['send'] } } }
    page('/docs/a', context, '<div data-markdown-body=""><p>A</p></div>')
    page('/docs/gone', { body: { contentFile: 'docs/gone.mdx', api: null } }, '<div data-markdown-body=""><p>G</p></div>')
    const written = readFileSync(join(dir, 'page-data', 'docs', 'a', 'page-data.json'), 'utf8')
    expect(captureContentHtml(dir, originals)).toBe(2)
    // A second capture over the same output (no HTML rendered anew) leaves the captured pages alone.
    expect(captureContentHtml(dir, originals)).toBe(0)
    rmSync(join(dir, 'page-data', 'docs', 'gone'), { recursive: true })
    expect(restorePageData(dir, originals)).toBe(1)
    expect(readFileSync(join(dir, 'page-data', 'docs', 'a', 'page-data.json'), 'utf8')).toBe(written)
    expect(existsSync(join(dir, 'page-data', 'docs', 'gone'))).toBe(false)
    expect(existsSync(originals)).toBe(false)
    expect(restorePageData(dir, originals)).toBe(0)
  })

  test('a page whose body was not rendered fails, naming the page and the content file', () => {
    const { dir, page } = site()
    page('/docs/b', { body: { contentFile: 'docs/b.mdx' } }, '<main>nothing</main>')
    expect(() => captureContentHtml(dir, join(dir, 'originals'))).toThrow(/docs\/b\/index\.html: the rendered body of content\/docs\/b\.mdx was not found/)
  })
})
