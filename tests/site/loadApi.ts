// Loads OpenAPI files as the build does and prints, for each, the result or the error as JSON:
// `node -r ts-node/register/transpile-only tests/site/loadApi.ts <openapi.yaml>…`. A process of its own, because
// Jest's module registry cannot load the ES modules that render the description's Markdown; one for all the files a
// test file needs, because starting it costs more than the loads.
import { readFileSync } from 'node:fs'
import { loadApiDocument } from '../../src/node/openapi'

async function main() {
  const results = []
  // One after another: Redocly's example validation keeps one schema registry per process, and descriptions checked at
  // once resolve their references against each other's.
  for (const file of process.argv.slice(2))
    results.push(
      await loadApiDocument(readFileSync(file, 'utf8'), file, 'content/api/openapi.yaml').then(
        (api) => ({ api }),
        (error: Error) => ({ error: error.message }),
      ),
    )
  process.stdout.write(JSON.stringify(results))
}

void main()
