import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, gotoReady, hydrated, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'
import { callsInNewWorker } from '../../scripts/bench/worker-calls.mjs'

/** A docs page with `text` typed into the navbar box, once its suggestions show. */
async function suggestionsFor(text) {
  const opened = await openPage(shared.browser)
  await gotoReady(opened.page, `${BASE}/docs/start`)
  return { ...opened, ...(await suggestionsOn(opened.page, text)) }
}

/** The navbar box of a loaded page clicked (the pointer, then the focus, reach it) and `text` typed, once its suggestions show. */
async function suggestionsOn(page, text) {
  const input = page.getByTestId('search-input')
  await input.click()
  await input.fill(text)
  await page.waitForSelector('[data-testid="search-suggestion"]')
  return { input }
}

describe('search', () => {
  it('a plain page load fetches no search index; focusing the box does', async () => {
    const { context, page } = await openPage(shared.browser)
    const fetched = []
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) fetched.push(request.url())
    })
    await gotoReady(page, `${BASE}/docs/start`)
    assert.deepEqual(fetched, [])
    // Focus fetches the list of index files, with every context's metadata; the first word typed, its term shards.
    const listRequest = page.waitForRequest(/\/search-index\/files\.json$/)
    await page.keyboard.press('Control+k')
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'search-input')
    await listRequest
    const shardRequest = page.waitForRequest(/\/search-index\/[a-z0-9-]+\.t\d+\.[0-9a-f]{12}\.json$/)
    await page.keyboard.type('шаблон')
    await shardRequest
    // The index files named by their content's hash, and the list of them (a fixed name, revalidated).
    assert.ok(
      fetched.every((url) => /\.[0-9a-f]{12}\.json$|\/search-index\/files\.json$/.test(url)),
      fetched.join(' '),
    )
    await context.close()
  })

  it('a click on the box reads the list of index files once: the focus after the pointer does not ask for it again', async () => {
    const { context, page } = await openPage(shared.browser)
    const lists = []
    page.on('request', (request) => {
      if (/\/search-index\/files\.json$/.test(request.url())) lists.push(request.url())
    })
    await gotoReady(page, `${BASE}/docs/start`)
    const { input } = await suggestionsOn(page, 'шаблон')
    assert.equal(lists.length, 1, lists.join(' '))
    // Coming back to the box later asks again, as after a deploy that kept the old files.
    await input.blur()
    const again = page.waitForRequest(/\/search-index\/files\.json$/)
    await input.focus()
    await again
    await context.close()
  })

  it('suggestions: at most 8, keyboard navigation, Enter opens the hit with _highlight', async () => {
    const { context, page, problems, input } = await suggestionsFor('вайбер')
    const count = await page.getByTestId('search-suggestion').count()
    assert.ok(count >= 1 && count <= 8, `suggestions: ${count}`)
    assert.equal(await input.getAttribute('aria-expanded'), 'true')
    assert.match(await page.getByTestId('search-suggestion').first().textContent(), /Viber/i)
    await input.press('ArrowDown')
    assert.ok(await input.getAttribute('aria-activedescendant'))
    await input.press('Enter')
    await page.waitForURL(/_highlight=/)
    await page.waitForSelector('.markdown mark')
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('«отчет» marks «отчёт»: in the box, on the page a result opens, and on that page opened from its address', async () => {
    const folded = (text) => text.toLowerCase().replace(/ё/g, 'е')
    const direct = await openPage(shared.browser)
    await gotoReady(direct.page, `${BASE}/docs/analytic/message-report?_highlight=${encodeURIComponent('отчет')}`)
    await direct.page.waitForSelector('.markdown mark', { timeout: 5000 }).catch(() => undefined)
    const marked = await direct.page.locator('.markdown mark').allTextContents()
    assert.ok(
      marked.some((text) => /ё/i.test(text)),
      `marks on the page: ${JSON.stringify(marked)}`,
    )
    assert.ok(
      marked.every((text) => folded(text) === 'отчет'),
      JSON.stringify(marked),
    )
    await direct.context.close()
    assert.deepEqual(direct.problems, [])

    const { context, page, problems } = await suggestionsFor('отчет')
    const result = page.locator('[data-testid="search-suggestion"][href*="/docs/analytic/message-report?"]').first()
    assert.match(await result.locator('mark').first().textContent(), /^отч[её]т$/i)
    await result.click()
    await page.waitForURL(/\/docs\/analytic\/message-report\?_highlight=/)
    await page.waitForSelector('.markdown mark', { timeout: 5000 }).catch(() => undefined)
    const opened = await page.locator('.markdown mark').allTextContents()
    assert.ok(
      opened.some((text) => /ё/i.test(text)),
      `marks on the page the result opened: ${JSON.stringify(opened)}`,
    )
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a marked term begins a word: «час» marks «часа», not the middle of «Сейчас»', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/scripts/actions?_highlight=${encodeURIComponent('час')}`)
    await page.locator('.markdown mark').first().waitFor()
    // The character before each mark, in the text of its block: a letter there would put the mark inside a word.
    const before = await page.locator('.markdown mark').evaluateAll((marks) =>
      marks.map((mark) => {
        const range = document.createRange()
        range.setStart(mark.parentElement.closest('p, li, td, th, h2, h3, div') ?? mark.parentElement, 0)
        range.setEnd(mark, 0)
        return range.toString().slice(-1)
      }),
    )
    assert.ok(before.length >= 3, JSON.stringify(before))
    assert.deepEqual(
      before.filter((char) => /\p{L}/u.test(char)),
      [],
    )
    assert.match(await page.locator('.markdown').textContent(), /Сейчас\sв\sблоке/)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a query of stop words only suggests pages whose titles have them; «что такое каскад» ranks by «каскад»', async () => {
    const { context, page, problems, input } = await suggestionsFor('как ')
    // The page titled with it comes first (others follow for a form of it, «какую», in their text).
    const suggestions = await page.getByTestId('search-suggestion').allTextContents()
    assert.match(suggestions[0], /^Как /, suggestions[0])
    await input.fill('что такое каскад')
    await page.waitForFunction(() => /Каскад/.test(document.querySelector('[data-testid="search-suggestion"]')?.textContent ?? ''))
    await context.close()
    assert.deepEqual(problems, [])
  })

  it("the reader's own word finds the page's word through the writers' thesaurus, compiled into the worker", async () => {
    // «таймзона» is on no page: the thesaurus leads it to the heading «Часовой пояс».
    const { context, page, problems, input } = await suggestionsFor('таймзона')
    const first = () => page.getByTestId('search-suggestion').first().textContent()
    await page.waitForFunction(() => /Часовой пояс/.test(document.querySelector('[data-testid="search-suggestion"]')?.textContent ?? ''))
    // «отложенная» is on two pages in passing; the section about the concept, «Время отправки», still comes first.
    await input.fill('отложенная')
    await page.waitForFunction(() => /Время отправки/.test(document.querySelector('[data-testid="search-suggestion"]')?.textContent ?? ''))
    assert.match(await first(), /Время отправки/)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a thesaurus phrase is marked as a phrase, and a result with only part of it marks nothing of it', async () => {
    // content/search/thesaurus.txt leads «ночью» to «тихие часы»; «24 часов» is not what was asked, on a page with
    // «тихие часы» (the scenario actions) or without them (the SMS report).
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/search?q=${encodeURIComponent('слать смс ночью')}`)
    await page.getByTestId('search-result').first().waitFor()
    const marks = (await page.locator('[data-testid="search-result"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .map((href) => new URL(href, 'http://x').searchParams.getAll('_highlight'))
      .filter((terms) => terms.length > 0)
    assert.ok(
      marks.some((terms) => terms.includes('ноч')),
      JSON.stringify(marks),
    )
    for (const term of marks.flat()) if (/час/.test(term)) assert.equal(term, 'тих час')
    assert.ok(
      marks.some((terms) => terms.includes('тих час')),
      JSON.stringify(marks),
    )
    const marked = (await page.getByTestId('search-result').locator('mark').allTextContents()).filter((text) => /час/i.test(text))
    assert.ok(marked.length > 0)
    for (const text of marked) assert.match(text, /^тих\p{L}*\sчас$/iu)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it("a doc's keywords find it though its text lacks them, and the reader never sees them", async () => {
    // «растянуть рассылку» is in the keywords of «Шаг 4. Настройки» (content/docs/broadcast/configure.mdx) and on no page.
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/search?q=${encodeURIComponent('растянуть рассылку')}`)
    const first = page.getByTestId('search-result').first()
    // The snippet is the top section's text, which the page's description leads.
    await first.getByText(/время отправки рассылки/).waitFor()
    assert.match(await first.getByRole('link').first().getAttribute('href'), /^\/docs\/broadcast\/configure(\?|$)/)
    assert.doesNotMatch(await page.locator('main').textContent(), /растянуть рассылку,|ночной режим/)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a whole query in Latin letters or in the other layout finds its page, and the reader is told which form was searched', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    const input = page.getByTestId('search-input')
    await input.click()
    await input.fill('shablon rassylki')
    await page.getByText('Показаны результаты для «шаблон рассылки»').waitFor()
    assert.match(await page.getByTestId('search-suggestion').first().textContent(), /шаблон|рассылк/i)
    // A Latin word the site has stays as typed.
    await input.fill('shablon viber')
    await page.getByText('Показаны результаты для «шаблон viber»').waitFor()
    assert.match(await page.getByTestId('search-suggestion').first().textContent(), /шаблон/i)
    // The passport's scheme: ia -> я, iu -> ю.
    await input.fill('kliuchi api')
    await page.getByText('Показаны результаты для «ключи api»').waitFor()
    assert.match(await page.getByTestId('search-suggestion').first().textContent(), /ключ/i)
    // «баланс компании» typed with the English layout on, on the results page.
    await page.goto(`${BASE}/search?q=${encodeURIComponent(',fkfyc rjvgfybb')}`)
    await page.getByText('Показаны результаты для «баланс компании»').waitFor()
    assert.match(await page.getByTestId('search-result').first().textContent(), /баланс/i)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a misspelt word finds its page, and the reader is told what was searched', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    const input = page.getByTestId('search-input')
    await input.click()
    await input.fill('балланс компании')
    await page.getByText('Показаны результаты для «баланс компании»').waitFor()
    assert.match(await page.getByTestId('search-suggestion').first().textContent(), /^Баланс/)
    // A query spelt right says nothing of the kind.
    await input.fill('баланс компании')
    await page.getByText('Показаны результаты для', { exact: false }).waitFor({ state: 'detached' })
    await page.getByTestId('search-suggestion').first().waitFor()
    // The results page corrects the same way.
    await page.goto(`${BASE}/search?q=${encodeURIComponent('каскат')}`)
    await page.getByText('Показаны результаты для «каскад»').waitFor()
    assert.match(await page.getByTestId('search-result').first().textContent(), /каскад/i)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('«каскат»: no page fills the dropdown, and every suggestion shows a snippet', async () => {
    const { context, page, problems } = await suggestionsFor('каскат')
    const pages = await page.getByTestId('search-suggestion').evaluateAll((links) => links.map((a) => a.getAttribute('href').split(/[?#]/)[0]))
    for (const path of new Set(pages)) assert.ok(pages.filter((p) => p === path).length <= 2, `${path} in ${pages.join(', ')}`)
    assert.ok(new Set(pages).size >= 3, pages.join(', '))
    // The snippets follow the suggestions, once the input has stayed as it is.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="search-suggestion-snippet"]')].every((node) => node.textContent.trim().length > 0),
    )
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('an API row’s snippet is plain text, its inline code without Markdown’s backticks', async () => {
    const { context, page, problems } = await suggestionsFor('IDEMPOTENCY_CONFLICT')
    const snippet = page.getByTestId('search-suggestion-snippet').first()
    await page.waitForFunction(() => document.querySelector('[data-testid="search-suggestion-snippet"]')?.textContent.trim())
    const text = await snippet.textContent()
    assert.match(text, /Idempotency-Key/)
    assert.doesNotMatch(text, /`/)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a table’s snippet keeps its cells and rows apart', async () => {
    const { context, page, problems } = await suggestionsFor('статусы шаблона draft')
    const snippets = page.getByTestId('search-suggestion-snippet')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="search-suggestion-snippet"]')].some((node) => node.textContent.includes('draft')),
    )
    const texts = await snippets.allTextContents()
    assert.ok(
      texts.some((text) => /draft — «Черновик» — шаблон сохранён/.test(text)),
      texts.join('\n'),
    )
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('Escape and an outside click close the dropdown', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    const input = page.getByTestId('search-input')
    await input.fill('каскад')
    await page.waitForSelector('[data-testid="search-suggestion"]')
    await input.press('Escape')
    assert.equal(await input.getAttribute('aria-expanded'), 'false')
    await input.fill('каскады')
    await page.waitForFunction(() => document.querySelector('[data-testid="search-input"]')?.getAttribute('aria-expanded') === 'true')
    await page.mouse.click(5, 400)
    assert.equal(await input.getAttribute('aria-expanded'), 'false')
    await context.close()
  })

  it('a reload while the reader is in the box gives back what they typed, focused, with its suggestions; a new visit starts empty', async () => {
    const { context, page, problems, input } = await suggestionsFor('шаблон')
    await page.reload()
    await hydrated(page)
    await page.getByTestId('search-suggestion').first().waitFor()
    assert.equal(await input.inputValue(), 'шаблон')
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'search-input')
    assert.equal(await input.getAttribute('aria-expanded'), 'true')
    // Typed on, the reader's letters go on where they left off.
    await page.keyboard.type('ы')
    assert.equal(await input.inputValue(), 'шаблоны')
    // The reader leaves the box and reloads: nothing to give back. Nor to a visit by the address.
    await page.getByRole('heading', { level: 1 }).first().click()
    await page.reload()
    await hydrated(page)
    assert.equal(await input.inputValue(), '')
    await input.click()
    await input.fill('каскад')
    await gotoReady(page, `${BASE}/docs/start`)
    assert.equal(await input.inputValue(), '')
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('no hits: "No results" and the See all results link', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    await page.getByTestId('search-input').fill('зюзюкаблямба')
    await page.waitForSelector('[data-testid="search-no-results"]')
    assert.equal(await page.getByTestId('search-no-results').textContent(), 'No results')
    const all = page.getByRole('link', { name: 'See all results', exact: true })
    assert.match(await all.getAttribute('href'), /\/search\?q=%D0%B7/)
    await context.close()
  })

  it('inside the API context the footer offers within and outside links to /search', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/api/messages/sending`)
    await page.getByTestId('search-input').fill('статус')
    await page.waitForSelector('[data-testid="search-suggestion"]')
    const within = page.getByRole('link', { name: 'See all results within "docs/api"' })
    const outside = page.getByRole('link', { name: 'See all results outside "docs/api"' })
    assert.match(await within.getAttribute('href'), /\/search\?q=.+&ctx=docs%2Fapi$/)
    assert.match(await outside.getAttribute('href'), /&outside=1$/)
    for (const href of await page.getByTestId('search-suggestion').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      assert.match(href, /^\/docs\/api/)
    }
    await within.click()
    await page.waitForURL(/\/search\?/)
    await page.waitForSelector('[data-testid="search-result"]')
    assert.equal(await page.getByTestId('search-result').locator('a[href^="/blog"]').count(), 0)
    await context.close()
  })

  it('/search renders results grouped per page, the query from the URL as text only', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/search?q=${encodeURIComponent('<b>шаблон</b>')}`)
    assert.equal(await page.locator('h1').textContent(), 'Результаты поиска по запросу «<b>шаблон</b>»')
    assert.equal(await page.locator('h1 b').count(), 0)
    await page.waitForSelector('[data-testid="search-result"]')
    assert.ok((await page.getByTestId('search-result').count()) > 3)
    assert.ok((await page.locator('[data-testid="search-result"] mark').count()) > 0)
    await gotoReady(page, `${BASE}/search?q=zzqqxxnothing`)
    await page.waitForSelector('[data-testid="search-no-results"]')
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('lazy loading: a spinner after 200 ms, and on failure the error with a Retry button that recovers', async () => {
    // the index files fail on purpose at first: the browser reports the requests it could not make
    const { context, page } = await openPage(shared.browser, { expected: /net::ERR_FAILED/ })
    let fail = true
    await context.route('**/search-index/**', async (route) => {
      if (fail) return route.abort()
      await new Promise((r) => setTimeout(r, 1000))
      return route.continue()
    })
    await gotoReady(page, `${BASE}/search?q=${encodeURIComponent('каскад')}`)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    assert.match(await alert.textContent(), /Не удалось загрузить страницу/)
    fail = false
    await alert.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('status').waitFor()
    await page.waitForSelector('[data-testid="search-result"]')
    assert.equal(await page.getByRole('status').count(), 0)
    await context.close()
  })

  it("a worker that warmed up while the box was idle answers as one the reader's first letter kept from it", async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    const started = page.waitForEvent('worker')
    await page.getByTestId('search-input').click()
    const url = (await started).url()
    const queries = ['sendMessage', 'отправка сообщений', 'шаблон whatsapp', 'клиенты теги', 'сообщ']
    // Two new workers of the page's script: one is left idle after fetchIndexes (it warms up on its made-up index and
    // writes its engines' arrays), the other gets a letter first, as a reader who types at once (it does neither).
    const searches = queries.map((query) => ['search', ['', 'all', query, 8]])
    const urlsOf = (results) => results.slice(-queries.length).map((result) => result.hits.map((hit) => hit.url))
    const answers = {
      idle: urlsOf(await page.evaluate(callsInNewWorker, { url, calls: [['fetchIndexes', ['', 'all']], ...searches] })),
      typed: urlsOf(
        await page.evaluate(callsInNewWorker, { url, calls: [['prefetch', ['', 'all', 'ш']], ['fetchIndexes', ['', 'all']], ...searches] }),
      ),
    }
    assert.deepEqual(answers.idle, answers.typed)
    for (const [i, urls] of answers.idle.entries()) {
      assert.ok(urls.length > 0, `no hits for ${queries[i]}`)
      assert.ok(
        urls.every((hit) => hit.startsWith('/docs/') || hit.startsWith('/blog/')),
        `${queries[i]}: ${urls.join(' ')}`,
      )
    }
    await context.close()
    assert.deepEqual(problems, [])
  })

  /** Makes the search worker's script fail to load: its response (recognised by its text) becomes a 404. */
  async function blockWorker(page) {
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (/search index .*HTTP/.test(body) && body.includes('onmessage')) await route.fulfill({ status: 404, body: 'blocked' })
      else await route.fulfill({ response, body })
    })
  }

  it('a worker script that takes 3 seconds to arrive, as on a slow connection, still answers', async () => {
    const { context, page } = await openPage(shared.browser)
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (/search index .*HTTP/.test(body) && body.includes('onmessage')) await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.fulfill({ response, body })
    })
    await gotoReady(page, `${BASE}/docs/start`)
    const input = page.getByTestId('search-input')
    await input.click()
    await input.fill('шаблон')
    await page.getByTestId('search-suggestion').first().waitFor({ state: 'visible', timeout: 15_000 })
    assert.equal(await page.getByTestId('search-error').count(), 0)
    await context.close()
  })

  for (const [label, block] of [
    ['its worker is blocked', blockWorker],
    ['its index files are missing', (page) => page.route('**/search-index/**', (route) => route.fulfill({ status: 404, body: 'missing' }))],
  ]) {
    it(`when ${label}, the box and /search say so within 2 seconds`, async () => {
      // the 404 answers are made on purpose: the browser reports them
      const { context, page } = await openPage(shared.browser, { expected: /status of 404/ })
      await block(page)
      await gotoReady(page, `${BASE}/docs/start`)
      const input = page.getByTestId('search-input')
      await input.click()
      const started = Date.now()
      await input.fill('шаблон')
      await page.getByTestId('search-error').waitFor({ state: 'visible', timeout: 2000 })
      assert.ok(Date.now() - started < 2000, `the error line took ${Date.now() - started} ms`)
      assert.match(await page.getByTestId('search-error').textContent(), /Поиск сейчас не работает/)
      const onPage = Date.now()
      await page.goto(`${BASE}/search?q=%D1%88%D0%B0%D0%B1%D0%BB%D0%BE%D0%BD`)
      await page.getByRole('alert').waitFor({ state: 'visible', timeout: 2000 + 3000 })
      assert.ok(Date.now() - onPage < 5000)
      assert.equal(await page.getByTestId('search-result').count(), 0)
      await context.close()
    })
  }
})
