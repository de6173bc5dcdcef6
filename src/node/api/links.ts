import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiDocument } from '../openapi'
import type { LinkSource } from '../links'

export const OPENAPI_FILE = 'content/api/openapi.yaml'

/**
 * The links of the OpenAPI description's Markdown as a link source of their own, checked like a page's: each
 * with the line of the file that holds it, so a broken one names `content/api/openapi.yaml:<line>`.
 */
export function apiLinkSource(root: string, api: ApiDocument): LinkSource {
  const lines = readFileSync(join(root, OPENAPI_FILE), 'utf8').split('\n')
  return {
    sourceFile: OPENAPI_FILE,
    links: api.links.map((target) => {
      const index = lines.findIndex((line) => line.includes(`](${target})`))
      return { target, line: index + 1 }
    }),
  }
}
