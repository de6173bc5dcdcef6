import { dumpSite } from './dump'
import { ROOT, SITE_SNAPSHOT } from './paths'

/**
 * Reads the site's content once for the whole Jest run (every body compiled and rendered, as the build does)
 * and leaves it in a file that the tests read synchronously (tests/site/testSite.ts).
 */
export default async function globalSetup(): Promise<void> {
  await dumpSite(ROOT, SITE_SNAPSHOT)
}
