// npm run bench -- --incremental [--baseline GIT_REF] [--no-develop] [--keep] (docs/performance.md): what an edit
// costs. Each tree (the working tree; with --baseline, the sources of GIT_REF from `git archive`, the repository
// untouched) is copied into a temporary folder and measured there: a cold build, a warm build with nothing changed,
// a warm build after a one-word edit of one doc (with what it did to the HTML), and, unless --no-develop, the time
// from the same kind of edit to the new word on the page open in `gatsby develop`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT, coldBuild, followOutput, gatsby, gatsbyBuild, launchChromium, log } from './bench-runner.mjs'
import { copySite } from '../shared/site-copy.cjs'
import { EDIT, htmlDiff, htmlSnapshot, incrementalTable, median, parseSteps, replaceInBody } from './incremental.cjs'

const DEVELOP_START_TIMEOUT_MS = 5 * 60_000
const EDIT_VISIBLE_TIMEOUT_MS = 60_000

/** Runs a command, its stdout as a Buffer; a failure names the command and its stderr. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { maxBuffer: 1 << 30, ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.error?.message ?? String(result.stderr).trim()}`)
  return result.stdout
}

/** The sources of `ref` as git stores them (`git archive REF | tar -x`) in a new temporary folder. */
function extractRef(ref, temps) {
  const commit = String(run('git', ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`], { cwd: ROOT })).trim()
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-src-'))
  temps.push(dir)
  run('tar', ['-x', '-C', dir], { input: run('git', ['archive', '--format=tar', commit], { cwd: ROOT }) })
  return { dir, commit }
}

/** A copy of the site whose sources come from `sourceRoot` (as scripts/shared/site-copy.cjs makes them), in a temporary folder. */
function siteCopy(name, sourceRoot, temps) {
  const dir = mkdtempSync(join(tmpdir(), `bench-incremental-${name}-`))
  temps.push(dir)
  copySite(dir, join(sourceRoot, 'content'), sourceRoot)
  return dir
}

/** A TCP port nothing listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().on('error', reject)
    server.listen(0, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Waits until `url` answers 200; fails when `exit` (the server's exit) comes first or after the time limit. */
async function waitUntilServing(url, exit) {
  let exited = null
  exit.then((code) => (exited = code))
  const deadline = Date.now() + DEVELOP_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`gatsby develop exited with ${exited} before it served`)
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`gatsby develop did not serve ${url} within ${DEVELOP_START_TIMEOUT_MS / 1000} s`)
}

/** Writes the doc with its edited word `from` replaced by `to`. */
function editDoc(site, from, to) {
  const file = join(site, EDIT.file)
  writeFileSync(file, replaceInBody(readFileSync(file, 'utf8'), from, to))
}

/**
 * `gatsby develop` in `site` (its own process group, killed as a whole afterwards), the edited doc open in Chromium;
 * three times a new word written into the same paragraph, and the milliseconds from the write to the word on the page.
 */
async function developEdits(site, progress) {
  // DEVELOP_PORT when the machine's ports are shared out; otherwise any free one.
  const port = process.env.DEVELOP_PORT ? Number(process.env.DEVELOP_PORT) : await freePort()
  const base = `http://localhost:${port}`
  log('gatsby develop -p', port, 'in', site)
  const started = Date.now()
  const child = gatsby(['develop', '-p', String(port)], site, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  Object.assign(progress, { phase: null, tail: [], partial: '' })
  followOutput(child, progress)
  const exit = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)))
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // the group has ended
    }
  }
  progress.develop = { kill: () => killGroup('SIGKILL') }
  let browser = null
  try {
    await waitUntilServing(`${base}/`, exit)
    const developReadySeconds = Math.round((Date.now() - started) / 100) / 10
    browser = await launchChromium()
    const page = await browser.newPage()
    log('develop: opening', `${base}${EDIT.page}`)
    await page.goto(`${base}${EDIT.page}`, { waitUntil: 'load', timeout: DEVELOP_START_TIMEOUT_MS })
    // Rendered by React (develop renders in the browser) with the text of the last build's edit.
    await page.waitForFunction((word) => Boolean(window.___loader) && document.body.innerText.includes(word), EDIT.to, {
      timeout: DEVELOP_START_TIMEOUT_MS,
    })
    // The page's socket to the dev server, opened after the first render, is what brings the update.
    await sleep(2000)
    const editToVisibleMs = []
    let previous = EDIT.to
    for (const word of EDIT.developWords) {
      if (await page.evaluate((text) => document.body.innerText.includes(text), word)) throw new Error(`"${word}" is on the page before the edit`)
      const written = performance.now()
      editDoc(site, previous, word)
      await page.waitForFunction((text) => document.body.innerText.includes(text), word, { timeout: EDIT_VISIBLE_TIMEOUT_MS })
      editToVisibleMs.push(Math.round(performance.now() - written))
      log(`develop: "${word}" visible after ${editToVisibleMs.at(-1)} ms`)
      previous = word
      // Gatsby finishes the rest of the update (queries of other pages, the search index) before the next edit.
      await sleep(3000)
    }
    return { developReadySeconds, developEditToVisibleMs: editToVisibleMs, developEditToVisibleMedianMs: median(editToVisibleMs) }
  } finally {
    await browser?.close()
    killGroup('SIGTERM')
    await Promise.race([exit, sleep(10_000)])
    killGroup('SIGKILL')
    progress.develop = null
  }
}

