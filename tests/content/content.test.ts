/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as untyped JSON, by pointer */
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { testSite } from '../site/testSite'
import { planPages, OPENAPI_ROUTE, POSTMAN_ROUTE, DOCS_PER_TAG_PAGE } from '../../src/node/pages'
import { validate } from '../../src/theme/ApiReference/console/validate'
import type { ConsoleOperation } from '../../src/reference/types'
import { collectBrokenLinks } from '../../src/node/links'
import { WarningCollector } from '../../src/node/errors'
import { proseLines, plainText } from './text'
import { SPEC_DOC_ROUTES, SPEC_POST_DATES } from './specPages'
import { POSTS_PER_PAGE, shortDate } from '../../src/node/blog'
import { searchSections } from '../../src/node/searchSections'
import { analyze } from '../../src/search/tokenize'

/**
 * The content suite: every page the requirements list exists and is real documentation of one consistent platform.
 * Reads the same files the build reads (no Gatsby needed).
 */
const ROOT = join(__dirname, '..', '..')
const site = testSite()
const api = site.api
if (!api) throw new Error('content/api/openapi.yaml is missing')

interface CodeBlock {
  lang: string
  meta: string
  code: string
  line: number
}

const sourceOf = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const bodyOf = (file: string) => matter(sourceOf(file), {}).content

