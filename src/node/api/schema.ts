import { typographText } from '../body/typography'
import type { Constraint, EnumValue, SchemaNode, VariantView } from '../../reference/types'
import { renderMarkdown, type MarkdownOptions } from './markdown'
import { RU_FORMATS, RU_UNITS, tb } from '../../i18n/build'

/** A JSON Schema object of a dereferenced OpenAPI 3.1 document. */
export type Schema = Record<string, unknown>

export const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value)

/** Requests leave out readOnly fields, responses leave out writeOnly ones. */
export type Direction = 'request' | 'response'

export interface TreeContext {
  direction: Direction
  markdown: MarkdownOptions
  /** Links found in descriptions, for the build's link check. */
  links: string[]
}

/** Russian plural: 1 символ, 2 символа, 5 символов. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 10 || mod100 >= 20)) return few
  return many
}

const number = (n: number) => (Math.abs(n) >= 10000 ? n.toLocaleString('ru-RU').replace(/\u00a0/g, ' ') : String(n))

/** The genitive after «до», «не больше», «не меньше»: до 1 символа, до 64 символов. */
const genitive = (n: number, [one, many]: readonly [string, string]) => (n % 10 === 1 && n % 100 !== 11 ? one : many)

type Unit = (typeof RU_UNITS)[keyof typeof RU_UNITS]

function range(min: number | undefined, max: number | undefined, unit?: Unit): string | null {
  const after = (n: number) => (unit ? ` ${genitive(n, unit.after)}` : '')
  if (min !== undefined && max !== undefined)
    return min === max
      ? tb('build.api.exactly', { value: `${number(min)}${unit ? ` ${plural(min, unit.count)}` : ''}` })
      : tb('build.api.between', { min: number(min), max: `${number(max)}${after(max)}` })
  if (max !== undefined) return tb('build.api.atMost', { max: `${number(max)}${after(max)}` })
  if (min !== undefined) return tb('build.api.atLeast', { min: `${number(min)}${after(min)}` })
  return null
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

/** The schema's constraints as short Russian phrases, each on its own line in the reference. */
export function constraintsOf(schema: Schema): Constraint[] {
  const out: Constraint[] = []
  const types = typesOf(schema)
  const length = range(num(schema.minLength), num(schema.maxLength), RU_UNITS.characters)
  if (length) out.push({ text: length })
  const bounds = range(num(schema.minimum), num(schema.maximum))
  if (bounds) out.push({ text: bounds })
  if (num(schema.exclusiveMinimum) !== undefined) out.push({ text: tb('build.api.above', { value: number(schema.exclusiveMinimum as number) }) })
  if (num(schema.exclusiveMaximum) !== undefined) out.push({ text: tb('build.api.below', { value: number(schema.exclusiveMaximum as number) }) })
  if (num(schema.multipleOf) !== undefined) out.push({ text: tb('build.api.multipleOf', { value: number(schema.multipleOf as number) }) })
  const items = range(num(schema.minItems), num(schema.maxItems), RU_UNITS.items)
  if (items) out.push({ text: items })
  if (schema.uniqueItems === true) out.push({ text: tb('build.api.unique') })
  const props = range(num(schema.minProperties), num(schema.maxProperties), RU_UNITS.keys)
  if (props) out.push({ text: props })
  if (typeof schema.format === 'string' && RU_FORMATS[schema.format] && !types.includes('integer'))
    out.push({ text: tb('build.api.format', { format: RU_FORMATS[schema.format] }) })
  if (typeof schema.pattern === 'string') out.push({ text: tb('build.api.pattern'), code: schema.pattern })
  if (isObject(schema.propertyNames) && typeof schema.propertyNames.pattern === 'string')
    out.push({ text: tb('build.api.keyPattern'), code: schema.propertyNames.pattern })
  if (schema.const !== undefined) out.push({ text: tb('build.api.always'), code: JSON.stringify(schema.const) })
  // The reference's generated phrases read as its descriptions do (src/node/body/typography.ts).
  return out.map((constraint) => ({ ...constraint, text: typographText(constraint.text) }))
}

function typesOf(schema: Schema): string[] {
  const type = schema.type
  return Array.isArray(type) ? type.map(String) : type ? [String(type)] : []
}

/** `string`, `integer (int64)`, `array<object>`, `string | null`. */
export function typeLabel(schema: Schema): string {
  const types = typesOf(schema)
  const labels = types.map((type) => {
    if (type === 'array') return isObject(schema.items) ? `array<${typeLabel(schema.items).replace(/ \| null$/, '')}>` : 'array'
    if (type === 'integer' && typeof schema.format === 'string' && /^int/.test(schema.format)) return `integer (${schema.format})`
    return type
  })
  if (labels.length === 0) {
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return 'object'
    if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object'
    return 'any'
  }
  const notNull = labels.filter((l) => l !== 'null')
  return notNull.length < labels.length ? `${notNull.join(' | ')} | null` : labels.join(' | ')
}

/** allOf parts merged into one schema (properties and required lists joined). */
export function merged(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema
  const { allOf, ...rest } = schema
  return (allOf as unknown[]).filter(isObject).reduce<Schema>((acc, part) => {
    const p = merged(part)
    return {
      ...p,
      ...acc,
      properties: { ...(isObject(p.properties) ? p.properties : {}), ...(isObject(acc.properties) ? acc.properties : {}) },
      required: [...(Array.isArray(p.required) ? p.required : []), ...(Array.isArray(acc.required) ? acc.required : [])],
    }
  }, rest)
}

/** An anchor-safe form of a field path: `to.phone` -> `to-phone`, `items[].clientId` -> `items-clientId`. */
export const anchorPart = (path: string) =>
  path
    .replace(/\[\]/g, '')
    .replace(/[^0-9A-Za-z_-]+/g, '-')
    .replace(/^-|-$/g, '')

function describe(schema: Schema, context: TreeContext): string {
  if (typeof schema.description !== 'string') return ''
  const rendered = renderMarkdown(schema.description, context.markdown)
  context.links.push(...rendered.links)
  return rendered.html
}

function enumValues(schema: Schema, context: TreeContext): EnumValue[] | undefined {
  if (!Array.isArray(schema.enum)) return undefined
  const described = isObject(schema['x-enumDescriptions']) ? schema['x-enumDescriptions'] : {}
  return schema.enum.map((value) => {
    const text = described[String(value)]
    const html = typeof text === 'string' ? renderMarkdown(text, { ...context.markdown, inline: true }) : null
    if (html) context.links.push(...html.links)
    return { value: JSON.stringify(value), descriptionHtml: html?.html ?? '' }
  })
}

function firstExample(schema: Schema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  return schema.example
}

const scalar = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value))