/** The figures of one tree, written into `result` as they come (a failure still reports the ones before it). */
async function measureTree(site, result, { develop, progress }) {
  const cold = await coldBuild(site, progress)
  Object.assign(result, { coldBuildSeconds: cold.buildSeconds, coldBuildPeakRssMB: cold.buildPeakRssMB })
  const publicDir = join(site, 'public')
  const afterCold = htmlSnapshot(publicDir)
  log('warm build, nothing changed, in', site)
  const unchanged = await gatsbyBuild(site, progress)
  result.warmUnchangedSeconds = unchanged.seconds
  const beforeEdit = htmlSnapshot(publicDir)
  // What the unchanged build did to the HTML, to read the edited build's figures against.
  const same = htmlDiff(afterCold, beforeEdit)
  Object.assign(result, { warmUnchangedHtmlWritten: same.htmlWritten, warmUnchangedHtmlChanged: same.htmlChanged })
  editDoc(site, EDIT.from, EDIT.to)
  log(`warm build after the edit "${EDIT.from}" → "${EDIT.to}" in ${EDIT.file}, in`, site)
  const edited = await gatsbyBuild(site, progress)
  const steps = parseSteps(edited.output)
  Object.assign(result, {
    warmEditSeconds: edited.seconds,
    sourceAndTransformNodesSeconds: steps['source and transform nodes'] ?? null,
    ...htmlDiff(beforeEdit, htmlSnapshot(publicDir)),
  })
  if (develop) {
    try {
      Object.assign(result, await developEdits(site, progress))
    } catch (error) {
      result.developFailed = error.message
      log('develop failed:', error.message)
    }
  }
  // Gatsby's steps last, they are long: of each build, in seconds.
  result.steps = { cold: parseSteps(cold.output), warmUnchanged: parseSteps(unchanged.output), warmEdit: steps }
}

/**
 * The whole --incremental run: the working tree and, with `baseline` (a git ref), that ref's sources, each in a copy
 * of its own in os.tmpdir(). Fills `incremental` ({ edit, current, baseline }) and prints the table on stderr.
 * Temporary folders go into `temps` for the caller to remove.
 */
export async function incrementalRun({ baseline, develop, progress, temps, incremental }) {
  incremental.edit = { ...EDIT }
  const trees = [{ name: 'current', label: 'working tree', root: ROOT }]
  if (baseline !== undefined) {
    const extracted = extractRef(baseline, temps)
    log(`baseline: ${baseline} (${extracted.commit}) extracted into`, extracted.dir)
    trees.unshift({ name: 'baseline', label: `${baseline} (${extracted.commit.slice(0, 12)})`, root: extracted.dir })
  }
  // The keys in the order of the report: current, then baseline (measured first).
  for (const tree of [...trees].reverse()) incremental[tree.name] = { tree: tree.label }
  for (const tree of trees) {
    const site = siteCopy(tree.name, tree.root, temps)
    log(`${tree.name} (${tree.label}) copied into`, site)
    await measureTree(site, incremental[tree.name], { develop, progress })
  }
  console.error(`\n[bench] --incremental: ${EDIT.file}, "${EDIT.from}" → "${EDIT.to}", then ${EDIT.developWords.join(', ')} under develop\n`)
  console.error(incrementalTable(incremental.current, incremental.baseline))
  return incremental
}
