// The pure part of `npm run bench -- --incremental` (scripts/bench/bench-incremental.mjs): the edit it makes, Gatsby's step
// lines, the HTML before and after a build, and the side-by-side table. CommonJS so that Jest loads the same file.
'use strict'
const { createHash } = require('node:crypto')
const { readFileSync, readdirSync, statSync } = require('node:fs')
const { join } = require('node:path')
const { stripVTControlCharacters } = require('node:util')

/**
 * The edit: one word of a plain paragraph of one doc («…по самому удобному и недорогому каналу…»), each time
 * replaced by another adjective of the same form, so the doc stays valid Russian and the build stays valid.
 * `to` is the word of the warm build after the edit; `developWords` are written one after the other under
 * `gatsby develop`. None of them is anywhere else in the content or the UI strings.
 */
const EDIT = {
  file: 'content/docs/start/whatis.mdx',
  page: '/docs/start/whatis/',
  from: 'удобному',
  to: 'быстрому',
  developWords: ['привычному', 'простому', 'понятному'],
}

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Gatsby's finished steps, from its output under CI=true: every `success <step> - 5.213s` line (counters after the
 * time, such as ` - 165/165 20.59/s`, are ignored), in seconds by step; a step reported twice is summed.
 */
function parseSteps(output) {
  const steps = {}
  for (const raw of output.split('\n')) {
    const line = stripVTControlCharacters(raw).replace(/\r/g, '')
    const match = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - .*)?\s*$/.exec(line)
    if (match) steps[match[1]] = round((steps[match[1]] ?? 0) + Number(match[2]), 3)
  }
  return steps
}

/**
 * `source` with the whole word `from` of its body (after the front matter) replaced by `to`. The word must stand in
 * the body exactly once, so the edit is always the same place.
 */
function replaceInBody(source, from, to) {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)
  const start = frontMatter ? frontMatter[0].length : 0
  const body = source.slice(start)
  const word = new RegExp(`(?<![\\p{L}\\p{N}_])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'gu')
  const found = [...body.matchAll(word)]
  if (found.length !== 1) throw new Error(`the word "${from}" stands ${found.length} times in the body, not once`)
  const at = start + found[0].index
  return `${source.slice(0, at)}${to}${source.slice(at + from.length)}`
}

/** Every `.html` file under `publicDir` (relative path) with the sha1 of its bytes and its mtime. */
function htmlSnapshot(publicDir) {
  const files = new Map()
  for (const file of readdirSync(publicDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue
    const stat = statSync(join(publicDir, file))
    // page-data/404.html/ is a folder
    if (!stat.isFile()) continue
    files.set(file, {
      sha1: createHash('sha1')
        .update(readFileSync(join(publicDir, file)))
        .digest('hex'),
      mtimeMs: stat.mtimeMs,
    })
  }
  return files
}

/**
 * What a build did to the HTML: `htmlWritten` files whose mtime moved (a new file counts), `htmlChanged` whose bytes
 * differ (a new file counts), `htmlRemoved` gone, `htmlTotal` after the build.
 */
function htmlDiff(before, after) {
  let htmlWritten = 0
  let htmlChanged = 0
  for (const [file, now] of after) {
    const then = before.get(file)
    if (!then || then.mtimeMs !== now.mtimeMs) htmlWritten += 1
    if (!then || then.sha1 !== now.sha1) htmlChanged += 1
  }
  const htmlRemoved = [...before.keys()].filter((file) => !after.has(file)).length
  return { htmlWritten, htmlChanged, htmlRemoved, htmlTotal: after.size }
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
function median(values) {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The rows of the table: label, then how to read the figure (and the number the ratio divides) from a tree's result. */
const ROWS = [
  ['cold build s', (r) => r.coldBuildSeconds],
  ['peak RSS MB', (r) => r.coldBuildPeakRssMB],
  ['warm unchanged s', (r) => r.warmUnchangedSeconds],
  ['warm after edit s', (r) => r.warmEditSeconds],
  ['source and transform nodes s', (r) => r.sourceAndTransformNodesSeconds],
  ['htmlWritten/total', (r) => r.htmlWritten, (r) => (r.htmlWritten === undefined ? undefined : `${r.htmlWritten}/${r.htmlTotal}`)],
  ['htmlChanged', (r) => r.htmlChanged],
  ['develop ready s', (r) => r.developReadySeconds],
  ...[0, 1, 2].map((i) => [`develop edit→visible ${i + 1} ms`, (r) => r.developEditToVisibleMs?.[i]]),
  ['develop edit→visible median ms', (r) => r.developEditToVisibleMedianMs],
]

/** The side-by-side table of `--incremental`: baseline, current, and current ÷ baseline. */
function incrementalTable(current, baseline) {
  const cell = (result, value, text) => {
    if (!result) return '—'
    if (text) return text(result) ?? '—'
    const figure = value(result)
    return typeof figure === 'number' ? String(figure) : '—'
  }
  const lines = ROWS.map(([label, value, text]) => {
    const now = current ? value(current) : undefined
    const then = baseline ? value(baseline) : undefined
    const ratio = typeof now === 'number' && typeof then === 'number' && then !== 0 ? `${round(now / then, 2).toFixed(2)}` : '—'
    return [label, cell(baseline, value, text), cell(current, value, text), ratio]
  })
  const header = ['', 'baseline', 'current', 'current÷baseline']
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column].length)))
  const format = (line) => line.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join('  ')
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n')
}

module.exports = { EDIT, parseSteps, replaceInBody, htmlSnapshot, htmlDiff, median, incrementalTable }