/** The title of a oneOf/anyOf alternative: its title, the discriminator value that selects it, or its number. */
function variantTitle(variant: Schema, index: number, discriminator: string | undefined): { title: string; key: string } {
  const props = isObject(variant.properties) ? variant.properties : {}
  const selector = discriminator && isObject(props[discriminator]) ? (props[discriminator] as Schema) : undefined
  const value = selector?.const ?? (Array.isArray(selector?.enum) && selector.enum.length === 1 ? selector.enum[0] : undefined)
  const title =
    typeof variant.title === 'string' ? variant.title : value !== undefined ? String(value) : tb('build.api.variant', { number: index + 1 })
  // The key goes into anchors: the discriminator's value, else `x-variant` (a Latin name the file gives), else the number.
  const key =
    anchorPart(value !== undefined ? String(value) : typeof variant['x-variant'] === 'string' ? variant['x-variant'] : '') || `variant-${index + 1}`
  return { title, key }
}

/**
 * The fields of an object schema (and of the objects inside it) as a tree: each node with its anchor
 * (`${anchorBase}-${path}`), type, required marker, description, constraints, default, example and enum values.
 * Arrays of objects nest their item fields; oneOf/anyOf alternatives become named variants.
 */
export function schemaChildren(
  input: unknown,
  anchorBase: string,
  pathBase: string,
  context: TreeContext,
  seen: Set<unknown> = new Set(),
): { children: SchemaNode[]; variants?: VariantView[]; discriminator?: string } {
  if (!isObject(input) || seen.has(input)) return { children: [] }
  const nextSeen = new Set(seen).add(input)
  const schema = merged(input)
  const target = typesOf(schema).includes('array') && isObject(schema.items) ? merged(schema.items) : schema
  const itemPath = target === schema ? pathBase : `${pathBase}[]`
  const required = new Set(Array.isArray(target.required) ? target.required.map(String) : [])
  const children: SchemaNode[] = []
  for (const [name, raw] of Object.entries(isObject(target.properties) ? target.properties : {})) {
    if (!isObject(raw)) continue
    const prop = merged(raw)
    if (context.direction === 'request' && prop.readOnly === true) continue
    if (context.direction === 'response' && prop.writeOnly === true) continue
    const path = itemPath ? `${itemPath}.${name}` : name
    children.push(fieldNode(name, path, prop, required.has(name), anchorBase, context, nextSeen))
  }
  const alternatives = alternativesOf(target)
  if (alternatives.length === 0) return { children }
  const variants = alternatives.map(({ schema: variant, discriminator }, index) => {
    const { title, key } = variantTitle(variant, index, discriminator)
    const inner = schemaChildren(variant, `${anchorBase}-${key}`, itemPath, context, nextSeen)
    return { title, key, descriptionHtml: describe(variant, context), children: inner.children }
  })
  const named = [...new Set(alternatives.map((a) => a.discriminator).filter(Boolean))]
  return { children, variants, discriminator: named.length === 1 ? named[0] : undefined }
}

const discriminatorOf = (schema: Schema) =>
  isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string' ? schema.discriminator.propertyName : undefined

/**
 * The oneOf/anyOf alternatives of a schema, an alternative that is itself only a choice (a oneOf without fields of
 * its own) spliced in: one list of variants (SMS, Viber, …, Каскад), each with the discriminator that selects it.
 */
function alternativesOf(schema: Schema, discriminator = discriminatorOf(schema)): Array<{ schema: Schema; discriminator?: string }> {
  const list = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(isObject)
  return list.flatMap((alternative) => {
    const variant = merged(alternative)
    const choiceOnly = !isObject(variant.properties) && (Array.isArray(variant.oneOf) || Array.isArray(variant.anyOf))
    return choiceOnly ? alternativesOf(variant) : [{ schema: variant, discriminator }]
  })
}

export function fieldNode(
  name: string,
  path: string,
  prop: Schema,
  required: boolean,
  anchorBase: string,
  context: TreeContext,
  seen: Set<unknown> = new Set(),
): SchemaNode {
  const inner = schemaChildren(prop, anchorBase, path, context, seen)
  const example = firstExample(prop)
  return {
    name,
    path,
    anchor: `${anchorBase}-${anchorPart(path)}`,
    type: typeLabel(prop),
    required,
    deprecated: prop.deprecated === true,
    descriptionHtml: describe(prop, context),
    constraints: constraintsOf(prop),
    defaultValue: scalar(prop.default),
    example: example !== undefined && (typeof example !== 'object' || example === null) ? scalar(example) : undefined,
    enumValues: enumValues(prop, context),
    children: inner.children,
    variants: inner.variants,
    discriminator: inner.discriminator,
  }
}
