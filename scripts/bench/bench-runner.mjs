// What the benchmark's runs share (scripts/bench/bench.mjs and its --incremental part, scripts/bench/bench-incremental.mjs):
// Gatsby's command line with telemetry off, a build timed with the peak memory of its process tree, and Chromium.
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const ROOT = join(import.meta.dirname, '..', '..')
export const log = (...args) => console.error('[bench]', ...args)

/** Resident memory of a process and all its descendants, in kB, from /proc. */
function treeRssKb(rootPid) {
  const parents = new Map()
  const rss = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(name), Number(fields[1]))
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      rss.set(Number(name), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0))
    } catch {
      // the process ended while we looked
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p && p !== 1; p = parents.get(p)) if (p === rootPid) return true
    return false
  }
  let total = 0
  for (const [pid, value] of rss) if (inTree(pid)) total += value
  return total
}

/** `gatsby <args>` in `cwd` with the site's node_modules, telemetry off and plain CI output. */
export const gatsby = (args, cwd, options = {}) =>
  spawn(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), ...args], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    ...options,
  })

/**
 * Copies a Gatsby process's output to stderr and keeps, in `progress`, the last step it reported and the output's
 * tail (so a failure can say where it was). Returns the array the whole output's lines are collected in.
 */
export function followOutput(child, progress) {
  const lines = []
  const onOutput = (chunk) => {
    process.stderr.write(chunk)
    const parts = `${progress.partial}${chunk}`.split('\n')
    progress.partial = parts.pop()
    for (const line of parts) {
      lines.push(line)
      progress.tail.push(line.length > 400 ? `${line.slice(0, 400)}…` : line)
      if (/^(success|info|warn|error|ERROR|FATAL)\b/.test(line)) progress.phase = line.trim()
    }
    progress.tail.splice(0, Math.max(0, progress.tail.length - 40))
  }
  child.stdout.setEncoding('utf8').on('data', onOutput)
  child.stderr.setEncoding('utf8').on('data', onOutput)
  return lines
}

/**
 * One `gatsby build` in `site`: wall time, the peak RSS of the process tree and Gatsby's output (also copied to
 * stderr). `progress` follows the build, so a failed or interrupted one can say how far it got.
 */
export async function gatsbyBuild(site, progress) {
  Object.assign(progress, { phase: null, tail: [], partial: '', peakKb: 0, seconds: 0 })
  const started = Date.now()
  const child = gatsby(['build'], site, { stdio: ['ignore', 'pipe', 'pipe'] })
  progress.child = child
  const lines = followOutput(child, progress)
  const timer = setInterval(() => {
    progress.peakKb = Math.max(progress.peakKb, treeRssKb(child.pid))
    progress.seconds = Math.round((Date.now() - started) / 100) / 10
  }, 200)
  const [code, signal] = await new Promise((resolve) => child.on('close', (...args) => resolve(args)))
  clearInterval(timer)
  progress.child = null
  progress.seconds = Math.round((Date.now() - started) / 100) / 10
  if (code !== 0) throw Object.assign(new Error(`gatsby build exited with ${code ?? signal}`), { buildExit: code ?? signal })
  return { seconds: progress.seconds, peakRssMB: Math.round(progress.peakKb / 1024), output: [...lines, progress.partial].join('\n') }
}

/** `gatsby clean && gatsby build` in `site` (see gatsbyBuild): wall time and peak RSS of the build, and its output. */
export async function coldBuild(site, progress) {
  log('cold build: gatsby clean && gatsby build in', site)
  await new Promise((resolve, reject) =>
    gatsby(['clean'], site).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gatsby clean: ${code}`)))),
  )
  const build = await gatsbyBuild(site, progress)
  return { buildSeconds: build.seconds, buildPeakRssMB: build.peakRssMB, output: build.output }
}

/** Debian's Chromium (or $CHROME_PATH) through playwright-core; no browser is ever downloaded. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
