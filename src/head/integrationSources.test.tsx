import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { integrationHeadComponents } from './integrations'
import { integrationPolicies } from './integrationSources'
import { headScript } from './headScript'

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

  // scripts/build/nginx-conf.mjs tells from the markers whether a build has an integration.
  test.each([
    ['on', on, true],
    ['off', off, false],
  ])('the head of a build with integrations %s contains their markers exactly then', (_, config, expected) => {
    const head = integrationHeadComponents(config)
      .map((element) => renderToStaticMarkup(element))
      .join('\n')
    for (const policy of integrationPolicies(on)) expect(head.includes(policy.marker)).toBe(expected)
  })
})

describe('configuration values inside the inline scripts', () => {
  const hostile = '</script><script>window.__pwned=1</script>\u2028'

  test('cannot end a script or break its line, and reach the script as they were written', () => {
    const config = {
      analytics: { gaMeasurementId: `G-1${hostile}`, ymCounterId: '12345' },
      feedback: { url: `https://feedback.example/w${hostile}`, language: 'ru' as const },
    }
    const html = renderToStaticMarkup(<>{integrationHeadComponents(config)}</>)
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    // Three snippets and gtag.js's own tag: nothing was split off into a script of its own.
    expect(scripts).toHaveLength(4)
    expect(html).not.toContain('\u2028')
    const calls: unknown[][] = []
    new Function('window', 'dataLayer', 'gtag', scripts[1].replace(/^window\.dataLayer=[^;]*;function gtag\(\)\{[^}]*\}/, ''))(
      {},
      [],
      (...args: unknown[]) => calls.push(args),
    )
    expect(calls[1]).toEqual(['config', `G-1${hostile}`, { send_page_view: false }])
  })

  test('the pre-paint script keeps an announcement id that holds </script> inside its string', () => {
    const script = headScript(`rustore${hostile}`)
    expect(script).not.toMatch(/<\/script/i)
    expect(script).not.toContain('\u2028')
    expect(script).toContain('"rustore\\u003c/script\\u003e')
  })
})
