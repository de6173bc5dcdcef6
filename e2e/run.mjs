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

await import('./specs/routes.spec.mjs')
await import('./specs/shell.spec.mjs')
await import('./specs/docs.spec.mjs')
await import('./specs/behaviour.spec.mjs')
await import('./specs/search.spec.mjs')
await import('./specs/blog.spec.mjs')
await import('./specs/modes.spec.mjs')
