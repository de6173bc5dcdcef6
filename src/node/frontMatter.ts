import matter from 'gray-matter'
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

export const docFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).optional(),
  sidebar_label: z.string().trim().min(1).optional(),
  sidebar_position: z.number().optional(),
  tags: tagsSchema,
  unlisted: z.boolean().default(false),
  slug: z.string().startsWith('/').optional(),
})

export const blogFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  date: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]).transform((d) =>
    typeof d === 'string' ? d : d.toISOString().slice(0, 10),
  ),
  authors: z.array(z.string().min(1)).min(1),
  tags: tagsSchema,
  description: z.string().trim().min(1).optional(),
  unlisted: z.boolean().default(false),
})

export const pageFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).optional(),
})

interface YamlMark {
  line?: number
}

/** Parses front matter and validates it; every failure names the file (and the line when YAML knows it). */
export function parseFrontMatter<T>(file: string, source: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): ParsedFile<T> {
  let parsed: matter.GrayMatterFile<string>
  try {
    // gray-matter hands YAML the text after the opening ---, newline included, so mark.line + 1 is the file line.
    // A fresh options object disables gray-matter's cache, which would hide errors on a re-read.
    parsed = matter(source, {})
  } catch (error) {
    const mark = (error as { mark?: YamlMark }).mark
    const reason = (error as { reason?: string }).reason ?? (error as Error).message
    throw new ContentError(file, `malformed front matter: ${reason}`, mark?.line !== undefined ? mark.line + 1 : undefined)
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
    throw new ContentError(file, problem, 1)
  }
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length
  return { data: result.data, body: parsed.content, bodyLine }
}
