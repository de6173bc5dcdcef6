import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keepBuildFilesUnpublished, WEBPACK_STATS } from './unpublished'

describe('keepBuildFilesUnpublished', () => {
  let site = ''
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'unpublished-'))
    mkdirSync(join(site, 'public', '~partytown', 'debug'), { recursive: true })
    writeFileSync(join(site, 'public', '~partytown', 'partytown-sw.js'), '')
    writeFileSync(join(site, 'public', 'chunk-map.json'), '{}')
    writeFileSync(join(site, 'public', 'webpack.stats.json'), '{"namedChunkGroups":{}}')
    writeFileSync(join(site, 'public', 'index.html'), '<h1>x</h1>')
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  it("takes Gatsby's build files out of public/ and keeps webpack's statistics for the bundle report", () => {
    keepBuildFilesUnpublished(site)
    expect(existsSync(join(site, 'public', '~partytown'))).toBe(false)
    expect(existsSync(join(site, 'public', 'chunk-map.json'))).toBe(false)
    expect(existsSync(join(site, 'public', 'webpack.stats.json'))).toBe(false)
    expect(readFileSync(join(site, WEBPACK_STATS), 'utf8')).toBe('{"namedChunkGroups":{}}')
    expect(existsSync(join(site, 'public', 'index.html'))).toBe(true)
  })

  it('leaves a build without them as it is', () => {
    keepBuildFilesUnpublished(site)
    keepBuildFilesUnpublished(site)
    expect(readFileSync(join(site, WEBPACK_STATS), 'utf8')).toBe('{"namedChunkGroups":{}}')
  })
})
