/** @jest-environment jsdom */
import { loadChunk, reloadIfBuildChanged } from './buildFiles'
import { currentName, fetchBuildJson } from './buildJson'

const GUARD = 'build.reloadedForFile'

/** The part of a fetch Response the module reads (jsdom has no Response). */
const answer = (status: number, text = '') =>
  ({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) as unknown }) as Response

/** A server as the browser would meet it: `files` by path; anything else answers 404. */
function serve(files: Record<string, unknown>): string[] {
  const asked: string[] = []
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), window.location.href).pathname
    asked.push(`${init?.method ?? 'GET'} ${path}`)
    const body = files[path]
    return body === undefined ? answer(404, 'not found') : answer(200, typeof body === 'string' ? body : JSON.stringify(body))
  }) as typeof fetch
  return asked
}

/** A failed import() as webpack reports it. */
function chunkError(request: string): Error {
  return Object.assign(new Error(`Loading chunk 77 failed.\n(missing: ${request})`), { name: 'ChunkLoadError', type: 'missing', request })
}

/** Whether the module reloaded the page: it says so and marks the file in sessionStorage first (jsdom does not navigate). */
const reloadedFor = () => sessionStorage.getItem(GUARD)

let warn: jest.SpyInstance
beforeEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/docs/api/messages/sending')
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ])

describe('loadChunk', () => {
  const chunk = 'http://localhost/console-0123456789abcdef0123.js'

  test('a chunk the server no longer has reloads the page once, and the load never reports a failure', async () => {
    const asked = serve({})
    expect(await settled(loadChunk(() => Promise.reject(chunkError(chunk))))).toBe('pending')
    expect(asked).toEqual(['HEAD /console-0123456789abcdef0123.js'])
    expect(reloadedFor()).toBe(chunk)
    expect(warn.mock.calls[0][0]).toContain('has been deployed again')
  })

  test('the same chunk missing after that reload fails as it is: no second reload', async () => {
    serve({})
    sessionStorage.setItem(GUARD, chunk)
    await expect(loadChunk(() => Promise.reject(chunkError(chunk)))).rejects.toThrow('Loading chunk 77 failed')
    expect(warn).not.toHaveBeenCalled()
  })

  test('a chunk that is there but failed to arrive (offline, blocked) is a failure, not a deploy', async () => {
    serve({ '/console-0123456789abcdef0123.js': 'code' })
    await expect(loadChunk(() => Promise.reject(chunkError(chunk)))).rejects.toThrow('Loading chunk 77 failed')
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(loadChunk(() => Promise.reject(chunkError(chunk)))).rejects.toThrow('Loading chunk 77 failed')
    expect(reloadedFor()).toBeNull()
  })

  test('an error of the module itself is passed on', async () => {
    serve({})
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(loadChunk(() => Promise.resolve(7))).resolves.toBe(7)
    expect(reloadedFor()).toBeNull()
  })
})

describe('fetchBuildJson', () => {
  const old = '/api/samples/sendMessage.aaaaaaaaaaaa.json'
  const current = '/api/samples/sendMessage.bbbbbbbbbbbb.json'
  const pageData = '/page-data/docs/api/messages/sending/page-data.json'

  test('a file of the page’s build', async () => {
    serve({ [old]: { sms: { curl: 'old' } } })
    await expect(fetchBuildJson(old)).resolves.toEqual({ sms: { curl: 'old' } })
  })

  test('gone: the file under the name the page’s current data gives it', async () => {
    const asked = serve({
      [pageData]: JSON.stringify({ result: { samples: current, other: '/api/samples/getStatus.cccccccccccc.json' } }),
      [current]: { sms: 1 },
    })
    await expect(fetchBuildJson(old)).resolves.toEqual({ sms: 1 })
    expect(asked).toEqual([`GET ${old}`, `GET ${pageData}`, `GET ${current}`])
    expect(reloadedFor()).toBeNull()
  })

  test('gone, and the page data names no other: the page reloads once, then the failure is reported', async () => {
    serve({ [pageData]: '{"result":{}}' })
    expect(await settled(fetchBuildJson(old))).toBe('pending')
    expect(reloadedFor()).toBe(`http://localhost${old}`)
    await expect(fetchBuildJson(old)).rejects.toThrow(`${old}: HTTP 404`)
  })

  test('a server error is reported, not taken for a deploy', async () => {
    global.fetch = jest.fn(async () => answer(503)) as typeof fetch
    await expect(fetchBuildJson(old)).rejects.toThrow(`${old}: HTTP 503`)
    expect(reloadedFor()).toBeNull()
  })

  test('the home page’s data, and a name with no hash has no other name', async () => {
    window.history.replaceState(null, '', '/')
    const asked = serve({ '/page-data/index/page-data.json': `{"f":"${current}"}` })
    await expect(currentName(old)).resolves.toBe(current)
    await expect(currentName('/docs/start.md')).resolves.toBeNull()
    expect(asked).toEqual(['GET /page-data/index/page-data.json'])
  })
})

describe('reloadIfBuildChanged', () => {
  afterEach(() => delete window.___webpackCompilationHash)

  test('another compilation on the server reloads the page, once for it', async () => {
    window.___webpackCompilationHash = 'aaa'
    const asked = serve({ '/page-data/app-data.json': { webpackCompilationHash: 'bbb' } })
    await expect(reloadIfBuildChanged()).resolves.toBe(true)
    expect(asked).toEqual(['GET /page-data/app-data.json'])
    expect(reloadedFor()).toBe('compilation bbb')
    await expect(reloadIfBuildChanged()).resolves.toBe(false)
  })

  test('the page’s own compilation, or no answer, leaves the page alone', async () => {
    window.___webpackCompilationHash = 'aaa'
    serve({ '/page-data/app-data.json': { webpackCompilationHash: 'aaa' } })
    await expect(reloadIfBuildChanged()).resolves.toBe(false)
    serve({})
    await expect(reloadIfBuildChanged()).resolves.toBe(false)
    expect(reloadedFor()).toBeNull()
  })
})
