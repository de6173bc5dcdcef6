// The files a build or a test's reading of the site is made from, walked one way for the two questions asked of
// them: is the production build older than its sources (e2e/harness.mjs), and does the content the tests read still
// hold (tests/site/snapshot.ts). CommonJS so the scripts and Jest load it as it is.
'use strict'
const { existsSync, readdirSync, statSync } = require('node:fs')
const { join } = require('node:path')

/** Not a source: what the build writes itself (`generated`), tests and Jest's snapshots, which no build reads. */
const NOT_A_SOURCE = /^(generated|__snapshots__)$|\.test\.tsx?$/

/** Every source file under `paths` (files or folders; missing ones have none), with its stat, in a stable order. */
function sourceFiles(paths) {
  const out = []
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (!stat.isDirectory()) out.push({ path, size: stat.size, mtimeMs: stat.mtimeMs })
    else for (const name of readdirSync(path).sort()) if (!NOT_A_SOURCE.test(name)) visit(join(path, name))
  }
  for (const path of paths) visit(path)
  return out
}

/** The most recently modified source file under `paths`, or null when there is none. */
function newestSource(paths) {
  return sourceFiles(paths).reduce((newest, file) => (newest && newest.mtimeMs >= file.mtimeMs ? newest : file), null)
}

module.exports = { sourceFiles, newestSource }
