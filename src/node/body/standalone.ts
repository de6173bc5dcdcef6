import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from '../../config'
import { toClientConfig } from '../../config'
import { loadApiDocument, type ApiDocument } from '../openapi'
import { OPENAPI_FILE } from '../api/links'
import type { CompilerHelpers } from '../../gatsby/mdxCompiler'
import { createBodyProcessor, type BodyProcessor, type BodyRenderer } from './index'
import { loadBodyRenderer } from './components'

/**
 * The few helpers gatsby-plugin-mdx's compiler reads, for compiling outside a Gatsby process (the writer's
 * `scripts/tools/check-mdx.mjs` and the tests): no nodes, no cache, and the store's answer that the build's own
 * configuration gives (gatsby-config.ts sets React's automatic JSX runtime).
 */
export const STANDALONE_HELPERS: CompilerHelpers = {
  getNode: () => null,
  getNodesByType: () => [],
  cache: { get: async () => undefined, set: async () => undefined },
  store: { getState: () => ({ config: { jsxRuntime: 'automatic' } }) },
  reporter: {},
}

/** The API description of a site folder read from its file, for compiling outside a build. */
export async function readApiDocument(root: string): Promise<ApiDocument | null> {
  const file = join(root, OPENAPI_FILE)
  return existsSync(file) ? loadApiDocument(readFileSync(file, 'utf8'), file, OPENAPI_FILE) : null
}

/** Bodies compiled and rendered as the build does, outside a Gatsby process; `codeRoot` holds src/theme. */
export async function standaloneBodies(
  codeRoot: string,
  config: SiteConfig,
  api: ApiDocument | null,
): Promise<{ bodies: BodyProcessor; renderer: BodyRenderer }> {
  const renderer = await loadBodyRenderer(codeRoot, toClientConfig(config))
  return { bodies: createBodyProcessor(renderer, config, api, STANDALONE_HELPERS), renderer }
}
