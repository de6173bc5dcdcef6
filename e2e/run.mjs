// Browser tests against the production build (npm run test:e2e). One build, served by nginx as in production,
// one browser.
import { after, afterEach, before } from 'node:test'
import { ensureBuild, startServer, stopServer, launchBrowser, takeProblems } from './harness.mjs'
import { shared } from './shared.mjs'

before(async () => {
  ensureBuild()
  shared.server = await startServer()
  shared.browser = await launchBrowser()
})

after(async () => {
  await shared.browser?.close()
  if (shared.server) await stopServer(shared.server)
})

// Any page error, console error or Content-Security-Policy violation in a page a test opened fails that test, also
// when the test itself does not look at them (harness.mjs, watchContext).
afterEach(() => {
  const problems = takeProblems()
  if (problems.length > 0) throw new Error(`the test's pages recorded problems:\n${problems.join('\n')}`)
})

/** Every spec, in order; E2E_ONLY=nginx,search runs only those named (the full suite otherwise). */
const SPECS = [
  'routes',
  'shell',
  'docs',
  'body',
  'apiref',
  'behaviour',
  'search',
  'analytics',
  'blog',
  'fonts',
  'modes',
  'phone',
  'a11y',
  'nginx',
  'hostile',
  'deploy',
]
const only = process.env.E2E_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const unknown = only?.filter((name) => !SPECS.includes(name)) ?? []
if (unknown.length > 0) throw new Error(`E2E_ONLY: unknown spec ${unknown.join(', ')} (known: ${SPECS.join(', ')})`)
for (const name of SPECS) if (!only || only.includes(name)) await import(`./specs/${name}.spec.mjs`)
