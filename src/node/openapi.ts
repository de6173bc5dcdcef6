import { readFileSync, existsSync } from 'node:fs'
import YAML from 'yaml'
import { ContentError } from './errors'
import type { ErrorCodeView, FieldRow, OperationView, PageApiData, ResponseView, WebhookView } from '../reference/types'

type Json = Record<string, unknown>

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
/** Deeper nesting than this is shown as an object without its fields. */
const MAX_DEPTH = 4

export interface ApiDocument {
  raw: Json
  baseUrl: string
  operations: Map<string, OperationView>
  webhooks: Map<string, WebhookView>
  errorCodes: ErrorCodeView[]
  deliveryErrorCodes: Array<{ code: string; description: string }>
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/** `#/components/schemas/Error` -> the node, or undefined. */
function pointer(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc)
}

/** Every `$ref` in the document must resolve locally; reports the JSON path of each broken one. */
export function findBrokenRefs(doc: Json): string[] {
  const broken: string[] = []
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${path}[${i}]`))
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          if (pointer(doc, value) === undefined) broken.push(`${path}.$ref: "${value}" does not resolve`)
        } else walk(value, path ? `${path}.${key}` : key)
      }
    }
  }
  walk(doc, '')
  return broken
}

function deref(doc: Json, node: unknown, seen = new Set<string>()): Json {
  if (!isObject(node)) return {}
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return { type: 'object', description: `(рекурсивная ссылка на ${node.$ref})` }
    const target = deref(doc, pointer(doc, node.$ref), new Set([...seen, node.$ref]))
    const { $ref: _ref, ...rest } = node
    return { ...target, ...rest }
  }
  return node
}

function typeOf(schema: Json): string {
  const type = schema.type
  const types = Array.isArray(type) ? type.map(String) : type ? [String(type)] : []
  if (types.includes('array') && isObject(schema.items)) {
    const itemType = typeOf(schema.items as Json)
    return types.map((t) => (t === 'array' ? `array<${itemType}>` : t)).join(' | ')
  }
  if (types.length === 0 && Array.isArray(schema.oneOf)) return 'oneOf'
  const base = types.join(' | ') || 'object'
  return schema.format ? `${base} (${String(schema.format)})` : base
}

function constraintsOf(schema: Json): string[] {
  const out: string[] = []
  if (Array.isArray(schema.enum)) out.push(`одно из: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`)
  if (schema.const !== undefined) out.push(`всегда ${JSON.stringify(schema.const)}`)
  if (typeof schema.minLength === 'number') out.push(`длина от ${schema.minLength}`)
  if (typeof schema.maxLength === 'number') out.push(`длина до ${schema.maxLength}`)
  if (typeof schema.minimum === 'number') out.push(`от ${schema.minimum}`)
  if (typeof schema.maximum === 'number') out.push(`до ${schema.maximum}`)
  if (typeof schema.minItems === 'number') out.push(`элементов от ${schema.minItems}`)
  if (typeof schema.maxItems === 'number') out.push(`элементов до ${schema.maxItems}`)
  if (typeof schema.pattern === 'string') out.push(`шаблон ${schema.pattern}`)
  if (schema.default !== undefined) out.push(`по умолчанию ${JSON.stringify(schema.default)}`)
  return out
}

/** Flattens an object schema into table rows (nested objects and arrays of objects get dotted names). */
export function flattenSchema(doc: Json, input: unknown, prefix = '', depth = 0): FieldRow[] {
  const schema = deref(doc, input)
  const merged: Json = Array.isArray(schema.allOf)
    ? schema.allOf.reduce<Json>((acc, part) => {
        const p = deref(doc, part)
        return {
          ...acc,
          ...p,
          properties: { ...(acc.properties as Json), ...(p.properties as Json) },
          required: [...((acc.required as string[]) ?? []), ...((p.required as string[]) ?? [])],
        }
      }, {})
    : schema
  const properties = isObject(merged.properties) ? merged.properties : {}
  const required = new Set(Array.isArray(merged.required) ? merged.required.map(String) : [])
  const rows: FieldRow[] = []
  for (const [name, raw] of Object.entries(properties)) {
    const prop = deref(doc, raw)
    const full = prefix ? `${prefix}.${name}` : name
    rows.push({
      name: full,
      type: typeOf(prop),
      required: required.has(name),
      description: typeof prop.description === 'string' ? prop.description.trim() : '',
      constraints: constraintsOf(prop),
    })
    if (depth >= MAX_DEPTH) continue
    if (isObject(prop.properties) || Array.isArray(prop.allOf)) rows.push(...flattenSchema(doc, prop, full, depth + 1))
    else if (isObject(prop.items)) {
      const items = deref(doc, prop.items)
      if (isObject(items.properties)) rows.push(...flattenSchema(doc, items, `${full}[]`, depth + 1))
    }
  }
  return rows
}

function jsonSchemaOf(doc: Json, holder: unknown): unknown {
  const content = deref(doc, holder).content
  if (!isObject(content)) return undefined
  const media = content['application/json']
  return isObject(media) ? media.schema : undefined
}

function paramRows(doc: Json, params: unknown[], location: string): FieldRow[] {
  return params
    .map((p) => deref(doc, p))
    .filter((p) => p.in === location)
    .map((p) => {
      const schema = deref(doc, p.schema)
      return {
        name: String(p.name),
        type: typeOf(schema),
        required: p.required === true,
        description: typeof p.description === 'string' ? p.description.trim() : '',
        constraints: constraintsOf(schema),
      }
    })
}

export function loadApiDocument(file: string, sourceFile: string): ApiDocument | null {
  if (!existsSync(file)) return null
  let raw: unknown
  try {
    raw = YAML.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line
    throw new ContentError(sourceFile, `malformed YAML: ${(error as Error).message.split('\n')[0]}`, line)
  }
  if (!isObject(raw)) throw new ContentError(sourceFile, 'expected an OpenAPI document (a mapping at the top level)')
  const doc = raw
  const problems: string[] = []
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.1')) problems.push('openapi: expected "3.1.x"')
  if (!isObject(doc.info) || typeof doc.info.title !== 'string') problems.push('info.title: missing')
  if (!isObject(doc.paths)) problems.push('paths: missing')
  problems.push(...findBrokenRefs(doc))

  const servers = Array.isArray(doc.servers) ? doc.servers : []
  const baseUrl = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : ''
  const operations = new Map<string, OperationView>()
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = deref(doc, rawItem)
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of METHODS) {
      if (!isObject(item[method])) continue
      const op = item[method] as Json
      const where = `paths.${path}.${method}`
      if (typeof op.operationId !== 'string') {
        problems.push(`${where}.operationId: missing`)
        continue
      }
      if (operations.has(op.operationId)) problems.push(`${where}.operationId: "${op.operationId}" is used twice`)
      if (!isObject(op.responses)) problems.push(`${where}.responses: missing`)
      if (problems.length > 0) continue
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]
      const bodySchema = op.requestBody ? jsonSchemaOf(doc, op.requestBody) : undefined
      const responses: ResponseView[] = Object.entries(op.responses as Json).map(([status, response]) => {
        const r = deref(doc, response)
        const schema = jsonSchemaOf(doc, r)
        return {
          status,
          description: typeof r.description === 'string' ? r.description.trim() : '',
          fields: schema ? flattenSchema(doc, schema) : [],
        }
      })
      operations.set(op.operationId, {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        baseUrl,
        summary: typeof op.summary === 'string' ? op.summary : '',
        description: typeof op.description === 'string' ? op.description.trim() : '',
        deprecated: op.deprecated === true,
        headers: paramRows(doc, params, 'header'),
        pathParams: paramRows(doc, params, 'path'),
        queryParams: paramRows(doc, params, 'query'),
        body: bodySchema ? flattenSchema(doc, bodySchema) : null,
        responses,
      })
    }
  }

  const webhooks = new Map<string, WebhookView>()
  for (const [name, rawHook] of Object.entries(isObject(doc.webhooks) ? doc.webhooks : {})) {
    const hook = deref(doc, rawHook)
    const op = isObject(hook.post) ? (hook.post as Json) : null
    if (!op) {
      problems.push(`webhooks.${name}.post: missing`)
      continue
    }
    const schema = op.requestBody ? jsonSchemaOf(doc, op.requestBody) : undefined
    webhooks.set(name, {
      name,
      summary: typeof op.summary === 'string' ? op.summary : name,
      description: typeof op.description === 'string' ? op.description.trim() : '',
      fields: schema ? flattenSchema(doc, schema) : [],
    })
  }

  const errorCodes = Array.isArray(doc['x-error-codes']) ? (doc['x-error-codes'] as ErrorCodeView[]) : []
  const deliveryErrorCodes = Array.isArray(doc['x-delivery-error-codes'])
    ? (doc['x-delivery-error-codes'] as Array<{ code: string; description: string }>)
    : []
  errorCodes.forEach((e, i) => {
    if (!e || typeof e.code !== 'string' || typeof e.status !== 'number') problems.push(`x-error-codes[${i}]: expected { code, status, description }`)
  })

  if (problems.length > 0) {
    throw new ContentError(sourceFile, `invalid OpenAPI description:\n${problems.map((p) => `    ${p}`).join('\n')}`)
  }
  return { raw: doc, baseUrl, operations, webhooks, errorCodes, deliveryErrorCodes }
}

export interface ApiRefs {
  operations: string[]
  webhooks: string[]
  errorCodes: boolean
}

/** Which API parts an MDX body shows, from its component tags. */
export function findApiRefs(body: string): ApiRefs {
  return {
    operations: [...body.matchAll(/<ApiOperation\s+id=["']([^"']+)["']/g)].map((m) => m[1]),
    webhooks: [...body.matchAll(/<ApiWebhook\s+name=["']([^"']+)["']/g)].map((m) => m[1]),
    errorCodes: /<ErrorCodes\b/.test(body),
  }
}

/** The page's slice of the API description; an unknown id fails the build naming the page. */
export function pageApiData(api: ApiDocument | null, refs: ApiRefs, sourceFile: string): PageApiData | null {
  if (refs.operations.length === 0 && refs.webhooks.length === 0 && !refs.errorCodes) return null
  if (!api) throw new ContentError(sourceFile, 'uses API components but content/api/openapi.yaml does not exist')
  const operations: PageApiData['operations'] = {}
  for (const id of refs.operations) {
    const op = api.operations.get(id)
    if (!op) throw new ContentError(sourceFile, `<ApiOperation id="${id}" />: no operation with that operationId in content/api/openapi.yaml`)
    operations[id] = op
  }
  const webhooks: PageApiData['webhooks'] = {}
  for (const name of refs.webhooks) {
    const hook = api.webhooks.get(name)
    if (!hook) throw new ContentError(sourceFile, `<ApiWebhook name="${name}" />: no webhook with that name in content/api/openapi.yaml`)
    webhooks[name] = hook
  }
  return {
    operations,
    webhooks,
    errorCodes: refs.errorCodes ? api.errorCodes : null,
    deliveryErrorCodes: refs.errorCodes ? api.deliveryErrorCodes : null,
  }
}
