// The pure part of the bundle report (scripts/bench/bundle-report.mjs), CommonJS so that Jest loads the same file.
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const { gzipSync } = require('node:zlib')

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** The chunk group every page loads (webpack runtime, framework, app). */
const SHARED_GROUP = 'app'

/**
 * JS files of each chunk group in webpack's statistics, with their gzip sizes; routes list only what they add to the
 * shared group. The build keeps the statistics out of public/, in .cache/webpack.stats.json (src/node/unpublished.ts).
 */
function routeBundles(publicDir, statsFile = join(publicDir, '..', '.cache', 'webpack.stats.json')) {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'))
  const sizes = new Map()
  const gzipKB = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length)
    return sizes.get(file)
  }
  const jsOf = (group) => group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'))
  const describe = (files) => ({
    gzipKB: kb(files.reduce((sum, file) => sum + gzipKB(file), 0)),
    files: Object.fromEntries(files.map((file) => [file, kb(gzipKB(file))])),
  })
  const groups = stats.namedChunkGroups
  if (!groups[SHARED_GROUP]) throw new Error(`${statsFile}: no "${SHARED_GROUP}" chunk group`)
  const shared = jsOf(groups[SHARED_GROUP])
  const routes = Object.fromEntries(
    Object.entries(groups)
      .filter(([name]) => name.startsWith('component---'))
      .map(([name, group]) => [name.replace(/^component---/, ''), describe(jsOf(group).filter((file) => !shared.includes(file)))])
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  return { shared: describe(shared), routes }
}

/**
 * Bytes of a script that ran, from V8's block coverage: ranges nest, and an inner range's count overrides its
 * outer one, so the ranges are painted from the largest to the smallest.
 */
function executedBytes(entry) {
  const length = entry.source?.length ?? 0
  const ran = new Uint8Array(length)
  const ranges = entry.functions.flatMap((fn) => fn.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset))
  for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, Math.min(endOffset, length))
  return ran.reduce((sum, bit) => sum + bit, 0)
}

module.exports = { kb, routeBundles, executedBytes }
