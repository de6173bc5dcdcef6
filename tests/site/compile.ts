// Compiles and renders MDX bodies as the build does, in a Node process of its own (Jest's module registry
// cannot load the compiler's ES modules): `node -r ts-node/register/transpile-only tests/site/compile.ts`
// reads a JSON array of { name, body } on stdin and prints, for each, { meta, html } or { error }.
import { join } from 'node:path'
import { readApiDocument, standaloneBodies } from '../../src/node/body/standalone'
import { loadSiteConfig } from '../../src/config'

const ROOT = join(__dirname, '..', '..')

async function main(): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const cases = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Array<{ name: string; body: string }>
  const { bodies } = await standaloneBodies(ROOT, loadSiteConfig({}), await readApiDocument(ROOT))
  const results = []
  for (const { name, body } of cases) {
    try {
      results.push(
        await bodies.process({
          sourceFile: `content/docs/${name}.mdx`,
          absolutePath: join(ROOT, 'content', 'docs', `${name}.mdx`),
          body,
          bodyLine: 5,
        }),
      )
    } catch (error) {
      results.push({ error: (error as Error).message })
    }
  }
  process.stdout.write(JSON.stringify(results))
}

void main()
