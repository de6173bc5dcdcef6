import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import GithubSlugger from 'github-slugger'

/**
 * The README and the design notes as a newcomer reads them: every relative link reaches a file (and, with a
 * fragment, a heading of it), each note stays short and says how things are today, and the README's table of
 * dependencies gives one reason for exactly the packages package.json declares.
 */
const ROOT = resolve(__dirname, '..', '..')
const NOTES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]
/** The most lines a design note may have (the team's rule: each docs/*.md under 250 lines). */
const MAX_NOTE_LINES = 249

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')

/** A Markdown file's lines with fenced code blanked, so that nothing in a code block is read as a link or heading. */
function unfenced(text: string): string[] {
  let fenced = false
  return text.split('\n').map((line) => {
    const fence = /^\s*(```|~~~)/.test(line)
    if (fence) fenced = !fenced
    return fence || fenced ? '' : line
  })
}

/** The anchors GitHub gives a file's headings (github-slugger drops the backticks of inline code, as GitHub does). */
function headingAnchors(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  for (const line of unfenced(read(file))) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line)
    if (heading) anchors.add(slugger.slug(heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')))
  }
  return anchors
}

/** Every relative link of a note that does not reach its file or its heading, as `note:line: target (why)`. */
function brokenLinks(note: string): string[] {
  const broken: string[] = []
  unfenced(read(note)).forEach((line, index) => {
    for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue
      const [path, fragment] = target.split('#')
      const file = path ? relative(ROOT, resolve(ROOT, dirname(note), decodeURI(path))) : note
      const where = `${note}:${index + 1}: ${target}`
      if (!existsSync(join(ROOT, file))) broken.push(`${where} (no file ${file})`)
      else if (fragment && file.endsWith('.md') && !headingAnchors(file).has(fragment)) broken.push(`${where} (no heading #${fragment})`)
    }
  })
  return broken
}

describe('the README and docs/*.md', () => {
  test.each(NOTES)('%s: every relative link reaches its file and heading', (note) => {
    expect(brokenLinks(note)).toEqual([])
  })

  test.each(NOTES.filter((note) => note.startsWith('docs/')))(`%s has at most ${MAX_NOTE_LINES} lines`, (note) => {
    expect(read(note).trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_NOTE_LINES)
  })

  test.each(NOTES)('%s names no commit and no load average', (note) => {
    const lines = read(note).split('\n')
    const commits = lines.filter((line) => /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/.test(line))
    const loads = lines.filter((line) => /load average/i.test(line))
    expect([...commits, ...loads]).toEqual([])
  })
})

describe("the README's «Dependencies and why»", () => {
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('## Dependencies and why')).split('\n## ')[0]
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim()))
  // The first cell lists the packages, with a version or "(dev)" after a name where it matters.
  const listed = rows.flatMap(([, packages]) =>
    packages
      .replace(/\([^)]*\)/g, '')
      .replace(/`/g, '')
      .split(',')
      .map((name) => name.trim().split(/\s+/)[0])
      .filter(Boolean),
  )
  const pkg = JSON.parse(read('package.json')) as { dependencies: object; devDependencies: object }
  const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]

  test('it has rows, each with a reason', () => {
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter(([, packages, why]) => !packages || !why)).toEqual([])
  })

  test('every package of package.json has its reason', () => {
    expect(declared.filter((name) => !listed.includes(name))).toEqual([])
  })

  test('it lists only packages of package.json, each once', () => {
    expect(listed.filter((name) => !declared.includes(name))).toEqual([])
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([])
  })
})
