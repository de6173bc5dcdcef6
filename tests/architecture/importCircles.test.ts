import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importCircles, importGraph, sourceFiles } from './importGraph'

const ROOT = join(__dirname, '..', '..')

describe('the import map', () => {
  test('has no circle in the site, the plugins or the scripts', () => {
    const files = [...['src', 'plugins', 'scripts'].flatMap((dir) => sourceFiles(join(ROOT, dir))), join(ROOT, 'gatsby-node.ts')]
    expect(importCircles(importGraph(files), ROOT)).toEqual([])
  })

  test('names every file of a circle, type-only imports and folder indexes included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-circles-'))
    try {
      mkdirSync(join(dir, 'body'))
      writeFileSync(join(dir, 'links.ts'), "import type { LinkRef } from './body'\nexport const a = 1\n")
      writeFileSync(join(dir, 'body', 'index.ts'), "export { a } from '../api'\nexport interface LinkRef { target: string }\n")
      writeFileSync(join(dir, 'api.ts'), "import { a as b } from './links'\nexport const a = b\n")
      writeFileSync(join(dir, 'alone.ts'), "import { a } from './api'\nexport const c = a\n")
      expect(importCircles(importGraph(sourceFiles(dir)), dir)).toEqual([['api.ts', 'body/index.ts', 'links.ts']])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
