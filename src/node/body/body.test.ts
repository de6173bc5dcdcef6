import { compileBodies, type Compiled } from '../../../tests/site/compileBodies'
import type { ProcessedBody } from '.'

/**
 * The body pipeline end to end: MDX compiled by gatsby-plugin-mdx's compiler with the site's options, what
 * the build reads from the same tree, and the HTML the site's components render (in a Node process of its own).
 */
const CASES = {
  headings: `## Подключение <Brand />

Текст.

### Шаг \`API\`

## Подключение <Brand />

#### Детали
`,
  links: `Первая строка со [ссылкой](/docs/start).

<Admonition type="tip">

Вторая — [в разделе](/docs/clients#теги) и ![схема](/img/docs/x.svg).

</Admonition>

<a href="/docs/api">API</a>
`,
  code: `Запрос:

\`\`\`json{2} title="Тело запроса" example=request
{
  "to": { "phone": "+79991234567" }
}
\`\`\`
`,
  sections: `Вступление с кодом \`PUSH_TOKEN_INVALID\` и <SupportEmail />.

## Первый раздел

Текст первого раздела.

#### Подраздел

Его текст остаётся в первом разделе.

\`\`\`bash
curl не попадает в поиск
\`\`\`

## Второй раздел

| Поле | Значение |
| --- | --- |
| \`to.phone\` | номер |
`,
  post: `Первый абзац до отметки.

Второй абзац.

{/* truncate */}

Текст после отметки.
`,
  markdown: `Пишите на <SupportEmail />.

<Admonition type="warning" title="Осторожно">

Нельзя отменить.

</Admonition>

<Tabs>
<TabItem value="a" label="Кабинет">

Откройте раздел.

</TabItem>
</Tabs>

\`\`\`json title="Ответ"
{}
\`\`\`
`,
  api: `<ApiOperation id="getMessageStatus" />
`,
  typography: `## Отправка в "личный кабинет" - и ответ

Откройте раздел в **личном** кабинете - там файл до 3 МБ, т. е. поле "\`to\`" и "текст "в кавычках""...
Её подписал А. С. Иванов.

![Схема в кабинете](/img/docs/x.svg "Файл в кабинете")

\`\`\`text
в коде "кавычки" - как написано...
\`\`\`

Ссылка [в раздел](/docs/a-b "Раздел в кабинете") и код \`a - b...\`.
`,
  unknownOperation: `<ApiOperation id="noSuchOperation" />
`,
  syntaxError: `Текст.

<Admonition type="tip">
`,
  unknownComponent: `Текст.

А здесь <Widget />, какого на сайте нет.
`,
  inlineScript: `Текст.

<script>{'window.counter = 1'}</script>
`,
  scriptInExpression: `Текст {<script dangerouslySetInnerHTML={{ __html: 'x()' }} />}.
`,
  eventAttribute: `<div onClick="steal()">Текст</div>
`,
}

type Name = keyof typeof CASES

let results: Record<Name, Compiled>

beforeAll(() => {
  const names = Object.keys(CASES) as Name[]
  const compiled = compileBodies(names.map((name) => ({ name, body: CASES[name] })))
  results = Object.fromEntries(names.map((name, i) => [name, compiled[i]])) as Record<Name, Compiled>
}, 120_000)

const ok = (name: Name): ProcessedBody => {
  const result = results[name]
  if ('error' in result) throw new Error(`${name}: ${result.error}`)
  return result
}

