#!/usr/bin/env node
// Compiles and renders MDX files the way the build does (src/node/body: the site's MDX options and
// components, the OpenAPI description) and checks their front matter, so an author sees a broken file,
// an unknown component or an unknown API operation before a full build.
// Usage: node scripts/tools/check-mdx.mjs <file|dir>...
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..')
const require = createRequire(import.meta.url)
// The site's build code is TypeScript; ts-node compiles it on the fly (no type check: the build does that).
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
const { readApiDocument, standaloneBodies } = require('../../src/node/body/standalone')
const { parseFrontMatter, docFrontMatterSchema, blogFrontMatterSchema, pageFrontMatterSchema } = require('../../src/node/frontMatter')
const { loadSiteConfig } = require('../../src/config')

function collect(target) {
  if (statSync(target).isDirectory()) return readdirSync(target).flatMap((name) => collect(join(target, name)))
  return target.endsWith('.mdx') ? [target] : []
}

const schemaFor = (file) =>
  file.includes('/blog/') ? blogFrontMatterSchema : file.includes('/pages/') ? pageFrontMatterSchema : docFrontMatterSchema

const files = process.argv.slice(2).flatMap(collect)
let failures = 0
try {
  const config = loadSiteConfig()
  const { bodies } = await standaloneBodies(ROOT, config, await readApiDocument(ROOT))
  for (const file of files) {
    const absolutePath = resolve(file)
    const sourceFile = relative(ROOT, absolutePath)
    try {
      const { body, bodyLine } = parseFrontMatter(sourceFile, readFileSync(absolutePath, 'utf8'), schemaFor(sourceFile))
      await bodies.process({ sourceFile, absolutePath, body, bodyLine })
    } catch (error) {
      failures += 1
      console.error(error.message)
    }
  }
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
console.error(`${files.length - failures} ok, ${failures} failed`)
process.exit(failures ? 1 : 0)
