import { createHash } from 'node:crypto'
import { convertV2 } from 'openapi-to-postmanv2'
import type { OperationView, ServerView } from '../../reference/types'

/** A hex digest shaped as a UUID, the form Postman's ids take. */
const uuidOf = (hex: string): string => hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12}).*$/, '$1-$2-$3-$4-$5')

interface PostmanVariable {
  key: string
  value: string
  description?: string
}

interface PostmanItem {
  name: string
  item?: PostmanItem[]
  response?: Array<{ code?: number; body?: string }>
}

interface PostmanCollection {
  info: { _postman_id?: string; name: string; description?: unknown }
  variable?: PostmanVariable[]
  item: PostmanItem[]
}

/**
 * A Postman collection (v2.1) made from the OpenAPI description by Postman's own converter, so it imports the way
 * Postman's «Import» would: a folder per tag, each request with its first example's body and parameters, every
 * response example, the Bearer key on the collection. Made at build time from the file as written. The response
 * examples are the ones the reference shows (the converter would fake random ones where the file has none).
 */
export async function postmanCollection(yaml: string, api: { servers: ServerView[]; operations: Record<string, OperationView> }): Promise<string> {
  const collection = await new Promise<PostmanCollection>((resolve, reject) => {
    convertV2(
      { type: 'string', data: yaml },
      { folderStrategy: 'Tags', parametersResolution: 'Example', requestNameSource: 'Fallback', alwaysInheritAuthentication: true },
      (error, result) => {
        if (error) reject(error)
        else if (!result?.result || !result.output?.[0]) reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`))
        else resolve(JSON.parse(JSON.stringify(result.output[0].data)) as PostmanCollection)
      },
    )
  })
  // The converter gives the collection, its requests and their responses random ids: made from the file and
  // the item's place instead, so the same file makes the same collection.
  const fileHash = createHash('sha256').update(yaml).digest('hex')
  collection.info._postman_id = uuidOf(fileHash)
  const walk = (node: unknown, place: string): void => {
    if (Array.isArray(node)) node.forEach((each, index) => walk(each, `${place}/${index}`))
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      if (typeof record.id === 'string') record.id = uuidOf(createHash('sha256').update(`${fileHash}${place}`).digest('hex'))
      for (const [key, value] of Object.entries(record)) if (key !== 'id') walk(value, `${place}/${key}`)
    }
  }
  walk(collection.item, '')
  // Requests are named by their operation's summary (requestNameSource: Fallback).
  const bySummary = new Map(Object.values(api.operations).map((op) => [op.summary, op]))
  for (const request of collection.item.flatMap((folder) => folder.item ?? [folder])) {
    const op = bySummary.get(request.name)
    for (const response of request.response ?? []) {
      const example = op?.responses.find((r) => r.status === String(response.code))?.body?.examples[0]
      if (example) response.body = example.json
    }
  }
  // The servers the reference offers, so switching to the sandbox is a change of one variable; the key to fill in.
  const variables: PostmanVariable[] = (collection.variable ?? []).map((v) =>
    v.key === 'baseUrl' ? { ...v, description: api.servers.map((s) => `${s.description}: ${s.url}`).join('\n') } : v,
  )
  if (!variables.some((v) => v.key === 'bearerToken'))
    variables.push({ key: 'bearerToken', value: '', description: 'Ключ API (Интеграции → Настройки API).' })
  collection.variable = variables
  return JSON.stringify(collection)
}