describe('body pipeline', () => {
  test('headings: ids from one slugger, in the HTML and in the collected headings alike', () => {
    const { meta, html } = ok('headings')
    expect(meta.headings).toEqual([
      { depth: 2, value: 'Подключение Омнилинк', id: 'подключение-омнилинк' },
      { depth: 3, value: 'Шаг API', id: 'шаг-api' },
      { depth: 2, value: 'Подключение Омнилинк', id: 'подключение-омнилинк-1' },
      { depth: 4, value: 'Детали', id: 'детали' },
    ])
    for (const { id } of meta.headings) expect(html).toContain(`id="${id}"`)
    expect(html).toContain('<a class="MDXComponents-anchor" href="#подключение-омнилинк-1" aria-label="Ссылка на этот раздел">#</a>')
  })

  test('links: markdown, images and JSX attributes, with the line in the file', () => {
    expect(ok('links').meta.links).toEqual([
      { target: '/docs/start', line: 5 },
      { target: '/docs/clients#теги', line: 9 },
      { target: '/img/docs/x.svg', line: 9 },
      { target: '/docs/api', line: 13 },
    ])
  })

  test('code blocks: highlighted at build time, with the title, marked lines and a copy button', () => {
    const { html } = ok('code')
    expect(html).toContain('<div class="CodeBlock-title">Тело запроса</div>')
    expect(html).toMatch(/<pre class="CodeBlock-pre language-json" tabindex="0">/)
    expect(html).toContain('<span class="CodeBlock-marked">  <span class="t-p">&quot;to&quot;</span>: { <span class="t-p">&quot;phone&quot;</span>')
    expect(html.match(/CodeBlock-marked/g)).toHaveLength(1)
    expect(html).toContain('data-code-copy=""')
    expect(html).not.toContain('example=')
  })

  test('sections: cut at levels 2 and 3, identifiers intact, inline components as their text, code left out', () => {
    expect(ok('sections').meta.sections).toEqual([
      { heading: null, text: 'Вступление с\u00A0кодом PUSH_TOKEN_INVALID и\u00A0support@omnilink.example.' },
      {
        heading: { depth: 2, value: 'Первый раздел', id: 'первый-раздел' },
        text: 'Текст первого раздела. Подраздел Его текст остаётся в\u00A0первом разделе.',
      },
      // A table's cells and rows set apart, as a snippet shows them.
      { heading: { depth: 2, value: 'Второй раздел', id: 'второй-раздел' }, text: 'Поле — Значение; to.phone — номер' },
    ])
    expect(ok('sections').meta.wordCount).toBe(24)
  })

  test('excerpt: the text before the truncate marker', () => {
    expect(ok('post').meta.excerpt).toBe('Первый абзац до\u00A0отметки. Второй абзац.')
    expect(ok('post').html).not.toContain('truncate')
  })

  test('Markdown export: components become Markdown, fence meta goes', () => {
    expect(ok('markdown').meta.markdown).toBe(
      [
        'Пишите на\u00A0support@omnilink.example.',
        '',
        '> **Осторожно**',
        '>',
        '> Нельзя отменить.',
        '',
        '**Кабинет**',
        '',
        'Откройте раздел.',
        '',
        '```json',
        '{}',
        '```',
        '',
      ].join('\n'),
    )
  })

  test('API components: rendered from the OpenAPI description, listed, and exported as tables', () => {
    const { meta, html } = ok('api')
    expect(meta.apiRefs).toEqual({ operations: ['getMessageStatus'], webhooks: [], errorCodes: false })
    expect(html).toMatch(/<section class="ApiReference-operation"/)
    expect(html).toContain('/messages/{messageId}/status')
    expect(meta.markdown).toMatch(/^`GET https:\/\/api\.platform\.example\/v1\/messages\/\{messageId\}\/status`/)
  })

  test('typography: bound short words, units, dashes, quotes and ellipsis in text; code, URLs and ids as written', () => {
    const { meta, html } = ok('typography')
    const nbsp = '\u00A0'
    const heading = meta.headings[0]
    // The id stays as the source's words make it: no anchor into the page moves.
    expect(heading).toEqual({ depth: 2, value: `Отправка в${nbsp}«личный кабинет»${nbsp}— и${nbsp}ответ`, id: 'отправка-в-личный-кабинет---и-ответ' })
    expect(html).toContain(`Откройте раздел в${nbsp}<strong>личном</strong> кабинете${nbsp}— там файл до${nbsp}3${nbsp}МБ, т.${nbsp}е. поле «<code`)
    expect(html).toContain(`» и${nbsp}«текст „в${nbsp}кавычках“»…`)
    expect(html).toContain(`А.${nbsp}С.${nbsp}Иванов`)
    expect(html).toContain(`alt="Схема в${nbsp}кабинете"`)
    expect(html).toContain('в коде &quot;кавычки&quot; - как написано...')
    expect(html).toContain('href="/docs/a-b"')
    expect(html).toContain(`title="Раздел в${nbsp}кабинете"`)
    expect(html).toMatch(/<code[^>]*>a - b\.\.\.<\/code>/)
    expect(meta.markdown).toContain(`Откройте раздел в${nbsp}**личном** кабинете${nbsp}— там`)
    expect(meta.sections[0].text).toContain(`в${nbsp}личном кабинете${nbsp}—`)
  })

  test.each([
    ['unknownOperation', 'content/docs/unknownOperation.mdx: <ApiOperation id="noSuchOperation" />: no operation with that operationId'],
    ['syntaxError', /^content\/docs\/syntaxError\.mdx:\d+: MDX: /],
    ['unknownComponent', 'content/docs/unknownComponent.mdx:7: the body could not be rendered: Expected component `Widget` to be defined'],
    // the body starts on line 5 of these files (tests/site/compile.ts)
    ['inlineScript', 'content/docs/inlineScript.mdx:7: MDX: <script> in content: content carries no scripts'],
    ['scriptInExpression', 'content/docs/scriptInExpression.mdx:5: MDX: <script> in content: content carries no scripts'],
    ['eventAttribute', 'content/docs/eventAttribute.mdx:5: MDX: the onClick attribute of <div>: content carries no scripts'],
  ] as const)('%s fails naming the file', (name, expected) => {
    const result = results[name]
    expect('error' in result).toBe(true)
    const message = (result as { error: string }).error
    if (typeof expected === 'string') expect(message).toContain(expected)
    else expect(message).toMatch(expected)
  })
})
