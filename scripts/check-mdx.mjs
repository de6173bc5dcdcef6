#!/usr/bin/env node
// Compiles MDX files the way the site does (MDX 2 + GFM) and checks their front matter, so an
// author sees a broken file before a full build. Usage: node scripts/check-mdx.mjs <file|dir>...
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import matter from 'gray-matter'

function collect(target) {
  if (statSync(target).isDirectory()) {
    return readdirSync(target).flatMap((name) => collect(join(target, name)))
  }
  return target.endsWith('.mdx') ? [target] : []
}

const files = process.argv.slice(2).flatMap(collect)
let failures = 0
for (const file of files) {
  const source = readFileSync(file, 'utf8')
  try {
    const { data, content } = matter(source)
    if (typeof data.title !== 'string' || data.title.trim() === '') throw new Error('front matter: missing "title"')
    if (file.includes('/docs/') && (typeof data.description !== 'string' || !data.description.trim())) {
      throw new Error('front matter: missing "description"')
    }
    await compile(content, { remarkPlugins: [remarkGfm] })
  } catch (error) {
    failures += 1
    const where = error.line ? `:${error.line}:${error.column ?? 0}` : ''
    console.error(`${file}${where}: ${error.reason ?? error.message}`)
  }
}
console.error(`${files.length - failures} ok, ${failures} failed`)
process.exit(failures ? 1 : 0)
