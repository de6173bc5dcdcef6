// Serves the production build (public/) with `gatsby serve` on localhost, for the browser tests and the reports.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..')

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
