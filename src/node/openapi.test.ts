import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findApiRefs, findBrokenRefs, flattenSchema, loadApiDocument, pageApiData } from './openapi'

const write = (text: string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.yaml')
  writeFileSync(file, text)
  return file
}

const VALID = `
openapi: 3.1.0
info: { title: API, version: 1.0.0 }
servers: [{ url: https://api.example/v1 }]
paths:
  /messages/{messageId}:
    get:
      operationId: getMessage
      parameters:
        - { name: messageId, in: path, required: true, description: Идентификатор, schema: { type: string, maxLength: 40 } }
      responses:
        '200':
          description: Сообщение
          content: { application/json: { schema: { $ref: '#/components/schemas/Message' } } }
components:
  schemas:
    Message:
      type: object
      required: [id]
      properties:
        id: { type: string, description: Идентификатор }
        to: { type: object, properties: { phone: { type: string, pattern: '^\\\\+\\\\d+$' } } }
x-error-codes:
  - { code: NOT_FOUND, status: 404, description: Не найдено }
`

describe('OpenAPI description', () => {
  test('a valid description yields render-ready operations', () => {
    const api = loadApiDocument(write(VALID), 'content/api/openapi.yaml')
    const op = api?.operations.get('getMessage')
    expect(op).toMatchObject({ method: 'GET', path: '/messages/{messageId}', baseUrl: 'https://api.example/v1' })
    expect(op?.pathParams).toEqual([{ name: 'messageId', type: 'string', required: true, description: 'Идентификатор', constraints: ['длина до 40'] }])
    expect(op?.responses[0].fields.map((f) => f.name)).toEqual(['id', 'to', 'to.phone'])
  })

  test('a broken $ref and a missing operationId fail naming the path inside the file', () => {
    const broken = VALID.replace("'#/components/schemas/Message'", "'#/components/schemas/Nope'").replace('operationId: getMessage', 'summary: x')
    expect(() => loadApiDocument(write(broken), 'content/api/openapi.yaml')).toThrow(
      /content\/api\/openapi\.yaml: invalid OpenAPI description:\n\s+paths\.\/messages\/\{messageId\}\.get\.responses\.200\.content\.application\/json\.schema\.\$ref: "#\/components\/schemas\/Nope" does not resolve/,
    )
    expect(findBrokenRefs({ a: { $ref: '#/b' } })).toEqual(['a.$ref: "#/b" does not resolve'])
  })

  test('a page using an unknown operation fails naming the page', () => {
    const api = loadApiDocument(write(VALID), 'content/api/openapi.yaml')
    expect(() => pageApiData(api, findApiRefs('<ApiOperation id="sendMessage" />'), 'content/docs/api/x.mdx')).toThrow(
      'content/docs/api/x.mdx: <ApiOperation id="sendMessage" />: no operation with that operationId',
    )
    expect(pageApiData(api, findApiRefs('Текст без компонентов'), 'x')).toBeNull()
  })

  test('allOf parts are merged into one table', () => {
    expect(flattenSchema({}, { allOf: [{ properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'integer' } } }] })).toEqual([
      { name: 'a', type: 'string', required: true, description: '', constraints: [] },
      { name: 'b', type: 'integer', required: false, description: '', constraints: [] },
    ])
  })
})
