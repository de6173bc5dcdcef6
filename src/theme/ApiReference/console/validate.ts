/**
 * Checks a value against the part of JSON Schema an OpenAPI request uses (types, required fields, enums,
 * lengths, patterns, ranges, arrays, oneOf/anyOf/allOf with a discriminator), so the console can say which field
 * is wrong before anything is sent. Small on purpose: it ships in the console's chunk, where a full validator
 * (ajv and its formats) would weigh more than the whole console.
 */
export type JsonSchema = Record<string, unknown>

export interface Problem {
  /** The field's path (`to.phone`, `buttons[0].url`); empty for the body itself. */
  path: string
  message: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

const TYPE_NAMES: Record<string, string> = {
  string: 'строка',
  integer: 'целое число',
  number: 'число',
  boolean: 'true или false',
  object: 'объект',
  array: 'массив',
  null: 'null',
}

const join = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key)

const FORMATS: Record<string, RegExp> = {
  uri: /^[a-z][a-z0-9+.-]*:\S+$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
}

export function validate(value: unknown, schema: JsonSchema, path = ''): Problem[] {
  const problems: Problem[] = []
  const add = (message: string, at = path) => problems.push({ path: at, message })

  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []
  if (schema.nullable === true) types.push('null')
  const actual = typeOf(value)
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
    add(`ожидается ${types.map((t) => TYPE_NAMES[t] ?? t).join(' или ')}`)
    return problems
  }
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) add(`должно быть ${JSON.stringify(schema.const)}`)
  if (Array.isArray(schema.enum) && !schema.enum.some((each) => JSON.stringify(each) === JSON.stringify(value))) {
    add(`допустимые значения: ${schema.enum.map((each) => JSON.stringify(each)).join(', ')}`)
  }

  if (typeof value === 'string') {
    const length = [...value].length
    if (typeof schema.minLength === 'number' && length < schema.minLength) add(`не короче ${schema.minLength} символов`)
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) add(`не длиннее ${schema.maxLength} символов`)
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) add(`не соответствует шаблону ${schema.pattern}`)
    const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined
    if (format && !format.test(value)) add(`ожидается формат ${String(schema.format)}`)
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) add(`не меньше ${schema.minimum}`)
    if (typeof schema.maximum === 'number' && value > schema.maximum) add(`не больше ${schema.maximum}`)
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) add(`больше ${schema.exclusiveMinimum}`)
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) add(`меньше ${schema.exclusiveMaximum}`)
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) add(`не меньше ${schema.minItems} элементов`)
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) add(`не больше ${schema.maxItems} элементов`)
    if (schema.uniqueItems === true && new Set(value.map((each) => JSON.stringify(each))).size !== value.length) add('элементы не должны повторяться')
    if (isRecord(schema.items)) value.forEach((item, index) => problems.push(...validate(item, schema.items as JsonSchema, join(path, index))))
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {}
    for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
      if (value[name] === undefined) add('обязательное поле не заполнено', join(path, name))
    }
    for (const [name, each] of Object.entries(value)) {
      const propSchema = properties[name]
      if (isRecord(propSchema)) problems.push(...validate(each, propSchema, join(path, name)))
      else if (schema.additionalProperties === false) add('такого поля нет в схеме', join(path, name))
      else if (isRecord(schema.additionalProperties)) problems.push(...validate(each, schema.additionalProperties, join(path, name)))
    }
    if (typeof schema.minProperties === 'number' && Object.keys(value).length < schema.minProperties) add(`не меньше ${schema.minProperties} полей`)
    if (typeof schema.maxProperties === 'number' && Object.keys(value).length > schema.maxProperties) add(`не больше ${schema.maxProperties} полей`)
  }

  if (Array.isArray(schema.allOf)) for (const part of schema.allOf as JsonSchema[]) problems.push(...validate(value, part, path))
  const alternatives = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null) as JsonSchema[] | null
  if (alternatives) problems.push(...chooseAlternative(value, schema, alternatives, path))
  return problems
}

/**
 * A value that must match one of several schemas: fine when one accepts it. Otherwise the problems of the
 * alternative it most likely meant (the one its discriminator selects, else the one with the fewest problems), so
 * the message still names a field.
 */
function chooseAlternative(value: unknown, schema: JsonSchema, alternatives: JsonSchema[], path: string): Problem[] {
  const results = alternatives.map((alternative) => validate(value, alternative, path))
  const valid = results.filter((each) => each.length === 0).length
  if (schema.oneOf && valid > 1) return [{ path, message: 'подходит сразу под несколько вариантов; уберите лишние поля' }]
  if (valid > 0) return []
  const property = isRecord(schema.discriminator) ? String(schema.discriminator.propertyName) : undefined
  if (property && isRecord(value)) {
    const selected = alternatives.findIndex((alternative) => {
      const prop = isRecord(alternative.properties) ? alternative.properties[property] : undefined
      return isRecord(prop) && (prop.const === value[property] || (Array.isArray(prop.enum) && prop.enum.includes(value[property])))
    })
    if (selected >= 0) return results[selected]
  }
  return results.reduce((best, each) => (each.length < best.length ? each : best))
}
