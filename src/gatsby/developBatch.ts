import { createRequire } from 'node:module'
import { GatsbyAdaptationError } from './adaptation'

/**
 * Under `gatsby develop`, a node made outside a Gatsby API call (the File node gatsby-source-filesystem makes when a
 * writer saves a file) is not applied at once: Gatsby's waiting state machine collects such mutations and commits
 * them 500 ms after the first one (its NODE_MUTATION_BATCH_TIMEOUT), or as soon as 100 have come. A save is one file;
 * those 500 ms would be about half of what a writer waits to see an edit. Gatsby offers no option for it, so the delay
 * is set in the machine's configuration before develop first waits for mutations. A burst of many files (a branch
 * switch) still arrives within this window or fills a batch of 100.
 */
export const NODE_MUTATION_BATCH_MS = 100

const WAITING_MACHINE = 'gatsby/dist/state-machines/waiting'
const MODULE = 'developBatch.ts'

interface DelayedTransition {
  delay: number | string
}

interface WaitingModule {
  waitingStates?: { states?: Record<string, { after?: Record<string, unknown> }> }
  waitingMachine?: { states?: Record<string, { after?: DelayedTransition[] }> }
}

/**
 * Sets the batch delay of develop's waiting machine to `delayMs`, or throws GatsbyAdaptationError naming what is
 * no longer there. `load` resolves Gatsby's module (the site's own copy unless a test hands another).
 */
export function shortenNodeMutationBatch(
  delayMs = NODE_MUTATION_BATCH_MS,
  load: (id: string) => unknown = createRequire(`${process.cwd()}/package.json`),
): void {
  let waiting: WaitingModule
  try {
    waiting = load(WAITING_MACHINE) as WaitingModule
  } catch {
    throw new GatsbyAdaptationError(MODULE, `${WAITING_MACHINE} cannot be loaded`)
  }
  const batching = waiting.waitingStates?.states?.batchingNodeMutations
  const delays = batching?.after ? Object.keys(batching.after) : []
  if (!batching?.after || delays.length !== 1 || !/^\d+$/.test(delays[0]) || batching.after[delays[0]] !== 'committingBatch')
    throw new GatsbyAdaptationError(MODULE, 'the waiting machine has no state "batchingNodeMutations" committing after one delay')
  batching.after = { [delayMs]: 'committingBatch' }
  // The machine reads its delayed transitions from this configuration the first time it needs them; if it had
  // already, the change would do nothing.
  const applied = waiting.waitingMachine?.states?.batchingNodeMutations?.after?.map((transition) => Number(transition.delay))
  if (!applied || applied.length !== 1 || applied[0] !== delayMs)
    throw new GatsbyAdaptationError(MODULE, `the waiting machine did not take the batch delay (it has ${JSON.stringify(applied)})`)
}
