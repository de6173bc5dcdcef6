import { typographText } from './body/typography'
import { createHash } from 'node:crypto'
import { bundleFromString, createConfig, getLineColLocation, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'
import { sample } from 'openapi-sampler'
import { ContentError } from './errors'
import { tb } from '../i18n/build'
import { errorCodeHref } from '../config/routes'
import { parseYamlText } from './yamlFile'
import { renderMarkdown, type MarkdownOptions } from './api/markdown'
import { fieldNode, isObject, merged, schemaChildren, typeLabel, type Direction, type Schema, type TreeContext } from './api/schema'
import { samplesOf, type SampleRequest } from './api/samples'
import { consoleFile, consoleSchema, isSandbox } from './api/console'
import type {
  BodyView,
  SameAsView,
  ConsoleOperation,
  DeliveryErrorCodeView,
  ExampleSamplesView,
  SampleView,
  ErrorCodeView,
  ExampleView,
  OperationView,
  PageApiData,
  ResponseView,
  SchemaNode,
  ServerView,
  WebhookView,
} from '../reference/types'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

export { ERROR_CODES_PAGE, errorCodeHref } from '../config/routes'

export interface ApiDocument {
  /** The file as written (content tests validate examples against it). */
  raw: Schema
  servers: ServerView[]
  operations: Record<string, OperationView>
  webhooks: Record<string, WebhookView>
  errorCodes: ErrorCodeView[]
  deliveryErrorCodes: DeliveryErrorCodeView[]
  /** Links written in descriptions and the error-code links made from them, for the build's link check. */
  links: string[]
  /** The file's line of each link (0 for the ones the reference makes), so a broken one names its line. */
  linkLines: Record<string, number>
  /** The request each operation's samples send, for tests that check it against the schema. */
  sampleRequests: Record<string, SampleRequest>
  /** Per operation with several request examples: each example's request and samples (ExampleSamplesView.file). */
  exampleSamples: Record<string, Record<string, { request: SampleRequest; samples: SampleView[] }>>
  /** The console's data file (ConsoleOperation by operationId). */
  console: { path: string; json: string }
}

/** Where the console's data file lives on the site (its name gets a hash of its content). */
export const CONSOLE_ROUTE = '/api/console'

/** Where the files of ExampleSamplesView live on the site. */
export const EXAMPLE_SAMPLES_ROUTE = '/api/samples'

/** A lint problem as `path (line N): message [rule]`, the path being the JSON pointer inside the file. */
function formatProblem(problem: NormalizedProblem): string {
  const location = problem.location[0]
  const pointer =
    location?.pointer
      ?.replace(/^#\//, '')
      .split('/')
      .map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')))
      .join('.') ?? ''
  let line = ''
  try {
    if (location) line = ` (line ${getLineColLocation(location).start.line})`
  } catch {
    // a location without source text has no line
  }
  return `${pointer || '(document)'}${line}: ${problem.message} [${problem.ruleId}]`
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const pretty = (value: unknown) => JSON.stringify(value, null, 2)

function sampled(schema: unknown, direction: Direction, doc: Schema): unknown {
  if (!isObject(schema)) return undefined
  return sample(schema as never, { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true }, doc as never)
}

/** The media type object of a request body or response: its JSON schema and examples. */
function jsonMedia(holder: Schema): Schema | null {
  const content = isObject(holder.content) ? holder.content : null
  const media = content?.['application/json']
  return isObject(media) ? media : null
}

function examplesOf(media: Schema, direction: Direction, doc: Schema, fallbackName: string): ExampleView[] {
  if (isObject(media.examples)) {
    return Object.entries(media.examples)
      .filter((entry): entry is [string, Schema] => isObject(entry[1]))
      .map(([name, example]) => ({ name, summary: typographText(text(example.summary)) || name, json: pretty(example.value), generated: false }))
  }
  if (media.example !== undefined) return [{ name: 'example', summary: fallbackName, json: pretty(media.example), generated: false }]
  const made = sampled(media.schema, direction, doc)
  return made === undefined ? [] : [{ name: 'generated', summary: fallbackName, json: pretty(made), generated: true }]
}

function bodyView(holder: Schema, anchor: string, direction: Direction, doc: Schema, context: TreeContext, exampleName: string): BodyView | null {
  const media = jsonMedia(holder)
  if (!media || !isObject(media.schema)) return null
  const schema = merged(media.schema)
  const tree = schemaChildren(schema, anchor, '', { ...context, direction })
  const description = renderMarkdown(text(holder.description) || text(schema.description), context.markdown)
  context.links.push(...description.links)
  return {
    anchor,
    descriptionHtml: description.html,
    type: typeLabel(schema),
    children: tree.children,
    variants: tree.variants,
    discriminator: tree.discriminator,
    examples: examplesOf(media, direction, doc, exampleName),
  }
}

/**
 * The body variant each request example is one of: the variant its discriminator value selects, else the one
 * whose key is the example's name (the cascade has no `channel`), so choosing a variant can show its example.
 */
function assignVariants(body: BodyView): void {
  const keys = new Set((body.variants ?? []).map((v) => v.key))
  if (keys.size === 0) return
  for (const example of body.examples) {
    const value = body.discriminator ? (JSON.parse(example.json) as Schema)[body.discriminator] : undefined
    const key = typeof value === 'string' && keys.has(value) ? value : keys.has(example.name) ? example.name : undefined
    if (key) example.variant = key
  }
}

function exampleSamplesView(operationId: string, sets: Record<string, { samples: SampleView[] }>, body: BodyView): ExampleSamplesView {
  const hash = createHash('sha256').update(JSON.stringify(sets)).digest('hex').slice(0, 12)
  return {
    file: `${EXAMPLE_SAMPLES_ROUTE}/${operationId}.${hash}.json`,
    variants: Object.fromEntries(body.examples.map((e) => [e.name, e.variant ?? ''])),
    shown: body.examples[0].name,
  }
}

function parameterNodes(params: Schema[], location: string, context: TreeContext): SchemaNode[] {
  return params
    .filter((p) => p.in === location)
    .map((p) => {
      const schema = isObject(p.schema) ? merged(p.schema) : {}
      const withParamText: Schema = {
        ...schema,
        ...(p.description ? { description: p.description } : {}),
        ...(p.example !== undefined ? { examples: [p.example] } : {}),
        ...(p.deprecated ? { deprecated: true } : {}),
      }
      const prefix = location === 'header' ? 'header' : location
      return fieldNode(String(p.name), String(p.name), withParamText, p.required === true, prefix, { ...context, direction: 'request' })
    })
}

function headerNodes(headers: unknown, anchorBase: string, context: TreeContext): SchemaNode[] {
  if (!isObject(headers)) return []
  return Object.entries(headers)
    .filter((entry): entry is [string, Schema] => isObject(entry[1]))
    .map(([name, header]) => {
      const schema = isObject(header.schema) ? merged(header.schema) : {}
      return fieldNode(
        name,
        name,
        { ...schema, ...(header.description ? { description: header.description } : {}) },
        header.required === true,
        anchorBase,
        context,
      )
    })
}

/** A tree's content without its anchors: two trees with the same key show the same rows. */
const treeKey = (value: unknown): string => JSON.stringify(value, (key, inner: unknown) => (key === 'anchor' ? undefined : inner))

/**
 * Headers and body fields that an earlier response of the same operation already shows are named with a link to
 * it instead of repeated (SameAsView): an operation's error statuses share their error body and rate-limit
 * headers, which made them half of an API page's HTML.
 */
export function linkRepeatedTrees(responses: ResponseView[]): ResponseView[] {
  const headersShown = new Map<string, SameAsView>()
  const bodiesShown = new Map<string, SameAsView>()
  return responses.map((response) => {
    const out = { ...response }
    if (response.headers.length > 0) {
      const key = treeKey(response.headers)
      const earlier = headersShown.get(key)
      if (earlier) out.headersSameAs = earlier
      else headersShown.set(key, { status: response.status, anchor: response.headers[0].anchor })
    }
    const body = response.body
    if (body && (body.children.length > 0 || body.variants)) {
      const key = treeKey([body.type, body.children, body.variants ?? null, body.discriminator ?? null])
      const earlier = bodiesShown.get(key)
      if (earlier) out.bodySameAs = earlier
      else bodiesShown.set(key, { status: response.status, anchor: body.children[0]?.anchor ?? `${body.anchor}-variants` })
    }
    return out
  })
}

function responseViews(responses: unknown, anchorPrefix: string, doc: Schema, context: TreeContext, errorCodes: ErrorCodeView[]): ResponseView[] {
  if (!isObject(responses)) return []
  return linkRepeatedTrees(responseList(responses, anchorPrefix, doc, context, errorCodes))
}

function responseList(responses: Schema, anchorPrefix: string, doc: Schema, context: TreeContext, errorCodes: ErrorCodeView[]): ResponseView[] {
  return Object.entries(responses)
    .filter((entry): entry is [string, Schema] => isObject(entry[1]))
    .map(([status, response]) => {
      const description = renderMarkdown(text(response.description), context.markdown)
      context.links.push(...description.links)
      const anchor = `${anchorPrefix}${status}`
      const body = bodyView(response, `${anchor}-body`, 'response', doc, context, tb('build.api.responseExample', { status }))
      const numeric = Number(status)
      let codes: ErrorCodeView[] = []
      if (numeric >= 400) {
        const withStatus = errorCodes.filter((e) => e.status === numeric)
        const mentioned = new Set([
          ...description.codes,
          ...(body?.examples ?? []).flatMap((e) => [...e.json.matchAll(/"code": "([A-Z0-9_]+)"/g)].map((m) => m[1])),
        ])
        const named = withStatus.filter((e) => mentioned.has(e.code))
        codes = named.length > 0 ? named : withStatus
      }
      return {
        status,
        anchor,
        descriptionHtml: description.html,
        headers: headerNodes(response.headers, `${anchor}-header`, { ...context, direction: 'response' }),
        body,
        errorCodes: codes.map((e) => ({ code: e.code, href: errorCodeHref(e.code) })),
      }
    })
}

/** A value for a parameter in the samples: its example, its schema's example, or one the sampler makes. */
function parameterValue(param: Schema, doc: Schema): string {
  const schema = isObject(param.schema) ? param.schema : {}
  const value = param.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : schema.example) ?? sampled(schema, 'request', doc)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function sampleRequest(
  method: string,
  path: string,
  server: string,
  params: Schema[],
  auth: boolean,
  body: BodyView | null,
  doc: Schema,
  example = body?.examples[0],
): SampleRequest {
  let url = `${server}${path}`
  for (const p of params.filter((p) => p.in === 'path')) url = url.replace(`{${String(p.name)}}`, encodeURIComponent(parameterValue(p, doc)))
  const query = params
    .filter((p) => p.in === 'query' && (p.required === true || p.example !== undefined))
    .map((p) => ({ name: String(p.name), value: parameterValue(p, doc) }))
  const headers = [
    ...(auth ? [{ name: 'Authorization', value: tb('build.api.keyPlaceholder') }] : []),
    ...(body ? [{ name: 'Content-Type', value: 'application/json' }] : []),
    ...params
      .filter((p) => p.in === 'header' && (p.required === true || p.example !== undefined))
      .map((p) => ({ name: String(p.name), value: parameterValue(p, doc) })),
  ]
  return { method: method.toUpperCase(), url, headers, query, body: example ? JSON.parse(example.json) : undefined }
}

function linkLinesIn(text: string, links: string[]): Record<string, number> {
  const lines = text.split('\n')
  return Object.fromEntries(links.map((target) => [target, lines.findIndex((line) => line.includes(`](${target})`)) + 1]))
}

/** The OpenAPI file's text (`absolutePath` resolves its relative $refs) as the reference's view. */
export async function loadApiDocument(fileText: string, absolutePath: string, sourceFile: string): Promise<ApiDocument> {
  const raw = parseYamlText(fileText, sourceFile)
  if (!isObject(raw)) throw new ContentError(sourceFile, 'expected an OpenAPI document (a mapping at the top level)')

  // Validation and dereferencing by Redocly's maintained toolchain, with its recommended rules: any problem,
  // warnings included, fails the build naming its path inside the file and its line.
  const config = await createConfig({ extends: ['recommended'] })
  const problems = (await lintFromString({ source: fileText, absoluteRef: absolutePath, config })).map(formatProblem)
  const errorCodes: ErrorCodeView[] = []
  const rawCodes = Array.isArray(raw['x-error-codes']) ? raw['x-error-codes'] : []
  rawCodes.forEach((e: unknown, i: number) => {
    if (!isObject(e) || typeof e.code !== 'string' || typeof e.status !== 'number' || typeof e.description !== 'string')
      problems.push(`x-error-codes[${i}]: expected { code, status, description }`)
    else
      errorCodes.push({
        code: e.code,
        status: e.status,
        description: e.description,
        descriptionHtml: renderMarkdown(e.description, { inline: true }).html,
      })
  })
  if (problems.length > 0) throw new ContentError(sourceFile, `invalid OpenAPI description:\n${problems.map((p) => `    ${p}`).join('\n')}`)
  const deliveryErrorCodes: DeliveryErrorCodeView[] = (Array.isArray(raw['x-delivery-error-codes']) ? raw['x-delivery-error-codes'] : [])
    .filter(isObject)
    .map((e: Schema) => ({
      code: String(e.code),
      description: text(e.description),
      descriptionHtml: renderMarkdown(text(e.description), { inline: true }).html,
    }))

  const bundled = await bundleFromString({ source: fileText, absoluteRef: absolutePath, config, dereference: true })
  const doc = bundled.bundle.parsed as Schema
  const known = new Set(errorCodes.map((e) => e.code))
  const links: string[] = []
  const markdown: MarkdownOptions = { errorCodeHref: (code) => (known.has(code) ? errorCodeHref(code) : null) }
  const context: TreeContext = { direction: 'request', markdown, links }

  const servers: ServerView[] = (Array.isArray(doc.servers) ? doc.servers : [])
    .filter(isObject)
    .map((s: Schema) => ({ url: text(s.url), description: typographText(text(s.description)) }))
  const globalAuth = Array.isArray(doc.security) && doc.security.length > 0
  const operations: Record<string, OperationView> = {}
  const sampleRequests: Record<string, SampleRequest> = {}
  const exampleSamples: ApiDocument['exampleSamples'] = {}
  const consoleOperations: Record<string, ConsoleOperation> = {}
  const duplicates: string[] = []
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : []
    for (const method of METHODS) {
      const op = item[method]
      if (!isObject(op) || typeof op.operationId !== 'string') continue
      if (operations[op.operationId]) duplicates.push(`paths.${path}.${method}.operationId: "${op.operationId}" is used twice`)
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [])]
      const auth = Array.isArray(op.security) ? op.security.length > 0 : globalAuth
      const description = renderMarkdown(text(op.description), markdown)
      links.push(...description.links)
      const body = isObject(op.requestBody) ? bodyView(op.requestBody, 'body', 'request', doc, context, tb('build.api.requestExample')) : null
      const request = sampleRequest(method, path, servers[0]?.url ?? '', params, auth, body, doc)
      sampleRequests[op.operationId] = request
      let perExample: ExampleSamplesView | null = null
      if (body && body.examples.length > 1) {
        assignVariants(body)
        const sets = Object.fromEntries(
          body.examples.map((example) => {
            const each = sampleRequest(method, path, servers[0]?.url ?? '', params, auth, body, doc, example)
            return [example.name, { request: each, samples: samplesOf(each) }]
          }),
        )
        exampleSamples[op.operationId] = sets
        perExample = exampleSamplesView(op.operationId, sets, body)
      }
      operations[op.operationId] = {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        servers,
        summary: typographText(text(op.summary)),
        descriptionHtml: description.html,
        deprecated: op.deprecated === true,
        auth,
        pathParams: parameterNodes(params, 'path', context),
        queryParams: parameterNodes(params, 'query', context),
        headers: parameterNodes(params, 'header', context),
        body,
        responses: responseViews(op.responses, 'response-', doc, context, errorCodes),
        samples: samplesOf(request),
        exampleSamples: perExample,
        consoleFile: '',
      }
      const media = isObject(op.requestBody) ? jsonMedia(op.requestBody) : null
      consoleOperations[op.operationId] = {
        method: method.toUpperCase(),
        path,
        auth,
        servers: servers.map((s) => ({ ...s, sandbox: isSandbox(s) })),
        params: params
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({
            name: String(p.name),
            in: p.in as 'path' | 'query' | 'header',
            required: p.required === true,
            schema: consoleSchema(p.schema),
            example: parameterValue(p, doc),
          })),
        body:
          media && body && isObject(op.requestBody)
            ? {
                required: op.requestBody.required === true,
                schema: consoleSchema(media.schema),
                examples: Object.fromEntries(body.examples.map((e) => [e.name, JSON.parse(e.json) as unknown])),
              }
            : null,
      }
    }
  }
  const consoleData = consoleFile(consoleOperations, CONSOLE_ROUTE)
  for (const op of Object.values(operations)) op.consoleFile = consoleData.path
  if (duplicates.length > 0) throw new ContentError(sourceFile, `invalid OpenAPI description:\n${duplicates.map((p) => `    ${p}`).join('\n')}`)

  const webhooks: Record<string, WebhookView> = {}
  for (const [name, hook] of Object.entries(isObject(doc.webhooks) ? doc.webhooks : {})) {
    const op = isObject(hook) && isObject(hook.post) ? hook.post : null
    if (!op) continue
    const params = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : []
    const description = renderMarkdown(text(op.description), markdown)
    links.push(...description.links)
    webhooks[name] = {
      name,
      summary: typographText(text(op.summary)) || name,
      descriptionHtml: description.html,
      headers: parameterNodes(params, 'header', context),
      body: isObject(op.requestBody) ? bodyView(op.requestBody, 'payload', 'request', doc, context, tb('build.api.eventExample')) : null,
      responses: responseViews(op.responses, 'webhook-response-', doc, context, errorCodes),
    }
  }
  for (const code of known) links.push(errorCodeHref(code))
  return {
    raw,
    servers,
    operations,
    webhooks,
    errorCodes,
    deliveryErrorCodes,
    links: [...new Set(links)],
    linkLines: linkLinesIn(fileText, links),
    sampleRequests,
    exampleSamples,
    console: consoleData,
  }
}

export interface ApiRefs {
  operations: string[]
  webhooks: string[]
  errorCodes: boolean
}

/** The page's slice of the API description; an unknown id fails the build naming the page. */
export function pageApiData(api: ApiDocument | null, refs: ApiRefs, sourceFile: string): PageApiData | null {
  if (refs.operations.length === 0 && refs.webhooks.length === 0 && !refs.errorCodes) return null
  if (!api) throw new ContentError(sourceFile, 'uses API components but content/api/openapi.yaml does not exist')
  const operations: PageApiData['operations'] = {}
  for (const id of refs.operations) {
    const op = api.operations[id]
    if (!op) throw new ContentError(sourceFile, `<ApiOperation id="${id}" />: no operation with that operationId in content/api/openapi.yaml`)
    operations[id] = op
  }
  const webhooks: PageApiData['webhooks'] = {}
  for (const name of refs.webhooks) {
    const hook = api.webhooks[name]
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
