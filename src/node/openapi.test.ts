import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { linkRepeatedTrees, pageApiData } from './openapi'
import type { ResponseView, SchemaNode } from '../reference/types'
import { loadApisElsewhere, siteApi } from '../../tests/site/testSite'
import { constraintsOf, plural, schemaChildren } from './api/schema'

const write = (text: string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.yaml')
  writeFileSync(file, text)
  return file
}

const VALID = `
openapi: 3.1.0
info: { title: API, version: 1.0.0, license: { name: Условия, url: https://example.com/terms } }
servers: [{ url: https://api.example/v1, description: Рабочий }, { url: https://sandbox.api.example/v1, description: Песочница }]
security: [{ bearerAuth: [] }]
tags: [{ name: Сообщения, description: Отправка и статусы }]
paths:
  /messages/{messageId}:
    get:
      operationId: getMessage
      summary: Сообщение
      description: 'Возвращает сообщение; при ошибке — \`NOT_FOUND\`, см. [коды](/docs/api/messages/errorcodes).'
      tags: [Сообщения]
      parameters:
        - { name: messageId, in: path, required: true, description: Идентификатор, schema: { type: string, maxLength: 40 }, example: msg_1 }
      responses:
        '200':
          description: Сообщение
          content: { application/json: { schema: { $ref: '#/components/schemas/Message' } } }
        '404':
          description: '\`NOT_FOUND\` — нет такого сообщения.'
          content: { application/json: { schema: { type: object, properties: { error: { type: object, properties: { code: { type: string } } } } }, example: { error: { code: NOT_FOUND } } } }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
  schemas:
    Message:
      type: object
      required: [id]
      properties:
        id: { type: string, description: Идентификатор, readOnly: true, examples: [msg_1] }
        secret: { type: string, writeOnly: true }
        to: { type: object, properties: { phone: { type: string, pattern: '^\\\\+\\\\d+$' } } }
        kind:
          type: string
          enum: [a, b]
          x-enumDescriptions: { a: первый, b: '\`второй\`' }
x-error-codes:
  - { code: NOT_FOUND, status: 404, description: Не найдено }
  - { code: GONE, status: 404, description: Удалено }
`

