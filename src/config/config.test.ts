import { loadSiteConfig, validateSiteConfig, ConfigError } from '.'
import { siteDefaults } from './site'
import type { SiteConfigInput } from './schema'

function problemsOf(input: unknown): string[] {
  try {
    validateSiteConfig(input)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected the configuration to be rejected')
}

const withNavbar = (items: unknown[]): unknown => ({ ...siteDefaults, navbar: { items } })

describe('site configuration', () => {
  test('the defaults are valid and carry the spec constants', () => {
    const config = loadSiteConfig({})
    expect(config.search.maxSuggestions).toBe(8)
    expect(config.footer.logo).toMatchObject({ width: 250, height: 50 })
    expect(config.footer.copyrightYear).toBe(2025)
    expect(config.blogTitle).toBe('ReleaseNotes')
    expect(config.analytics).toEqual({})
    expect(config.feedback.url).toBeUndefined()
  })

  test('a navbar item without a type names the entry', () => {
    expect(problemsOf(withNavbar([{ type: 'link', to: '/blog', label: 'Блог' }, {}, { label: 'Без типа' }]))).toMatchInlineSnapshot(`
      [
        "navbar.items[1]: missing "type"",
        "navbar.items[2]: missing "type"",
      ]
    `)
  })

  test('an unknown navbar type lists the known ones', () => {
    expect(problemsOf(withNavbar([{ type: 'dropdown', label: 'x' }]))).toMatchInlineSnapshot(`
      [
        "navbar.items[0].type: unknown type "dropdown" (expected one of docSidebar, link, search, colorMode)",
      ]
    `)
  })

  test('a search version url outside the base url is an error', () => {
    const input: SiteConfigInput = {
      ...siteDefaults,
      pathPrefix: '/help',
      search: {
        versions: [
          { name: 'current', url: '/help/docs' },
          { name: 'old', url: '/other/docs' },
        ],
      },
    }
    expect(problemsOf(input)).toMatchInlineSnapshot(`
      [
        "search.versions[1].url: "/other/docs" is not under the base URL "/help/"",
      ]
    `)
  })

  test('a search context role that is not a configured context is an error', () => {
    const input: SiteConfigInput = { ...siteDefaults, search: { contexts: ['docs/api'], contextRoles: { reference: 'docs/api', notes: 'news' } } }
    expect(problemsOf(input)).toMatchInlineSnapshot(`
[
  "search.contextRoles.notes: "news" is not one of search.contexts (docs/api)",
]
`)
  })

  test('invalid values name their key', () => {
    expect(problemsOf({ ...siteDefaults, supportEmail: 'not-an-address', footer: { ...siteDefaults.footer, copyrightYear: 'x' } }))
      .toMatchInlineSnapshot(`
      [
        "supportEmail: Invalid email",
        "footer.copyrightYear: Expected number, received string",
      ]
    `)
  })

  test('the message of the error lists every problem', () => {
    expect(() => validateSiteConfig(withNavbar([{}]))).toThrow('Invalid site configuration:\n  - navbar.items[0]: missing "type"')
  })

  test('environment variables override the deployment values', () => {
    const config = loadSiteConfig({
      SITE_URL: 'https://docs.example.ru/',
      PATH_PREFIX: 'help/',
      SUPPORT_EMAIL: 'help@example.ru',
      GA_MEASUREMENT_ID: 'G-ABC123',
      YM_COUNTER_ID: '12345678',
      FEEDBACK_WIDGET_URL: 'https://feedback.example.ru/',
    })
    expect(config).toMatchObject({
      siteUrl: 'https://docs.example.ru',
      pathPrefix: '/help',
      supportEmail: 'help@example.ru',
      analytics: { gaMeasurementId: 'G-ABC123', ymCounterId: '12345678' },
      feedback: { url: 'https://feedback.example.ru', language: 'ru' },
    })
  })

  test('empty environment variables count as unset', () => {
    expect(loadSiteConfig({ GA_MEASUREMENT_ID: '', SUPPORT_EMAIL: ' ' }).supportEmail).toBe(siteDefaults.supportEmail)
  })

  test('a malformed analytics id is rejected with its key', () => {
    expect(() => loadSiteConfig({ YM_COUNTER_ID: 'abc' })).toThrow('analytics.ymCounterId: expected a numeric counter id')
  })
})
