import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const ROOT = join(__dirname, '..', '..')
/** One file per checkout, so runs of different checkouts on one machine do not share it. */
export const SITE_SNAPSHOT = join(tmpdir(), `site-content-${Buffer.from(ROOT).toString('base64url').slice(-24)}.json`)
