import { join } from 'node:path'
import { buildCopy, removeBuild, type BuildResult } from './buildSite'
import { describeOutputChecks } from './outputChecks'
import { urlsOutsidePrefix, type BuildUrls } from './output'
import { loadSiteConfig } from '../../src/config'

/**
 * The site built for a host that serves it under a sub-path (docs/requirements.md §C2: PATH_PREFIX with
 * --prefix-paths), in a copy of the site: the same output checks as the ordinary build, and no internal
 * URL that leaves the prefix.
 */
const PATH_PREFIX = '/help/center'
let result: BuildResult | null = null
let build: BuildUrls

beforeAll(
  () => {
    result = buildCopy('prefixed', { PATH_PREFIX }, ['--prefix-paths'])
    if (result.status !== 0) throw new Error(`the prefixed build failed:\n${result.output.slice(-4000)}`)
    build = { publicDir: join(result.dir, 'public'), siteUrl: loadSiteConfig({ ...process.env, PATH_PREFIX }).siteUrl, pathPrefix: PATH_PREFIX }
  },
  9 * 60 * 1000,
)

afterAll(() => {
  if (result) removeBuild(result)
})

describeOutputChecks(`build for ${PATH_PREFIX}`, () => build)

test(`every internal URL a page writes starts with ${PATH_PREFIX}`, () => {
  expect(urlsOutsidePrefix(build)).toEqual([])
})
