import { supportMailto } from './mailto'

describe('supportMailto', () => {
  test('subject, greeting, page address and placeholders, all URL-encoded', () => {
    const href = supportMailto('help@example.ru', 'https://docs.example.ru/docs/start?x=1&y=два#шаг')
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('help@example.ru')
    expect(url.searchParams.get('subject')).toBe('Запрос в поддержку')
    const body = url.searchParams.get('body') ?? ''
    expect(body).toContain('Здравствуйте!')
    expect(body).toContain('https://docs.example.ru/docs/start?x=1&y=два#шаг')
    expect(body).toContain('[описание проблемы]')
    expect(body).toContain('[ваше имя]')
    expect(href).not.toMatch(/[\s#]/)
  })
})
