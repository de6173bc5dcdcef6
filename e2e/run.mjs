// Browser tests against the production build (npm run test:e2e). One build, one server, one browser.
import { after, before } from 'node:test'
import { ensureBuild, startServer, stopServer, launchBrowser } from './harness.mjs'
import { shared } from './shared.mjs'

before(async () => {
  ensureBuild()
  shared.server = await startServer()
  shared.browser = await launchBrowser()
})

after(async () => {
  await shared.browser?.close()
  if (shared.server) stopServer(shared.server)
})

/** Every spec, in order; E2E_ONLY=nginx,search runs only those named (the full suite otherwise). */
const SPECS = ['routes', 'shell', 'docs', 'body', 'apiref', 'behaviour', 'search', 'analytics', 'blog', 'fonts', 'modes', 'phone', 'a11y', 'nginx', 'hostile', 'deploy']
const only = process.env.E2E_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const unknown = only?.filter((name) => !SPECS.includes(name)) ?? []
if (unknown.length > 0) throw new Error(`E2E_ONLY: unknown spec ${unknown.join(', ')} (known: ${SPECS.join(', ')})`)
for (const name of SPECS) if (!only || only.includes(name)) await import(`./specs/${name}.spec.mjs`)
