import { siteSearch } from './searchFixture'

/** The API reference's rows are sections of their page: a field, a parameter or an error code typed whole lands on its row. */
describe('search into the API reference', () => {
  const { search } = siteSearch()

  test.each([
    ['to.phone', /#(body|payload)-(\w+-)?to-phone$/, 1],
    ['callbackUrl', /#body-(\w+-)?callbackUrl$/, 1],
    ['OUTSIDE_24H_WINDOW', /^\/docs\/api\/messages\/errorcodes#error-outside_24h_window$/, 1],
    ['PUSH_TOKEN_INVALID', /^\/docs\/api\/messages\/errorcodes#error-push_token_invalid$/, 1],
    // the release note that introduced the header still ranks above it (the search ranking issue's class)
    ['Idempotency-Key', /#header-Idempotency-Key$/, 5],
  ])('%s lands on its row', (query, row, within) => {
    const urls = search(query, 10).map((hit) => hit.url)
    expect(urls.slice(0, within as number).filter((url) => (row as RegExp).test(url))).not.toEqual([])
  })
})
