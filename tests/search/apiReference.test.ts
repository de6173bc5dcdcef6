import { siteSearch } from './searchFixture'

/** The API reference's rows are sections of their page: a field, a parameter or an error code typed whole lands on its row. */
describe('search into the API reference', () => {
  const { search, records } = siteSearch()

  test.each([
    ['to.phone', /#(body|payload)-(\w+-)?to-phone$/, 1],
    ['callbackUrl', /#body-(\w+-)?callbackUrl$/, 1],
    ['OUTSIDE_24H_WINDOW', /^\/docs\/api\/messages\/errorcodes#error-outside_24h_window$/, 1],
    ['PUSH_TOKEN_INVALID', /^\/docs\/api\/messages\/errorcodes#error-push_token_invalid$/, 1],
    ['Idempotency-Key', /#header-Idempotency-Key$/, 5],
  ])('%s lands on its row', (query, row, within) => {
    const urls = search(query, 10).map((hit) => hit.url)
    expect(urls.slice(0, within as number).filter((url) => (row as RegExp).test(url))).not.toEqual([])
  })

  test('an operation shown on two pages is indexed once, on the page first in reading order', () => {
    const urls = search('callbackUrl', 10).map((hit) => hit.url)
    // Two operations take the field (sending by number and by clientId): each has its row.
    expect(urls.slice(0, 2).sort()).toEqual(
      ['/docs/api/messages/sending#body-sms-callbackUrl', '/docs/api/messages/sending-id#body-callbackUrl'].sort(),
    )
    // «Примеры сообщений» renders sendMessage again; its copies of the rows are not results of their own.
    expect(urls.filter((url) => url.startsWith('/docs/api/messages/message-example#body-'))).toEqual([])
    expect(search('sendMessage', 1)[0].url).toBe('/docs/api/messages/sending')
  })

  test('a row’s text is plain, as its snippet shows it: inline code without the backticks of its Markdown', () => {
    const rows = records.filter((record) => /#(error|header|body|query|path|payload)-/.test(record.url))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((record) => record.text.includes('`')).map((record) => record.url)).toEqual([])
    const conflict = records.find((record) => record.url.endsWith('#error-idempotency_conflict'))
    expect(conflict?.text).toMatch(/^Тот\sже\sIdempotency-Key\s/)
  })
})
