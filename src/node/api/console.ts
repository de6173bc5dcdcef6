import { createHash } from 'node:crypto'
import { isObject, type Schema } from './schema'
import type { ConsoleOperation, ConsoleSchema, ServerView } from '../../reference/types'

/** The keywords the console's validator knows (src/theme/ApiReference/console/validate.ts); the rest is prose. */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'allOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'nullable',
  'discriminator',
])

/** A request schema as the console validates it: the validation keywords only, readOnly fields left out. */
export function consoleSchema(schema: unknown, seen: Set<unknown> = new Set()): ConsoleSchema {
  if (!isObject(schema) || seen.has(schema)) return {}
  const next = new Set(seen).add(schema)
  const out: Schema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key)) continue
    if (key === 'properties' && isObject(value)) {
      const kept = Object.entries(value).filter(([, prop]) => !(isObject(prop) && prop.readOnly === true))
      out.properties = Object.fromEntries(kept.map(([name, prop]) => [name, consoleSchema(prop, next)]))
    } else if ((key === 'items' || key === 'additionalProperties') && isObject(value)) out[key] = consoleSchema(value, next)
    else if ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value))
      out[key] = value.map((each) => consoleSchema(each, next))
    else if (key === 'discriminator' && isObject(value)) out.discriminator = { propertyName: value.propertyName }
    else out[key] = value
  }
  if (Array.isArray(out.required) && isObject(schema.properties)) {
    const props = schema.properties
    out.required = out.required.filter((name: unknown) => !(isObject(props[String(name)]) && (props[String(name)] as Schema).readOnly === true))
  }
  return out as ConsoleSchema
}

/** A server the console sends to first: the sandbox, named so in the file's URL or description. */
export const isSandbox = (server: ServerView): boolean => /sandbox|песочниц/i.test(`${server.url} ${server.description}`)

/** The console's data of every operation in one file, fetched when a reader first opens the console. */
export function consoleFile(operations: Record<string, ConsoleOperation>, route: string): { path: string; json: string } {
  const json = JSON.stringify(operations)
  return { path: `${route}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`, json }
}