function codeBlocks(body: string): CodeBlock[] {
  const blocks: CodeBlock[] = []
  let open: (CodeBlock & { fence: string }) | null = null
  body.split('\n').forEach((text, index) => {
    const match = /^\s*(```|~~~)\s*([^\s{]*)(.*)$/.exec(text)
    if (match && !open) open = { fence: match[1], lang: match[2], meta: match[3].trim(), code: '', line: index + 1 }
    else if (match && open && match[1] === open.fence && match[2] === '') {
      const { fence: _fence, ...block } = open
      blocks.push(block)
      open = null
    } else if (open) open.code += `${text}\n`
  })
  return blocks
}

const isApiDoc = (docId: string) => docId === 'api/index' || docId.startsWith('api/')
const guides = site.docs.filter((doc) => !isApiDoc(doc.docId) && !doc.docId.startsWith('faq/') && doc.docId !== 'index')
const allSources = [...site.docs.map((d) => d.sourceFile), ...site.posts.map((p) => p.sourceFile), ...site.pages.map((p) => p.sourceFile)]

describe('content', () => {
  test('every page docs/requirements.md §2 lists exists at its route', () => {
    const routes = new Set(site.docs.map((doc) => doc.path))
    expect(SPEC_DOC_ROUTES.filter((route) => !routes.has(route))).toEqual([])
  })

  test('every doc has a title and a description in its front matter', () => {
    const missing = site.docs.filter((doc) => {
      const { data } = matter(sourceOf(doc.sourceFile), {})
      return typeof data.title !== 'string' || typeof data.description !== 'string' || data.description.trim().length < 20
    })
    expect(missing.map((d) => d.sourceFile)).toEqual([])
  })

  test('guides have at least 300 words', () => {
    const short = guides.filter((doc) => doc.wordCount < 300).map((doc) => `${doc.sourceFile}: ${doc.wordCount}`)
    expect(short).toEqual([])
  })

  test('FAQ pages answer at least 8 questions each', () => {
    const faqs = site.docs.filter((doc) => doc.docId.startsWith('faq/'))
    expect(faqs.map((doc) => doc.path)).toEqual(expect.arrayContaining(SPEC_DOC_ROUTES.filter((route) => route.startsWith('/docs/faq/'))))
    for (const faq of faqs) expect([faq.sourceFile, faq.headings.filter((h) => h.depth === 2).length >= 8]).toEqual([faq.sourceFile, true])
  })

  test('every API endpoint page shows a method, a path, a parameter table and two code languages', () => {
    const problems: string[] = []
    for (const doc of site.docs.filter((d) => d.docId.startsWith('api/') && d.docId !== 'api/index')) {
      const { operations, webhooks, errorCodes } = doc.apiRefs
      if (operations.length === 0 && webhooks.length === 0 && !errorCodes) problems.push(`${doc.sourceFile}: no <ApiOperation>/<ApiWebhook>/<ErrorCodes>`)
      for (const id of operations) {
        const op = api.operations[id]
        if (!op) problems.push(`${doc.sourceFile}: unknown operation ${id}`)
        else if (op.headers.length + op.pathParams.length + op.queryParams.length + (op.body ? op.body.children.length + (op.body.variants?.length ?? 0) : 0) === 0) {
          problems.push(`${doc.sourceFile}: ${id} has no parameters to tabulate`)
        }
      }
      const languages = new Set(codeBlocks(bodyOf(doc.sourceFile)).map((b) => b.lang).filter(Boolean))
      if (!errorCodes && languages.size < 2) problems.push(`${doc.sourceFile}: code blocks in ${[...languages].join(', ') || 'no language'}`)
    }
    expect(problems).toEqual([])
  })

  test('every image has alt text and exists', () => {
    const problems: string[] = []
    for (const file of allSources) {
      for (const match of bodyOf(file).matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)) {
        if (match[1].trim().length < 10) problems.push(`${file}: image ${match[2]} has no meaningful alt text`)
        if (match[2].startsWith('/') && !existsSync(join(ROOT, 'static', match[2]))) problems.push(`${file}: ${match[2]} does not exist`)
      }
    }
    expect(problems).toEqual([])
  })

  test('no placeholder text and no empty section', () => {
    const problems: string[] = []
    for (const file of allSources) {
      const body = bodyOf(file)
      if (/\bTODO\b|\bTBD\b|lorem|заглушк/i.test(plainText(body))) problems.push(`${file}: placeholder text`)
      const lines = proseLines(body)
      lines.forEach(({ text, index }, i) => {
        const heading = /^(#{2,6})\s/.exec(text)
        if (!heading) return
        const next = lines.slice(i + 1).find((l) => l.text.trim() !== '' && l.index > index)
        const nextHeading = next ? /^(#{1,6})\s/.exec(next.text) : null
        const fenceFollows = body.split('\n').slice(index + 1).find((l) => l.trim() !== '')?.trim().startsWith('```')
        if (!fenceFollows && (!next || (nextHeading && nextHeading[1].length <= heading[1].length))) problems.push(`${file}: empty section "${text.trim()}"`)
      })
    }
    expect(problems).toEqual([])
  })

  test('every internal link resolves', () => {
    const routed = [
      ...planPages(site).map((p) => ({ path: p.path, anchors: p.anchors, sourceFile: p.sourceFile })),
      ...['/', '/search', '/404', OPENAPI_ROUTE, POSTMAN_ROUTE].map((path) => ({ path, anchors: null })),
    ]
    const warnings = new WarningCollector()
    const broken = collectBrokenLinks([...site.docs, ...site.posts, ...site.pages], routed, { root: ROOT, staticDir: join(ROOT, 'static'), warnings })
    expect(broken).toEqual([])
    expect(warnings.format()).toBe('')
  })

  test("a docs tag's pages list every doc with the tag once, at most DOCS_PER_TAG_PAGE each, and chain to each other", () => {
    const pages = planPages(site).filter((p) => p.component.endsWith('DocsTag.tsx'))
    const paths = new Set(pages.map((p) => p.path))
    const listed = new Map<string, string[]>()
    for (const { path, context } of pages) {
      const { label, docIds, previousPath, nextPath } = context as { label: string; docIds: string[]; previousPath: string | null; nextPath: string | null }
      expect(docIds.length).toBeGreaterThan(0)
      expect(docIds.length).toBeLessThanOrEqual(DOCS_PER_TAG_PAGE)
      for (const link of [previousPath, nextPath]) if (link) expect(paths).toContain(link)
      if (/\/page\/\d+$/.test(path)) expect(previousPath).not.toBeNull()
      listed.set(label, [...(listed.get(label) ?? []), ...docIds])
    }
    const tagged = (label: string) => site.docs.filter((d) => !d.unlisted && d.tags.includes(label)).map((d) => d.docId)
    for (const [label, docIds] of listed) expect([...docIds].sort()).toEqual(tagged(label).sort())
    // The content has a tag of more than one page, so the pagination is exercised.
    expect(pages.some((p) => p.path.endsWith('/page/2'))).toBe(true)
  })

  test('release notes span the dates the requirements give and fill more than one blog page', () => {
    const dates = site.posts.map((post) => post.date).sort()
    expect({ oldest: shortDate(dates[0]), newest: shortDate(dates.at(-1) ?? '') }).toEqual(SPEC_POST_DATES)
    expect(site.posts.filter((post) => !post.unlisted).length).toBeGreaterThan(POSTS_PER_PAGE)
  })

  test('release notes link to the docs pages they change', () => {
    expect(site.posts.length).toBeGreaterThan(0)
    const thin = site.posts.filter((post) => post.links.filter((l) => l.target.startsWith('/docs/')).length < 2)
    expect(thin.map((p) => p.sourceFile)).toEqual([])
  })

  test("every keyword of a doc adds a word its page does not have, and goes with the page's top search section", () => {
    const withKeywords = site.docs.filter((doc) => doc.keywords.length > 0 && !doc.unlisted)
    const sections = searchSections(site, 'blog')
    const idle: string[] = []
    for (const doc of withKeywords) {
      const own = new Set(analyze([doc.title, doc.description, ...doc.sections.map((s) => `${s.heading?.value ?? ''} ${s.text}`)].join(' ')))
      for (const keyword of doc.keywords) if (analyze(keyword).every((stem) => own.has(stem))) idle.push(`${doc.sourceFile}: «${keyword}»`)
      expect(sections.find((record) => record.url === doc.path)?.keywords).toBe(doc.keywords.join(', '))
    }
    expect(idle).toEqual([])
  })
})

