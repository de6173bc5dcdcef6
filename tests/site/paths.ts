import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const ROOT = join(__dirname, '..', '..')
/** One file per checkout, so runs of different checkouts on one machine do not share it. */
const CHECKOUT = Buffer.from(ROOT).toString('base64url').slice(-24)
export const SITE_SNAPSHOT = join(tmpdir(), `site-content-${CHECKOUT}.json`)
/** The site's API description alone, as tests/site/loadApi.ts prints it. */
export const API_SNAPSHOT = join(tmpdir(), `site-api-${CHECKOUT}.json`)
