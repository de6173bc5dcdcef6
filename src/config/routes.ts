/** Route rules shared by the build (src/node) and the browser (src/theme). */

export const DOCS_ROUTE = '/docs'
export const BLOG_ROUTE = '/blog'

/** Where the OpenAPI description is published for integrators (copied at the end of the build). */
export const OPENAPI_ROUTE = '/api/openapi.yaml'
/** The Postman collection made from it at build time (src/node/api/postman.ts). */
export const POSTMAN_ROUTE = '/api/postman-collection.json'

/** Tag slug for URLs: Latin and Cyrillic letters and digits kept, everything else a dash. */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

export const docTagPath = (tag: string): string => `${DOCS_ROUTE}/tags/${tagSlug(tag)}`
export const blogTagPath = (tag: string): string => `${BLOG_ROUTE}/tags/${tagSlug(tag)}`

/** The page that shows the error table (<ErrorCodes />). */
export const ERROR_CODES_PAGE = '/docs/api/messages/errorcodes'
/** The id of an error code's row in that table: `RATE_LIMITED` -> `error-rate_limited`. */
export const errorCodeAnchor = (code: string): string => `error-${code.toLowerCase()}`
/** A link to an error code's row. */
export const errorCodeHref = (code: string): string => `${ERROR_CODES_PAGE}#${errorCodeAnchor(code)}`
