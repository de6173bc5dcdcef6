// Debian's nginx with the configuration scripts/build/nginx-conf.mjs generates, for the specs that serve a build the way
// production does (nginx.spec.mjs over the suite's build, deploy.spec.mjs over builds of its own).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, openPage } from './harness.mjs'

export const NGINX = '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** Installs Debian's nginx and its brotli module when missing (CI runs as root); false when that fails. */
export function nginxInstalled() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return true
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit', env })
  return existsSync(NGINX)
}

/** Runs scripts/build/nginx-conf.mjs for the build in `root`, writing `<state>/nginx.conf` unless `extra` names another --out. */
export function generateConf({ root, port, state, extra = [] }) {
  const limit = process.env.E2E_NGINX_MAX_INLINE_SCRIPTS
  return spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts/build/nginx-conf.mjs'),
      ...['--root', root, '--listen', `127.0.0.1:${port}`, '--state', state, '--out', join(state, 'nginx.conf')],
      ...(limit ? ['--max-inline-scripts', limit] : []),
      ...extra,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  )
}

/** Starts nginx on `<state>/nginx.conf` in the foreground of its own process group; resolves once `origin` answers. */
export async function startNginx(state, origin) {
  const server = spawn(NGINX, ['-c', join(state, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let stderr = ''
  server.stderr.on('data', (chunk) => (stderr += chunk))
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      await fetch(`${origin}/`)
      return server
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  server.kill('SIGTERM')
  const log = existsSync(join(state, 'error.log')) ? readFileSync(join(state, 'error.log'), 'utf8') : ''
  throw new Error(`nginx did not start on ${origin}:\n${stderr}${log}`)
}

/** Stops an nginx that startNginx started, with its workers, and waits for it to exit. */
export async function stopNginx(server) {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  process.kill(-server.pid, 'SIGTERM')
  await exited
}

/** A page that records Content-Security-Policy violations as well as page and console errors. */
export async function openWatchedPage(browser, options) {
  const watched = await openPage(browser, options)
  await watched.context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  watched.page.on('console', (message) => {
    if (message.type() !== 'error' && /Content Security Policy/i.test(message.text())) watched.problems.push(`console: ${message.text()}`)
  })
  const violations = () => watched.page.evaluate(() => window.__cspViolations ?? [])
  return { ...watched, violations }
}
