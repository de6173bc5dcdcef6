import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { EXTRA_LANGUAGES, PRISM_ALIASES } from './languages'

/** src/theme/CodeBlock/highlight.ts loads grammars by name from prismjs/components at build time. */
const grammar = (name: string) => join(__dirname, '..', '..', '..', 'node_modules', 'prismjs', 'components', `prism-${name}.js`)

describe('code highlighting languages', () => {
  test.each([...EXTRA_LANGUAGES])('Prism has a grammar for %s (docs/requirements.md §9)', (language) => {
    expect(existsSync(grammar(language))).toBe(true)
  })

  test.each(Object.entries(PRISM_ALIASES))('alias %s points at an existing grammar (%s)', (_alias, language) => {
    expect(existsSync(grammar(language))).toBe(true)
  })
})
