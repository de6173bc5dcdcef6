// Serves the production build (public/) on localhost, for the browser tests and the reports: with `gatsby serve`,
// or with Debian's nginx and the production configuration (deploy/nginx.conf).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')

/** Starts the server for the site in `root` and resolves once it answers; `stop()` ends the server's whole process group. */
export async function serveBuild(port, root = ROOT) {
  const base = `http://localhost:${port}`
  const server = spawn(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), 'serve', '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  stop()
  throw new Error(`the site did not start on ${base}`)
}

const NGINX = '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** Whether Debian's nginx and the brotli module deploy/nginx.conf loads are installed. */
export const nginxInstalled = () => existsSync(NGINX) && existsSync(BROTLI_MODULE)

/**
 * Installs Debian's nginx and its brotli module when missing (CI runs as root), so that the browser suite always
 * meets the production server; throws when that fails.
 */
export function ensureNginx() {
  if (nginxInstalled()) return
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit', env })
  if (!nginxInstalled()) throw new Error(`${NGINX} or ${BROTLI_MODULE} is missing and apt-get could not install them (run as root)`)
}

/**
 * Serves `root`/public with nginx and the configuration scripts/build/nginx-conf.mjs generates from deploy/nginx.conf:
 * pre-compressed files, production headers. `generatorArgs` are passed on to the generator. Resolves once it
 * answers, with the folder holding the configuration and logs; `stop()` ends nginx and removes that folder.
 * `env` is what the build was made with: its integrations decide the Content-Security-Policy's hosts.
 */
export async function serveWithNginx(port, root = ROOT, { generatorArgs = [], env = process.env } = {}) {
  const state = mkdtempSync(join(tmpdir(), 'serve-nginx-'))
  const config = join(state, 'nginx.conf')
  const listen = `127.0.0.1:${port}`
  const made = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts/build/nginx-conf.mjs'),
      '--root',
      join(root, 'public'),
      '--listen',
      listen,
      '--state',
      state,
      '--out',
      config,
      ...generatorArgs,
    ],
    { cwd: ROOT, encoding: 'utf8', env },
  )
  if (made.status !== 0) {
    rmSync(state, { recursive: true, force: true })
    throw new Error(`scripts/build/nginx-conf.mjs failed:\n${made.stderr}`)
  }
  const server = spawn(NGINX, ['-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let stderr = ''
  server.stderr.on('data', (chunk) => (stderr += chunk))
  const base = `http://${listen}`
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        server.kill('SIGTERM')
      }
      await exited
    }
    rmSync(state, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  let answer = 'no answer'
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const response = await fetch(`${base}/`)
      if (response.ok) return { base, stop, state, config: readFileSync(config, 'utf8') }
      answer = `HTTP ${response.status} for / (can nginx's worker processes read ${join(root, 'public')}?)`
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const exit = server.exitCode === null ? '' : `, nginx exited with ${server.exitCode}`
  const log = existsSync(join(state, 'error.log')) ? readFileSync(join(state, 'error.log'), 'utf8') : ''
  await stop()
  throw new Error(`nginx did not serve ${base}: ${answer}${exit}\n${stderr}${log}`)
}
