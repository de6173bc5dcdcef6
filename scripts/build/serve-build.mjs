// Serves the production build (public/) on localhost, for the browser tests and the reports: with `gatsby serve`,
// or with Debian's nginx and the production configuration (deploy/nginx.conf) when it is installed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
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

/** Whether Debian's nginx is installed (`.ci/run` installs it; `apt-get install nginx libnginx-mod-http-brotli-static`). */
export const nginxInstalled = () => existsSync(NGINX)

/**
 * Serves `root`/public with nginx and the configuration scripts/build/nginx-conf.mjs generates from deploy/nginx.conf:
 * pre-compressed files, production headers. Resolves once it answers; `stop()` ends it and removes its state.
 */
export async function serveWithNginx(port, root = ROOT) {
  const state = mkdtempSync(join(tmpdir(), 'serve-nginx-'))
  const config = join(state, 'nginx.conf')
  const listen = `127.0.0.1:${port}`
  const made = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts/build/nginx-conf.mjs'), '--root', join(root, 'public'), '--listen', listen, '--state', state, '--out', config],
    { cwd: ROOT, encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`scripts/build/nginx-conf.mjs failed:\n${made.stderr}`)
  const server = spawn(NGINX, ['-c', config, '-g', 'daemon off;'], { stdio: 'ignore', detached: true })
  const base = `http://${listen}`
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
    rmSync(state, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  let answer = 'no answer'
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const response = await fetch(`${base}/`)
      if (response.ok) return { base, stop }
      answer = `HTTP ${response.status} for / (can nginx's worker processes read ${join(root, 'public')}?)`
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const exit = server.exitCode === null ? '' : `, nginx exited with ${server.exitCode}`
  stop()
  throw new Error(`nginx did not serve ${base}: ${answer}${exit}`)
}
