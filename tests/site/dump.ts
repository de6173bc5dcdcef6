// Loads a site's content as the build does and writes it as JSON (without the parts rebuilt from it):
// `node -r ts-node/register/transpile-only tests/site/dump.ts <site root> <out.json> [code root]`.
// A process of its own, because Jest's module registry cannot load the ES modules of the MDX compiler.
import { writeFileSync } from 'node:fs'
import { readSiteContent } from './readContent'
import { loadSiteConfig } from '../../src/config'

export async function dumpSite(root: string, out: string, codeRoot = root): Promise<void> {
  const site = await readSiteContent(root, { config: loadSiteConfig({}), codeRoot })
  const { sidebars: _sidebars, ...plain } = site
  writeFileSync(out, JSON.stringify(plain))
}

if (require.main === module) {
  const [root, out, codeRoot] = process.argv.slice(2)
  dumpSite(root, out, codeRoot).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
