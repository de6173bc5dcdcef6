import matter from 'gray-matter'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { ContentError } from './errors'
import { formatPath } from '../config'

export interface ParsedFile<T> {
  data: T
  body: string
  /** Line in the file where the body starts (1-based), to report body positions as the author sees them. */
  bodyLine: number
}

const tagsSchema = z.array(z.union([z.string().min(1), z.number()]).transform(String)).default([])

/**
 * The reader's words for what a doc answers, which its text does not use: the search indexes them with the page's
 * top section (src/node/searchSections.ts). Short phrases, so that each stays one thing a reader types.
 */
const KEYWORD_LIMITS = { entries: 12, words: 4 } as const
const keywordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(2)
      .regex(/^[\p{L}\p{N} -]+$/u, 'a keyword is letters, digits, spaces and hyphens only')
      .refine((phrase) => phrase.split(/\s+/).length <= KEYWORD_LIMITS.words, `a keyword is at most ${KEYWORD_LIMITS.words} words`),
  )
  .max(KEYWORD_LIMITS.entries)
  .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, 'a keyword is repeated')
  .default([])

export const docFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).optional(),
  sidebar_label: z.string().trim().min(1).optional(),
  sidebar_position: z.number().optional(),
  tags: tagsSchema,
  keywords: keywordsSchema,
  unlisted: z.boolean().default(false),
  slug: z.string().startsWith('/').optional(),
})

export const blogFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-01-16 (year, month, day)')
    .refine(isCalendarDate, (date) => ({ message: `${date} is not a date in the calendar` })),
  authors: z.array(z.string().min(1)).min(1),
  tags: tagsSchema,
  description: z.string().trim().min(1).optional(),
  unlisted: z.boolean().default(false),
})

export const pageFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).optional(),
})

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>

/** `2025-02-30` is not a day; a YAML date parser would roll it over into March. */
export function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number)
  const parsed = new Date(Date.UTC(year, month - 1, day))
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
}

/**
 * YAML's core schema: dates stay the text the writer typed (a timestamp type would turn 2025-13-45 into a
 * date in 2026 without a word), numbers and booleans are still typed.
 */
const yamlEngine = (text: string): object => (parseYaml(text, { schema: 'core' }) as object | null) ?? {}

interface YamlError {
  code?: string
  /** 1-based line and column in the text handed to the parser. */
  linePos?: Array<{ line: number; col: number }>
}

/**
 * The line to name for a YAML error. A quote left open is found where the text ends, lines below the
 * quote; the writer needs the line that opened it: the nearest one above with an odd number of that quote.
 */
function yamlErrorLine(error: YamlError & Error, source: string): number | undefined {
  const line = error.linePos?.[0]?.line
  if (line === undefined || error.code !== 'MISSING_CHAR') return line
  const quote = /closing (["'])/.exec(error.message)?.[1]
  if (!quote) return line
  const lines = source.split('\n')
  for (let index = Math.min(line, lines.length) - 1; index >= 1; index -= 1) {
    if ((lines[index].split(quote).length - 1) % 2 === 1) return index + 1
  }
  return line
}

/** Parses front matter and validates it; every failure names the file (and the line when YAML knows it). */
export function parseFrontMatter<T>(file: string, source: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): ParsedFile<T> {
  let parsed: matter.GrayMatterFile<string>
  try {
    // A fresh options object disables gray-matter's cache, which would hide errors on a re-read.
    parsed = matter(source, { engines: { yaml: yamlEngine } })
  } catch (error) {
    // gray-matter hands YAML the text after the opening ---, newline included, so the parser's line is the file's.
    const line = yamlErrorLine(error as YamlError & Error, source)
    const reason = (error as Error).message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
    throw new ContentError(file, `malformed front matter: ${reason}`, line)
  }
  if (!source.startsWith('---')) throw new ContentError(file, 'missing front matter (the file must start with ---)', 1)
  const result = schema.safeParse(parsed.data)
  if (!result.success) {
    const issue = result.error.issues[0]
    const key = formatPath(issue.path)
    const problem =
      issue.code === 'invalid_type' && issue.received === 'undefined'
        ? `front matter: missing "${key}"`
        : `front matter: "${key}" ${issue.message.toLowerCase()}`
    const keyLine = source.split('\n').findIndex((text) => text.startsWith(`${String(issue.path[0])}:`))
    throw new ContentError(file, problem, keyLine > 0 ? keyLine + 1 : 1)
  }
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length
  return { data: result.data, body: parsed.content, bodyLine }
}

/** The schema of a content file by where it lives under content/, or null for files that are none of these. */
export function frontMatterSchemaFor(relativePath: string): z.ZodType<unknown, z.ZodTypeDef, unknown> | null {
  if (relativePath.startsWith('docs/')) return docFrontMatterSchema
  if (relativePath.startsWith('blog/')) return blogFrontMatterSchema
  if (relativePath.startsWith('pages/')) return pageFrontMatterSchema
  return null
}
