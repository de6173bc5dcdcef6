#!/usr/bin/env node
/**
 * The spelling check of what writers write: every MDX file under content/ (its front matter's title, description and
 * sidebar label, its text), the descriptions and summaries of content/api/openapi.yaml and the UI strings of src/i18n/.
 * Words are looked up by cspell (cspell-lib) in its English dictionary, @cspell/dict-ru_ru and the writers' own list,
 * content/spelling-words.txt. Code, inline code, URLs, e-mail addresses, JSX markup and identifiers (sendMessage,
 * PUSH_TOKEN_INVALID, to.phone, v2) are blanked before the check, keeping every line where it was, so a word is
 * reported on its own line: `file:line: word (did you mean: …)`.
 *
 *   npm run spell                      every file
 *   npm run spell -- content/docs/a.mdx  the files named
 * Exits 1 when a word is unknown.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { spellCheckDocument } from 'cspell-lib'

const ROOT = resolve(import.meta.dirname, '..', '..')
const WORD_LIST = 'content/spelling-words.txt'
const require = createRequire(import.meta.url)

const blank = (text) => text.replace(/[^\n]/g, ' ')
/** Replaces every match with spaces (newlines kept), so offsets and lines stay. */
const blankAll = (text, pattern) => text.replace(pattern, blank)

/** Markdown text (a paragraph, a description) with what is not prose blanked. */
function proseOfMarkdown(text) {
  let out = text
  out = blankAll(out, /`[^`\n]*`/g) // inline code
  out = blankAll(out, /\]\([^)\n]*\)/g) // link targets
  out = blankAll(out, /<https?:[^>\n]*>/g)
  out = blankAll(out, /\bhttps?:\/\/[^\s)>\]]+/g)
  out = blankAll(out, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) // e-mail
  out = blankAll(out, /&[a-z]+;|&#\d+;/gi)
  out = blankAll(out, /\{[^{}\n]*\}/g) // placeholders and MDX expressions on one line
  // Identifiers: a word with an underscore, a digit, a dot or slash inside, or a capital after a small letter.
  out = blankAll(out, /[\p{L}\p{N}_]*(?:[_\d]|[a-z][A-Z])[\p{L}\p{N}_]*(?:[./-][\p{L}\p{N}_]+)*/gu)
  out = blankAll(out, /\b[\p{L}\d]+(?:[./][\p{L}\d_]+)+\b/gu)
  return out
}

/** A JSX tag blanked, the readable attribute values (title, label, alt, description) kept in place. */
function proseOfTag(tag) {
  let out = blank(tag)
  for (const match of tag.matchAll(/\b(?:title|label|alt|description)=(["'])([^"']*)\1/g)) {
    const start = match.index + match[0].indexOf(match[2], match[0].indexOf('='))
    out = out.slice(0, start) + match[2] + out.slice(start + match[2].length)
  }
  return out
}

const READ_KEYS = /^(title|description|sidebar_label|summary|name|bio):/

/** An MDX file's prose: front matter values that readers read, and the body without code and markup. */
export function proseOfMdx(source) {
  let text = source
  const front = /^---\n[\s\S]*?\n---\n/.exec(text)
  if (front) {
    const lines = front[0]
      .split('\n')
      .map((line) => (READ_KEYS.test(line) ? blank(line.slice(0, line.indexOf(':') + 1)) + line.slice(line.indexOf(':') + 1) : blank(line)))
    text = lines.join('\n') + text.slice(front[0].length)
  }
  text = blankAll(text, /^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm) // code fences
  text = blankAll(text, /^(?:import|export)\b[^\n]*$/gm)
  text = blankAll(text, /\{\/\*[\s\S]*?\*\/\}/g)
  text = text.replace(/<\/?[A-Za-z][^<>]*\/?>/g, proseOfTag)
  return proseOfMarkdown(text)
}

/** The OpenAPI file's prose: the values of description, summary and title, block scalars included. */
export function proseOfOpenApi(source) {
  const lines = source.split('\n')
  const out = lines.map(blank)
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^(\s*)(?:description|summary|title):\s*(.*)$/.exec(lines[i])
    if (!match) continue
    const value = match[2]
    if (/^[|>][-+]?$/.test(value)) {
      const indent = match[1].length
      for (let j = i + 1; j < lines.length && (lines[j].trim() === '' || lines[j].search(/\S/) > indent); j += 1) out[j] = lines[j]
    } else out[i] = blank(lines[i].slice(0, lines[i].length - value.length)) + value.replace(/^['"]|['"]$/g, ' ')
  }
  return proseOfMarkdown(out.join('\n'))
}

/** A string table of src/i18n/: the quoted values after a key, placeholders blanked. */
export function proseOfStrings(source) {
  const out = source.split('\n').map((line) => {
    const match = /^(\s*(?:'[^']*'|[\w$]+):\s*)(['"`])(.*)\2,?\s*$/.exec(line) ?? /^(\s*)(['"`])(.*)\2,?\s*$/.exec(line)
    return match && (match[1].trim() !== '' || /^\s+['"`]/.test(line)) ? blank(match[1]) + ' ' + match[3] : blank(line)
  })
  return proseOfMarkdown(out.join('\n'))
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? walk(path) : [path]
  })

