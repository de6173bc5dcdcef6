import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteApi } from '../../../tests/site/testSite'
import type { ApiDocument } from '../openapi'
import type { BodyRenderer } from '../body'
import { API_FILES_KEY, writeApiFiles, type ApiFilesInput } from './files'

const ROOT = join(__dirname, '..', '..', '..')
const source = readFileSync(join(ROOT, 'content', 'api', 'openapi.yaml'), 'utf8')

describe('the API files a build publishes', () => {
  let api: ApiDocument
  let publicDir: string
  let renders: number
  const values = new Map<string, unknown>()
  const cache = { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => values.set(key, value) }
  const input = (key: string): ApiFilesInput => ({
    publicDir,
    routes: { openapi: '/api/openapi.yaml', postman: '/api/postman.json' },
    source,
    api,
    config: { supportEmail: 'help@example.test', companyUrl: 'https://example.test' },
    contactName: 'Support',
    renderer: async () => {
      renders += 1
      return { renderCodeBlock: (code: string) => `<pre>${code}</pre>` } as unknown as BodyRenderer
    },
    key,
  })

  beforeAll(async () => {
    api = siteApi()
  }, 60_000)
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), 'api-files-'))
    renders = 0
    values.clear()
  })
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  it('writes the description with its contact, the Postman collection, every sample file and the console data', async () => {
    expect(await writeApiFiles(input('a'), cache)).toBe(true)
    expect(readFileSync(join(publicDir, 'api', 'openapi.yaml'), 'utf8')).toContain('help@example.test')
    expect(JSON.parse(readFileSync(join(publicDir, 'api', 'postman.json'), 'utf8')).item.length).toBeGreaterThan(0)
    const { paths } = values.get(API_FILES_KEY) as { paths: string[] }
    const samples = Object.values(api.operations).flatMap((operation) => operation.exampleSamples?.file ?? [])
    expect(samples.length).toBeGreaterThan(0)
    expect(paths).toEqual(expect.arrayContaining([...samples, api.console.path]))
    for (const path of paths) expect(existsSync(join(publicDir, path))).toBe(true)
  }, 60_000)

  it('leaves the files alone while the key is the same, and writes them again when it changes or one is gone', async () => {
    await writeApiFiles(input('a'), cache)
    const postman = join(publicDir, 'api', 'postman.json')
    const written = statSync(postman).mtimeMs
    expect(await writeApiFiles(input('a'), cache)).toBe(false)
    expect(renders).toBe(1)
    expect(statSync(postman).mtimeMs).toBe(written)

    expect(await writeApiFiles(input('b'), cache)).toBe(true)
    unlinkSync(join(publicDir, api.console.path))
    expect(await writeApiFiles(input('b'), cache)).toBe(true)
    expect(existsSync(join(publicDir, api.console.path))).toBe(true)
    expect(renders).toBe(3)
  }, 60_000)
})
