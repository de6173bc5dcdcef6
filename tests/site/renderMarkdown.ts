// Renders one OpenAPI description as the build does and prints the result as JSON:
// `node -r ts-node/register/transpile-only tests/site/renderMarkdown.ts '<{ text, basePath, errorCodes }>'`. A process
// of its own, because Jest's module registry cannot load the ES modules that render Markdown.
import { renderMarkdown } from '../../src/node/api/markdown'
import { setBasePath } from '../../src/config/sitePath'
import { errorCodeHref as errorCodeHrefOf } from '../../src/config/routes'

const { text, basePath = '', errorCodes = [] } = JSON.parse(process.argv[2]) as { text: string; basePath?: string; errorCodes?: string[] }
setBasePath(basePath)
const errorCodeHref = (code: string) => (errorCodes.includes(code) ? errorCodeHrefOf(code) : null)
process.stdout.write(JSON.stringify(renderMarkdown(text, { errorCodeHref })))