describe('OpenAPI description', () => {
  // Each variant loaded as the build loads it, all in one process.
  const VARIANTS = {
    valid: VALID,
    brokenRef: VALID.replace("'#/components/schemas/Message'", "'#/components/schemas/Nope'"),
    noOperationId: VALID.replace('operationId: getMessage', 'x-note: none'),
  }
  let loaded: Record<keyof typeof VARIANTS, ReturnType<typeof loadApisElsewhere>[number]>
  beforeAll(() => {
    const names = Object.keys(VARIANTS) as (keyof typeof VARIANTS)[]
    const results = loadApisElsewhere(names.map((name) => write(VARIANTS[name])))
    loaded = Object.fromEntries(names.map((name, i) => [name, results[i]])) as typeof loaded
  })
  const loadedApi = (name: keyof typeof VARIANTS) => {
    if (loaded[name].error) throw new Error(loaded[name].error)
    return loaded[name].api ?? null
  }

  test('a valid description yields render-ready operations: tree, anchors, responses with codes, samples', () => {
    const api = loadedApi('valid')
    const op = api!.operations.getMessage
    expect(op).toMatchObject({ method: 'GET', path: '/messages/{messageId}', auth: true })
    expect(op.servers.map((s) => s.url)).toEqual(['https://api.example/v1', 'https://sandbox.api.example/v1'])
    expect(op.descriptionHtml).toContain('<a href="/docs/api/messages/errorcodes#error-not_found"><code>NOT_FOUND</code></a>')
    expect(op.pathParams[0]).toMatchObject({
      name: 'messageId',
      anchor: 'path-messageId',
      required: true,
      constraints: [{ text: 'не\u00A0больше 40\u00A0символов' }],
      example: '"msg_1"',
    })
    const ok = op.responses[0]
    expect(ok.anchor).toBe('response-200')
    // a response leaves out writeOnly fields; nested fields nest
    expect(ok.body!.children.map((f) => f.path)).toEqual(['id', 'to', 'kind'])
    expect(ok.body!.children[1].children[0]).toMatchObject({
      path: 'to.phone',
      anchor: 'response-200-body-to-phone',
      constraints: [{ text: 'шаблон', code: '^\\\\+\\\\d+$' }],
    })
    expect(ok.body!.children[2].enumValues).toEqual([
      { value: '"a"', descriptionHtml: 'первый' },
      { value: '"b"', descriptionHtml: '<code>второй</code>' },
    ])
    // no example in the file: one made by the sampler from the schema
    expect(ok.body!.examples).toEqual([expect.objectContaining({ generated: true })])
    expect(JSON.parse(ok.body!.examples[0].json)).toHaveProperty('id')
    // the 404 mentions NOT_FOUND only, so GONE (also 404) is not listed
    expect(op.responses[1].errorCodes).toEqual([{ code: 'NOT_FOUND', href: '/docs/api/messages/errorcodes#error-not_found' }])
    expect(op.samples.map((s) => s.label)).toEqual(['curl', 'Python', 'JavaScript', 'PHP', 'Java', 'Kotlin', 'C#', 'Go', 'Swift', 'PowerShell'])
    expect(op.samples[0].code).toContain('--url https://api.example/v1/messages/msg_1')
    expect(op.samples[0].code).toContain('Authorization: Bearer <ключ API>')
    expect(api!.links).toEqual(expect.arrayContaining(['/docs/api/messages/errorcodes', '/docs/api/messages/errorcodes#error-not_found']))
  })

  test('a broken $ref fails the build naming the path inside the file and its line', () => {
    expect(() => loadedApi('brokenRef')).toThrow(
      /content\/api\/openapi\.yaml: invalid OpenAPI description:\n\s+paths\.\/messages\/\{messageId\}\.get\.responses\.200\.content\.application\/json\.schema \(line 19\): Can't resolve \$ref \[no-unresolved-refs\]/,
    )
  })

  test('a missing operationId is a lint problem with its path', () => {
    expect(() => loadedApi('noOperationId')).toThrow(
      /paths\.\/messages\/\{messageId\}\.get\.operationId \(line \d+\): Operation object should contain `operationId` field/,
    )
  })

  test('a page using an unknown operation fails naming the page', () => {
    const api = loadedApi('valid')
    expect(() => pageApiData(api, { operations: ['sendMessage'], webhooks: [], errorCodes: false }, 'content/docs/api/x.mdx')).toThrow(
      'content/docs/api/x.mdx: <ApiOperation id="sendMessage" />: no operation with that operationId',
    )
    expect(pageApiData(api, { operations: [], webhooks: [], errorCodes: false }, 'x')).toBeNull()
  })
})