/** Every file the check reads, relative to the project. */
export function spellFiles(root = ROOT) {
  const content = walk(join(root, 'content')).filter((path) => path.endsWith('.mdx'))
  const strings = walk(join(root, 'src/i18n')).filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path))
  return [...content, join(root, 'content/api/openapi.yaml'), ...strings].map((path) => relative(root, path).split(sep).join('/'))
}

function proseOf(file, source) {
  if (file.endsWith('.mdx') || file.endsWith('.md')) return proseOfMdx(source)
  if (file.endsWith('.yaml') || file.endsWith('.yml')) return proseOfOpenApi(source)
  return proseOfStrings(source)
}

/** The writers' word list: one word a line, `#` starts a comment. */
export function readWordList(root = ROOT) {
  return readFileSync(join(root, WORD_LIST), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
}

/** Unknown words of the files: `{ file, line, word, suggestions }`, in file and line order. */
export async function checkSpelling(files, { root = ROOT } = {}) {
  const settings = {
    import: [require.resolve('@cspell/dict-ru_ru/cspell-ext.json')],
    language: 'en,ru',
    words: readWordList(root),
    minWordLength: 3,
    // Cyrillic and Latin words alike; ё and е spellings both appear in the dictionaries' forms.
    allowCompoundWords: false,
  }
  const problems = []
  const check = (uri, text, generateSuggestions) =>
    spellCheckDocument(
      { uri, text, languageId: 'plaintext', locale: 'en,ru' },
      { generateSuggestions, numSuggestions: 3, noConfigSearch: true },
      settings,
    )
  for (const file of files) {
    const text = proseOf(file, readFileSync(resolve(root, file), 'utf8'))
    const uri = pathToFileURL(resolve(root, file)).href
    let result = await check(uri, text, false)
    // Suggestions are slow to make: only for a file that has an unknown word.
    if (result.issues.length > 0) result = await check(uri, text, true)
    if (result.errors?.length) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`)
    for (const issue of result.issues) {
      const line = text.slice(0, issue.offset).split('\n').length
      problems.push({ file, line, word: issue.text, suggestions: (issue.suggestions ?? []).slice(0, 3) })
    }
  }
  return problems
}

export const formatProblem = (p) => `${p.file}:${p.line}: ${p.word}${p.suggestions?.length ? ` (did you mean: ${p.suggestions.join(', ')}?)` : ''}`

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2)
  const files = args.length > 0 ? args : spellFiles()
  const problems = await checkSpelling(files)
  for (const problem of problems) console.log(formatProblem(problem))
  console.log(
    problems.length === 0
      ? `spelling: ${files.length} files, no unknown words`
      : `spelling: ${problems.length} unknown words in ${files.length} files`,
  )
  process.exit(problems.length === 0 ? 0 : 1)
}