describe('consistency with the one glossary and error table', () => {
  const raw = api.raw as Record<string, any>
  const schemas = raw.components.schemas as Record<string, any>
  const enumOf = (name: string): string[] => schemas[name]?.enum ?? []
  const glossary = sourceOf('content/docs/additional-info/glossary.mdx')
  const knownCodes = new Set([...api.errorCodes.map((e) => e.code), ...api.deliveryErrorCodes.map((e) => e.code)])

  test.each(['MessageStatus', 'TemplateStatus'])('every %s value is in the glossary', (name) => {
    const values = enumOf(name)
    expect(values.length).toBeGreaterThan(3)
    expect(values.filter((value) => !glossary.includes(`\`${value}\``))).toEqual([])
  })

  test('every error code in the pages exists in the OpenAPI error table', () => {
    const unknown = new Set<string>()
    for (const file of allSources) {
      for (const { text } of proseLines(bodyOf(file))) {
        for (const match of text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)) {
          // Only tokens that look like our codes (two or more words in UPPER_SNAKE) are checked.
          if (!knownCodes.has(match[1]) && !ALLOWED_CONSTANTS.has(match[1])) unknown.add(`${file}: ${match[1]}`)
        }
      }
    }
    expect([...unknown]).toEqual([])
  })
})

/** UPPER_SNAKE tokens in the pages that are not error codes: third-party constants named in guides. */
const ALLOWED_CONSTANTS = new Set<string>(JSON.parse(readFileSync(join(__dirname, 'allowed-constants.json'), 'utf8')))

describe('API examples match the OpenAPI description', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(api.raw, 'openapi')
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')
  const resolvePointer = (pointer: string): { node: any; pointer: string } => {
    const node = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<any>((n, k) => n?.[k], api.raw)
    if (node && typeof node.$ref === 'string') return resolvePointer(node.$ref.slice(1))
    return { node, pointer }
  }
  const operationPointer = (id: string): string => {
    const op = api.operations[id]
    if (!op) throw new Error(`unknown operation ${id}`)
    return `/paths/${escape(op.path)}/${op.method.toLowerCase()}`
  }

  const examples: Array<[string, string, string, string]> = []
  for (const doc of site.docs) {
    for (const block of codeBlocks(bodyOf(doc.sourceFile))) {
      const kind = /example=(\S+)/.exec(block.meta)?.[1]
      if (kind) examples.push([`${doc.sourceFile}:${block.line}`, kind, block.code, doc.apiRefs.operations[0] ?? ''])
    }
  }

  test('there are examples to check', () => {
    expect(examples.length).toBeGreaterThan(60)
  })

  test.each(examples)('%s (%s) is valid', (_where, kind, code, operationId) => {
    const data = JSON.parse(code)
    let pointer: string
    if (kind.startsWith('webhook:')) {
      const hook = resolvePointer(`/webhooks/${kind.slice(8)}/post/requestBody`)
      pointer = `${hook.pointer}/content/application~1json/schema`
    } else if (kind === 'request') {
      const body = resolvePointer(`${operationPointer(operationId)}/requestBody`)
      pointer = `${body.pointer}/content/application~1json/schema`
    } else {
      const status = kind.replace(/^response:/, '')
      const response = resolvePointer(`${operationPointer(operationId)}/responses/${status}`)
      expect(response.node).toBeDefined()
      if (!response.node.content) return
      pointer = `${response.pointer}/content/application~1json/schema`
    }
    const validate = ajv.getSchema(`openapi#${pointer}`)
    expect(validate).toBeDefined()
    const valid = validate?.(data)
    expect(validate?.errors ?? []).toEqual([])
    expect(valid).toBe(true)
  })
})