describe('schema tree', () => {
  const context = () => ({ direction: 'request' as const, markdown: {}, links: [] })

  test('constraints read as Russian phrases', () => {
    // Compared as words: the phrases carry the pages' non-breaking spaces (src/node/body/typography.ts).
    const phrases = (schema: Parameters<typeof constraintsOf>[0]) =>
      constraintsOf(schema).map((constraint) => ({ ...constraint, text: constraint.text.replace(/\u00A0/g, ' ') }))
    expect(phrases({ type: 'string', minLength: 1, maxLength: 64 })).toEqual([{ text: 'от 1 до 64 символов' }])
    expect(phrases({ type: 'string', maxLength: 2048, format: 'uri' })).toEqual([{ text: 'не больше 2048 символов' }, { text: 'формат: URL' }])
    expect(phrases({ type: 'integer', minimum: 60, maximum: 604800 })).toEqual([{ text: 'от 60 до 604 800' }])
    expect(phrases({ type: 'array', minItems: 1, maxItems: 1000, uniqueItems: true })).toEqual([
      { text: 'от 1 до 1000 элементов' },
      { text: 'без повторов' },
    ])
    expect(phrases({ type: 'string', minLength: 1 })).toEqual([{ text: 'не меньше 1 символа' }])
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural(n, ['символ', 'символа', 'символов']))).toEqual([
      'символ',
      'символа',
      'символов',
      'символов',
      'символ',
      'символа',
      'символов',
    ])
  })

  test('readOnly fields stay out of requests; arrays of objects nest their item fields', () => {
    const tree = schemaChildren(
      {
        type: 'object',
        properties: {
          id: { type: 'string', readOnly: true },
          items: { type: 'array', items: { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string' } } } },
        },
      },
      'body',
      '',
      context(),
    )
    expect(tree.children.map((c) => c.path)).toEqual(['items'])
    expect(tree.children[0]).toMatchObject({ type: 'array<object>' })
    expect(tree.children[0].children[0]).toMatchObject({ path: 'items[].clientId', anchor: 'body-items-clientId', required: true })
  })

  test('oneOf alternatives become named variants, and the discriminator is named', () => {
    const tree = schemaChildren(
      {
        type: 'object',
        discriminator: { propertyName: 'channel' },
        oneOf: [
          { type: 'object', properties: { channel: { const: 'sms' }, text: { type: 'string' } } },
          { type: 'object', title: 'Push', properties: { channel: { const: 'push' }, title: { type: 'string' } } },
        ],
      },
      'body',
      '',
      context(),
    )
    expect(tree.discriminator).toBe('channel')
    expect(tree.variants!.map((v) => [v.title, v.key])).toEqual([
      ['sms', 'sms'],
      ['Push', 'push'],
    ])
    expect(tree.variants![0].children.map((c) => c.anchor)).toEqual(['body-sms-channel', 'body-sms-text'])
  })
})

describe('responses that repeat an earlier one', () => {
  const node = (anchor: string, name: string, children: SchemaNode[] = []): SchemaNode => ({
    name,
    path: name,
    anchor,
    type: children.length ? 'object' : 'string',
    required: true,
    deprecated: false,
    descriptionHtml: '',
    constraints: [],
    children,
  })
  const response = (status: string, headerNames: string[], errorField: string): ResponseView => {
    const anchor = `response-${status}`
    return {
      status,
      anchor,
      descriptionHtml: `<p>${status}</p>`,
      headers: headerNames.map((name) => node(`${anchor}-header-${name}`, name)),
      body: {
        anchor: `${anchor}-body`,
        descriptionHtml: '',
        type: 'object',
        children: [node(`${anchor}-body-error`, 'error', [node(`${anchor}-body-error-${errorField}`, errorField)])],
        examples: [{ name: 'example', summary: status, json: `{"status": ${status}}`, generated: false }],
      },
      errorCodes: [],
    }
  }

  test('the same headers or body fields link to the first response that shows them; different ones are shown', () => {
    const linked = linkRepeatedTrees([
      response('200', ['X-Limit'], 'code'),
      response('400', ['X-Limit'], 'code'),
      response('401', ['Retry-After'], 'code'),
      response('500', ['Retry-After'], 'reason'),
    ])
    expect(linked.map((r) => [r.status, r.headersSameAs, r.bodySameAs])).toEqual([
      ['200', undefined, undefined],
      ['400', { status: '200', anchor: 'response-200-header-X-Limit' }, { status: '200', anchor: 'response-200-body-error' }],
      ['401', undefined, { status: '200', anchor: 'response-200-body-error' }],
      ['500', { status: '401', anchor: 'response-401-header-Retry-After' }, undefined],
    ])
    // What differs per status stays on each: its description and its examples.
    expect(linked[1].descriptionHtml).toBe('<p>400</p>')
    expect(linked[1].body?.examples[0].json).toBe('{"status": 400}')
  })

  test('in the real description, the error statuses of sendMessage show the error body once', async () => {
    const api = siteApi()
    const responses = api.operations.sendMessage.responses
    const errors = responses.filter((r) => Number(r.status) >= 400 && r.body)
    expect(errors.length).toBeGreaterThan(1)
    expect(errors[0].bodySameAs).toBeUndefined()
    for (const later of errors.slice(1)) expect(later.bodySameAs).toEqual({ status: errors[0].status, anchor: errors[0].body!.children[0].anchor })
  })
})
