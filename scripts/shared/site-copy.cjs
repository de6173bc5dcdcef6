// A copy of the site in another folder, for builds that must not touch the working tree: the build
// tests' fixtures, the scale run of `npm run bench -- --pages N` and the trees of `npm run bench -- --incremental`.
// CommonJS so the scripts and Jest load it as it is.
'use strict'
const { cpSync, symlinkSync } = require('node:fs')
const { join } = require('node:path')

const ROOT = join(__dirname, '..', '..')
/** What a build reads besides content/ and node_modules. */
const SITE_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src',
  'plugins',
  'static',
]

/**
 * Copies the site sources into `dir` (tests left out), links this checkout's node_modules and copies `contentDir` as
 * content/. The sources come from `sourceRoot`: this checkout, or another tree of the site such as a git ref's
 * sources extracted by `npm run bench -- --incremental --baseline REF`.
 */
function copySite(dir, contentDir, sourceRoot = ROOT) {
  for (const file of SITE_FILES) {
    cpSync(join(sourceRoot, file), join(dir, file), {
      recursive: true,
      filter: (src) => !/\.test\.tsx?$|__snapshots__/.test(src),
    })
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  cpSync(contentDir, join(dir, 'content'), { recursive: true })
}

module.exports = { SITE_FILES, copySite }
