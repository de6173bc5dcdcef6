// Browser tests against the production build (npm run test:e2e), served by nginx as in production.
//
// The specs spend most of their time waiting on pages, not on the CPU, so by default they run in two processes at
// once (E2E_JOBS), each with its own nginx, browser and ports (E2E_PORT, then E2E_PORT + 100, …) over the one build,
// which is made first. A process runs the specs it is given in order, in one browser; E2E_JOBS=1 runs them all here.
import { after, afterEach, before } from 'node:test'
import { spawn } from 'node:child_process'
import { ensureBuild, startServer, stopServer, launchBrowser, takeProblems, PORT } from './harness.mjs'
import { shared } from './shared.mjs'

/**
 * Every spec, with its time in seconds in `bash .ci/run` on a fresh clone (two processes, 2 cores): the processes get
 * shares of about equal time. The spec that visits every page weighs most.
 */
const SPECS = {
  pages: 416,
  routes: 56,
  shell: 26,
  docs: 54,
  body: 25,
  apiref: 167,
  behaviour: 27,
  search: 69,
  analytics: 80,
  blog: 13,
  fonts: 16,
  modes: 59,
  phone: 84,
  a11y: 115,
  nginx: 10,
  hostile: 52,
  deploy: 184,
}

/** E2E_ONLY=nginx,search runs only those named (the full suite otherwise). */
const only = process.env.E2E_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const unknown = only?.filter((name) => !(name in SPECS)) ?? []
if (unknown.length > 0) throw new Error(`E2E_ONLY: unknown spec ${unknown.join(', ')} (known: ${Object.keys(SPECS).join(', ')})`)
const names = Object.keys(SPECS).filter((name) => !only || only.includes(name))
const jobs = Math.max(1, Math.min(Number(process.env.E2E_JOBS ?? 2), names.length))

if (jobs === 1) {
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

  for (const name of names) await import(`./specs/${name}.spec.mjs`)
} else {
  // The build first, once: the processes then find it current.
  ensureBuild()
  // The longest spec first into the process with the least time so far.
  const groups = Array.from({ length: jobs }, () => ({ names: [], seconds: 0 }))
  for (const name of [...names].sort((a, b) => SPECS[b] - SPECS[a])) {
    const group = groups.reduce((least, next) => (next.seconds < least.seconds ? next : least))
    group.names.push(name)
    group.seconds += SPECS[name]
  }
  const results = await Promise.all(
    groups.map(
      (group, i) =>
        new Promise((resolve) => {
          const env = { ...process.env, E2E_JOBS: '1', E2E_ONLY: group.names.join(','), E2E_PORT: String(PORT + 100 * i) }
          // The build is made above and current: E2E_REBUILD would have every process make it again at once.
          for (const key of ['E2E_REBUILD', 'E2E_NGINX_PORT', 'E2E_MOCK_PORT', 'E2E_DEPLOY_PORT', 'E2E_ANALYTICS_PORT']) delete env[key]
          const child = spawn(process.execPath, [import.meta.filename], { env, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('exit', (code, signal) => {
            // Each process's report whole, as it ends, so that the two never interleave.
            process.stdout.write(`\n### e2e process ${i + 1}/${jobs}: ${group.names.join(', ')}\n${output}`)
            process.stdout.write(`### e2e process ${i + 1}/${jobs} ended with ${signal ?? `exit code ${code}`}\n`)
            resolve(code === 0)
          })
        }),
    ),
  )
  if (!results.every(Boolean)) process.exitCode = 1
}
