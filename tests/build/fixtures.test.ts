import { buildFixture, removeBuild, type BuildResult } from './buildSite'

/** docs/requirements.md §8 build checks, proved on real `gatsby build` runs of small fixture sites. */
describe('build checks', () => {
  let result: BuildResult

  afterEach(() => removeBuild(result))

  test('a link to a missing page fails the build naming the file, the line and the target', () => {
    result = buildFixture('broken-link')
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('Broken links (1)')
    expect(result.output).toContain('content/docs/start/index.mdx:8: /docs/start/nope')
  }, 300_000)

  test("a front matter YAML cannot parse fails the build naming the file and the line, not with the parser's stack", () => {
    result = buildFixture('broken-front-matter')
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('content/docs/start/index.mdx:2: malformed front matter: Missing closing "quote')
    expect(result.output).not.toMatch(/YAMLException|js-yaml|gatsby-plugin-mdx" threw an error/)
  }, 300_000)

  test('broken anchors, broken markdown links and duplicate routes only warn, once and grouped', () => {
    result = buildFixture('warnings')
    expect(result.status).toBe(0)
    expect(result.output.match(/Content warnings:/g)).toHaveLength(1)
    expect(result.output).toContain('content/docs/start/index.mdx:8: /docs/start#нет-такого-раздела')
    expect(result.output).not.toContain('/docs/start#первые-шаги')
    expect(result.output).toContain('content/docs/start/index.mdx:10: ./missing.mdx')
    expect(result.output).toMatch(/Duplicate routes \(1\):\s+- \/docs\/guide: content\/docs\/guide\/index\.mdx replaces content\/docs\/guide\.mdx/)
  }, 300_000)

  test('a body component whose styles would not ship fails the build, naming the class, its component and a page', () => {
    result = buildFixture('unshipped-styles')
    expect(result.status).not.toBe(0)
    expect(result.output).toContain('CSS-module classes without a rule in the CSS their page loads')
    expect(result.output).toMatch(/- Admonition-title \(src\/theme\/Admonition\/styles\.module\.css\) on \/docs\/start/)
    expect(result.output).not.toMatch(/- CodeBlock-/)
  }, 300_000)
})