describe('the API reference: generated samples and examples match the OpenAPI description', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(api.raw, 'openapi')
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')
  /** The JSON pointer of a node in the file as written, following a $ref where the file has one. */
  const follow = (pointer: string): string => {
    const node = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<any>((n, k) => n?.[k], api.raw)
    return node && typeof node.$ref === 'string' ? follow(node.$ref.slice(1)) : pointer
  }
  const check = (pointer: string, data: unknown): string[] => {
    const validate = ajv.getSchema(`openapi#${pointer}`)
    if (!validate) return [`no schema at ${pointer}`]
    return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
  }
  const operations = Object.values(api.operations)

  test.each(operations.map((op) => [op.id, op] as const))('%s: every sample sends a request the schema accepts', (id, op) => {
    const request = api.sampleRequests[id]
    const base = `/paths/${escape(op.path)}/${op.method.toLowerCase()}`
    const problems: string[] = []
    // the address: a server, then the path with each parameter filled by a value its schema accepts
    const server = op.servers.find((s) => request.url.startsWith(s.url))
    if (!server) problems.push(`${request.url} starts with no server of the file`)
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '([^/]+)')}$`)
    const values = pattern.exec(request.url.slice(server?.url.length ?? 0))
    if (!values) problems.push(`${request.url} does not follow ${op.path}`)
    const raw = api.raw as any
    const params: any[] = [...(raw.paths[op.path].parameters ?? []), ...(raw.paths[op.path][op.method.toLowerCase()].parameters ?? [])].map((p: any) =>
      p.$ref ? p.$ref.slice(2).split('/').reduce((n: any, k: string) => n[k], raw) : p,
    )
    names.forEach((name, i) => {
      const index = params.findIndex((p) => p.in === 'path' && p.name === name)
      const at = follow(`${base}/parameters/${index}`)
      problems.push(...check(`${at}/schema`, decodeURIComponent(values?.[i + 1] ?? '')).map((e) => `path ${name}: ${e}`))
    })
    for (const { name, value } of request.query) {
      const index = params.findIndex((p) => p.in === 'query' && p.name === name)
      const schema = params[index]?.schema
      const typed = schema?.type === 'integer' || schema?.type === 'number' ? Number(value) : value
      problems.push(...check(`${follow(`${base}/parameters/${index}`)}/schema`, typed).map((e) => `query ${name}: ${e}`))
    }
    for (const param of params.filter((p) => p.in === 'header' && p.required)) {
      if (!request.headers.some((h) => h.name === param.name)) problems.push(`header ${param.name} is required but not sent`)
    }
    if (op.auth && !request.headers.some((h) => h.name === 'Authorization' && /^Bearer /.test(h.value))) problems.push('no Bearer key')
    // the body: valid against the request schema
    if (op.body) problems.push(...check(`${follow(`${base}/requestBody`)}/content/application~1json/schema`, request.body).map((e) => `body ${e}`))
    else if (request.body !== undefined) problems.push('a body for an operation without one')
    expect(problems).toEqual([])
    // every language carries that request: the address and, where there is one, each top-level body field
    expect(op.samples.map((s) => s.id)).toEqual(['curl', 'python', 'javascript', 'php', 'java', 'kotlin', 'csharp', 'go', 'swift', 'powershell'])
    for (const sample of op.samples) {
      expect([sample.id, sample.code.includes(request.url.split('?')[0])]).toEqual([sample.id, true])
      for (const field of Object.keys((request.body as object | undefined) ?? {})) expect([sample.id, field, sample.code.includes(field)]).toEqual([sample.id, field, true])
    }
    const curl = op.samples[0].code
    const data = /--data '([\s\S]*)'$/.exec(curl)?.[1]
    if (op.body) expect(JSON.parse(data ?? 'null')).toEqual(request.body)
  })

  test.each(operations.map((op) => [op.id, op] as const))('%s: every example shown, written or generated, is valid for its schema', (_id, op) => {
    const base = `/paths/${escape(op.path)}/${op.method.toLowerCase()}`
    const problems: string[] = []
    for (const example of op.body?.examples ?? []) problems.push(...check(`${follow(`${base}/requestBody`)}/content/application~1json/schema`, JSON.parse(example.json)).map((e) => `request ${example.name}: ${e}`))
    for (const response of op.responses) {
      for (const example of response.body?.examples ?? []) {
        problems.push(...check(`${follow(`${base}/responses/${response.status}`)}/content/application~1json/schema`, JSON.parse(example.json)).map((e) => `${response.status} ${example.name}: ${e}`))
      }
    }
    expect(problems).toEqual([])
  })

  test('sendMessage has a variant and a valid example per channel, and a discriminator', () => {
    const body = api.operations.sendMessage.body!
    expect(body.variants?.map((v) => v.key)).toEqual(['sms', 'viber', 'whatsapp', 'push', 'notify', 'cascade'])
    expect(body.discriminator).toBe('channel')
    expect(body.examples.map((e) => e.name)).toEqual(['whatsapp', 'sms', 'viber', 'push', 'notify', 'cascade'])
    // each example is tied to its variant, so choosing a variant shows its example's samples
    expect(api.operations.sendMessage.exampleSamples).toMatchObject({
      shown: 'whatsapp',
      variants: { whatsapp: 'whatsapp', sms: 'sms', viber: 'viber', push: 'push', notify: 'notify', cascade: 'cascade' },
      file: expect.stringMatching(/^\/api\/samples\/sendMessage\.[0-9a-f]{12}\.json$/),
    })
  })

  test('the samples of every request example send that example, in every language', () => {
    for (const [id, sets] of Object.entries(api.exampleSamples)) {
      const op = api.operations[id]
      expect(Object.keys(sets)).toEqual(op.body!.examples.map((e) => e.name))
      for (const [name, { request, samples }] of Object.entries(sets)) {
        expect([id, name, request.body]).toEqual([id, name, JSON.parse(op.body!.examples.find((e) => e.name === name)!.json)])
        expect(request.url).toBe(api.sampleRequests[id].url)
        for (const sample of samples) {
          for (const field of Object.keys(request.body as object)) expect([id, name, sample.id, field, sample.code.includes(field)]).toEqual([id, name, sample.id, field, true])
        }
      }
    }
    // the shown example's samples are the page's
    expect(api.exampleSamples.sendMessage.whatsapp.samples).toEqual(api.operations.sendMessage.samples)
  })

  test("the console's validator accepts every example the file gives, parameters and bodies", () => {
    const data = JSON.parse(api.console.json) as Record<string, ConsoleOperation>
    expect(Object.keys(data).sort()).toEqual(Object.keys(api.operations).sort())
    const problems: string[] = []
    for (const [id, op] of Object.entries(data)) {
      for (const param of op.params) {
        const type = param.schema.type
        const value = type === 'integer' || type === 'number' ? Number(param.example) : param.example
        problems.push(...validate(value, param.schema).map((p) => `${id} ${param.name}: ${p.message}`))
      }
      for (const [name, example] of Object.entries(op.body?.examples ?? {})) problems.push(...validate(example, op.body!.schema).map((p) => `${id} ${name} ${p.path}: ${p.message}`))
    }
    expect(problems).toEqual([])
    expect(data.sendMessage.servers.filter((s) => s.sandbox).map((s) => s.url)).toEqual(['https://sandbox.api.platform.example/v1'])
  })

  test('the files of example samples are rendered code blocks, one per language and example', () => {
    expect(site.apiSampleFiles.map((f) => f.path)).toEqual([api.operations.sendMessage.exampleSamples!.file])
    const file = JSON.parse(site.apiSampleFiles[0].json) as Record<string, Record<string, string>>
    expect(Object.keys(file.sms)).toEqual(['curl', 'python', 'javascript', 'php', 'java', 'kotlin', 'csharp', 'go', 'swift', 'powershell'])
    expect(file.sms.curl).toMatch(/^<div[^>]*data-code-block=""/)
    // The sample is made from the file's own example: its sender name is in the request the sample sends.
    const sms = api.operations.sendMessage.body?.examples.find((example) => example.name === 'sms')
    const { sender } = JSON.parse(sms?.json ?? '{}') as { sender?: string }
    expect(sender).toEqual(expect.any(String))
    expect(file.sms.curl).toContain(sender)
  })

  test('every error status lists its codes, each linking to its row on the error-codes page', () => {
    for (const op of operations) {
      for (const response of op.responses.filter((r) => Number(r.status) >= 400)) {
        expect([op.id, response.status, response.errorCodes.length > 0]).toEqual([op.id, response.status, true])
        for (const code of response.errorCodes) expect(code.href).toBe(`/docs/api/messages/errorcodes#error-${code.code.toLowerCase()}`)
      }
    }
  })
})
