import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NOTHING_TO_EXTRACT, queryExtractionSource } from './queryExtraction'

const ROOT = join(__dirname, '..', '..')

describe('queryExtractionSource', () => {
  it('passes on a page component unchanged, even one without a query', () => {
    expect(queryExtractionSource('/site/src/templates/Doc.tsx', 'export default function Doc() {}')).toBeUndefined()
    expect(queryExtractionSource('/site/src/pages/404.tsx', 'export default () => null')).toBeUndefined()
  })

  it('passes on any module with something Gatsby extracts', () => {
    const kept = [
      'export const query = graphql`query { site { id } }`',
      'const data = useStaticQuery(graphql`\n  query { allDoc { nodes { id } } }\n`)',
      'return <StaticQuery query={q} render={r} />',
      'return <Slice alias="footer" />',
      'export const Head = () => null',
      'export function Head() { return null }',
      'export { Head, config } from "./head"',
      'export async function getServerData() { return {} }',
      'export const config = async () => ({ defer: true })',
    ]
    for (const contents of kept) expect(queryExtractionSource('/site/src/theme/Thing/index.tsx', contents)).toBeUndefined()
  })

  it('hands an empty module for build code and tests that only mention the words Gatsby looks for', () => {
    const code =
      "// Reads the site's config and the Head of the page.\nimport { loadSiteConfig } from '../config'\nexport const x = loadSiteConfig()\n"
    expect(queryExtractionSource('/site/src/node/pages.ts', code)).toBe(NOTHING_TO_EXTRACT)
    expect(queryExtractionSource('/site/src/node/pages.test.ts', "it('renders the Head', () => {})")).toBe(NOTHING_TO_EXTRACT)
  })

  it('leaves files that are not scripts to the plugins that own them', () => {
    expect(queryExtractionSource('/site/content/docs/intro.mdx', '# Title\n\nconfig')).toBeUndefined()
  })

  it("keeps every file of the site's own src with a tagged query", () => {
    const files: string[] = []
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else if (/\.tsx?$/.test(entry.name)) files.push(path)
      }
    }
    walk(join(ROOT, 'src'))
    const withQuery = files.filter((file) => /\bgraphql`/.test(readFileSync(file, 'utf8')))
    expect(withQuery.length).toBeGreaterThan(0)
    for (const file of withQuery) expect([file, queryExtractionSource(file, readFileSync(file, 'utf8'))]).toEqual([file, undefined])
  })
})
