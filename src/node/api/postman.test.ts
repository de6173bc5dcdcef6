import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { postmanCollection } from './postman'
import { siteApi } from '../../../tests/site/testSite'
import type { ApiDocument } from '../openapi'

const ROOT = join(__dirname, '..', '..', '..')
const yaml = readFileSync(join(ROOT, 'content', 'api', 'openapi.yaml'), 'utf8')

interface Item {
  name: string
  item?: Item[]
  request?: { method: string; url: { raw?: string; host: string[]; path: string[] }; body?: { raw: string } }
  response?: Array<{ code: number; body: string }>
}

describe('Postman collection', () => {
  let text: string
  let collection: {
    info: { _postman_id: string; name: string }
    item: Item[]
    auth: unknown
    variable: Array<{ key: string; value: string; description?: string }>
  }
  let api: ApiDocument
  beforeAll(async () => {
    api = siteApi()
    text = await postmanCollection(yaml, api)
    collection = JSON.parse(text)
  }, 60_000)

  test('every operation of the file is a request, in a folder per tag, against {{baseUrl}}', () => {
    const requests = collection.item.flatMap((folder) => folder.item ?? [folder])
    expect(requests.map((r) => r.name).sort()).toEqual(
      // The collection is made from the file as written; the reference's summaries carry the site's typography.
      Object.values(api.operations)
        .map((op) => op.summary.replace(/\u00A0/g, ' '))
        .sort(),
    )
    expect(collection.item.map((f) => f.name)).toContain('Сообщения')
    const send = requests.find((r) => r.name === 'Отправить сообщение')!
    expect(send.request).toMatchObject({ method: 'POST', url: { host: ['{{baseUrl}}'], path: ['messages'] } })
    // the body is the file's first example
    expect(JSON.parse(send.request!.body!.raw)).toMatchObject({ channel: 'whatsapp', templateId: 'tpl_order_ready' })
  })

  test('the response examples are the ones the reference shows', () => {
    const list = collection.item.flatMap((folder) => folder.item ?? [folder]).find((r) => r.name === api.operations.listMessages.summary)!
    const ok = list.response!.find((r) => r.code === 200)!
    expect(ok.body).toBe(api.operations.listMessages.responses.find((r) => r.status === '200')!.body!.examples[0].json)
  })

  test('the key is the Bearer variable of the collection; the servers are named on baseUrl', () => {
    expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ type: 'any', value: '{{bearerToken}}', key: 'token' }] })
    const base = collection.variable.find((v) => v.key === 'baseUrl')!
    expect(base.value).toBe('https://api.platform.example/v1')
    expect(base.description).toMatch(/^Песочница.*: https:\/\/sandbox\.api\.platform\.example\/v1$/m)
    expect(collection.variable.find((v) => v.key === 'bearerToken')).toMatchObject({ value: '' })
  })

  test('the same file makes the same collection', async () => {
    expect(collection.info._postman_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect((await postmanCollection(yaml, api)) === text).toBe(true)
  }, 60_000)
})
