import type { ApiDocument } from '../openapi'
import type { LinkSource } from '../links'

export const OPENAPI_FILE = 'content/api/openapi.yaml'

/**
 * The links of the OpenAPI description's Markdown as a link source of their own, checked like a page's: each
 * with the line of the file that holds it, so a broken one names `content/api/openapi.yaml:<line>`.
 */
export function apiLinkSource(api: ApiDocument): LinkSource {
  return { sourceFile: OPENAPI_FILE, links: api.links.map((target) => ({ target, line: api.linkLines[target] ?? 0 })) }
}
