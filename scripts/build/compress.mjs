#!/usr/bin/env node
// Runs after `gatsby build` (npm run build): writes `<file>.gz` and `<file>.br` beside every text file of
// public/ worth compressing, so nginx serves them as they are (gzip_static, brotli_static; deploy/nginx.conf)
// instead of compressing on every request. A compressed copy takes its source's modification time: a copy
// whose time still matches is up to date and skipped, and nginx derives the same Last-Modified from both.
//   node scripts/build/compress.mjs [folder]     (default: public/)
import { readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.md', '.yaml', '.webmanifest'])
/** Below this a compressed response saves less than its extra round of headers and CPU. */
const MIN_BYTES = 1024

const ENCODINGS = [
  { suffix: '.gz', compress: promisify(gzip), options: () => ({ level: 9 }) },
  {
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: (size) => ({
      params: {
        // Quality 6 is within 10% of the maximum (11) at a thirtieth of its time: 11 would add minutes.
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
]

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name))
}

const eligibleName = (file) => EXTENSIONS.has(extname(file))

/** Compressed copies whose source is gone or too small now (a hashed bundle of an earlier build). */
async function removeOrphans(files, sources) {
  let removed = 0
  for (const file of files) {
    const encoding = ENCODINGS.find((e) => file.endsWith(e.suffix))
    const source = encoding && file.slice(0, -encoding.suffix.length)
    if (!source || !eligibleName(source) || sources.has(source)) continue
    await unlink(file)
    removed += 1
  }
  return removed
}

/** Writes the missing or outdated copies of one file; returns bytes before and after per encoding. */
async function compressFile(file, sizes) {
  const info = await stat(file)
  let content = null
  for (const encoding of ENCODINGS) {
    const target = file + encoding.suffix
    const existing = await stat(target).catch(() => null)
    // utimes keeps milliseconds, stat reports finer: equal within a millisecond is the same time.
    if (existing && Math.abs(existing.mtimeMs - info.mtimeMs) < 1) {
      sizes[encoding.suffix].skipped += 1
      continue
    }
    content ??= await readFile(file)
    const packed = await encoding.compress(content, encoding.options(content.length))
    if (packed.length >= content.length) {
      if (existing) await unlink(target)
      continue
    }
    await writeFile(target, packed)
    await utimes(target, info.atime, info.mtime)
    sizes[encoding.suffix].written += 1
    sizes[encoding.suffix].before += content.length
    sizes[encoding.suffix].after += packed.length
  }
}

/** Runs `work` over `items` with at most `limit` at a time (zlib's async calls run on libuv's pool). */
async function eachLimited(items, limit, work) {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++])
  })
  await Promise.all(lanes)
}

const started = performance.now()
const root = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'public')
const files = await listFiles(root)
const candidates = []
for (const file of files) {
  if (eligibleName(file) && (await stat(file)).size >= MIN_BYTES) candidates.push(file)
}
const removed = await removeOrphans(files, new Set(candidates))
const sizes = Object.fromEntries(ENCODINGS.map((e) => [e.suffix, { written: 0, skipped: 0, before: 0, after: 0 }]))
await eachLimited(candidates, Math.max(2, availableParallelism()) * 2, (file) => compressFile(file, sizes))

const mb = (bytes) => (bytes / 1048576).toFixed(1)
const summary = ENCODINGS.map(({ suffix }) => {
  const s = sizes[suffix]
  return `${suffix}: ${s.written} written (${mb(s.before)} MB -> ${mb(s.after)} MB), ${s.skipped} up to date`
})
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`compress: ${candidates.length} files; ${summary.join('; ')}; ${removed} stale removed; ${seconds} s`)
