import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../site/paths'

/**
 * The spelling check (scripts/tools/spell.mjs, `npm run spell`) over every MDX file, the OpenAPI descriptions and the UI
 * strings, in one run with a file that has a planted typo: the content passes, the typo fails naming its file and line.
 */
describe('spelling', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spell-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('the content has no unknown word; a planted typo is named with its file, line and a suggestion', () => {
    const planted = join(dir, 'planted.mdx')
    writeFileSync(
      planted,
      ['---', 'title: Проверка', '---', '', 'Отправьте `sendMesage` на https://example.invalid/typo', 'и получите сообщениее в кабинете.', ''].join('\n'),
    )
    const list = spawnSync(process.execPath, ['-e', 'import("./scripts/tools/spell.mjs").then((m) => console.log(m.spellFiles().join("\\n")))'], { cwd: ROOT, encoding: 'utf8' })
    const files = list.stdout.trim().split('\n')
    expect(files).toEqual(expect.arrayContaining(['content/api/openapi.yaml', 'src/i18n/ru.ts', 'content/docs/start/whatis.mdx']))
    const run = spawnSync(process.execPath, ['scripts/tools/spell.mjs', ...files, planted], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    const problems = run.stdout.split('\n').filter((line) => /^\S+:\d+: /.test(line))
    // Inline code and URLs are not checked: only the misspelt word of line 6 is named.
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${planted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:6: сообщениее \\(did you mean: .*сообщение`))])
    expect(run.status).toBe(1)
  }, 600_000)
})
