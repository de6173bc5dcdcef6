// Loads an OpenAPI file as the build does and prints the result (or the error) as JSON:
// `node -r ts-node/register/transpile-only tests/site/loadApi.ts <openapi.yaml>`. A process of its own, because
// Jest's module registry cannot load the ES modules that render the description's Markdown.
import { readFileSync } from 'node:fs'
import { loadApiDocument } from '../../src/node/openapi'

loadApiDocument(readFileSync(process.argv[2], 'utf8'), process.argv[2], 'content/api/openapi.yaml').then(
  (api) => process.stdout.write(JSON.stringify({ api })),
  (error: Error) => process.stdout.write(JSON.stringify({ error: error.message })),
)
