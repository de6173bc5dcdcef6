import { renderToStaticMarkup } from 'react-dom/server'
import { integrationHeadComponents } from './integrations'
import { integrationPolicies } from './integrationSources'

const off = { analytics: {}, feedback: { language: 'ru' as const } }
const on = {
  analytics: { gaMeasurementId: 'G-TEST123', ymCounterId: '12345' },
  feedback: { url: 'https://feedback.example/widget/v2', language: 'ru' as const },
}

describe('integration policies (the Content-Security-Policy of production serving)', () => {
  test('nothing is allowed for integrations that are off', () => {
    expect(integrationPolicies(off).filter((policy) => policy.enabled)).toEqual([])
  })

  test('each configured integration names its hosts; the feedback widget its origin', () => {
    const byEnv = Object.fromEntries(integrationPolicies(on).map((policy) => [policy.env, policy]))
    expect(byEnv.GA_MEASUREMENT_ID.sources['script-src']).toEqual(['https://www.googletagmanager.com'])
    expect(byEnv.YM_COUNTER_ID.sources['script-src']).toContain('https://mc.yandex.ru')
    expect(byEnv.FEEDBACK_WIDGET_URL.sources).toEqual({
      'script-src': ['https://feedback.example'],
      'style-src': ['https://feedback.example'],
      'img-src': ['https://feedback.example'],
      'connect-src': ['https://feedback.example'],
    })
  })

  // scripts/nginx-conf.mjs tells from the markers whether a build has an integration.
  test.each([
    ['on', on, true],
    ['off', off, false],
  ])('the head of a build with integrations %s contains their markers exactly then', (_, config, expected) => {
    const head = integrationHeadComponents(config).map((element) => renderToStaticMarkup(element)).join('\n')
    for (const policy of integrationPolicies(on)) expect(head.includes(policy.marker)).toBe(expected)
  })
})
