import { createRequire } from 'node:module'
import { GatsbyAdaptationError } from './adaptation'

/** What the build waits for in each lmdb store: a thenable settled once the store's write transactions have committed. */
export interface WritingStore {
  committed: PromiseLike<unknown>
}

type Report = (...args: unknown[]) => unknown

interface Reporter {
  panicOnBuild: Report
  panic: Report
  error: Report
}

/** How long a stopping build waits for the stores before it exits anyway. */
export const SETTLE_LIMIT_MS = 15_000

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** True when no store has a commit under way: each `committed` settles within one turn of the event loop. */
async function idle(stores: Iterable<WritingStore>): Promise<boolean> {
  let settled = false
  void Promise.all([...stores].map((store) => store.committed)).then(() => {
    settled = true
  })
  await nextTurn()
  return settled
}

/**
 * Resolves once no store is committing, rounds after rounds: a write queued while the last commit ran (a body still
 * compiling when another failed) makes another round. Gives up after `limitMs`.
 */
export async function writesSettled(stores: Map<string, WritingStore>, limitMs = SETTLE_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline && !(await idle(stores.values()))) {
    const left = deadline - Date.now()
    await Promise.race([
      Promise.all([...stores.values()].map((store) => store.committed)),
      new Promise((resolve) => setTimeout(resolve, left).unref()),
    ])
  }
}

/** What the build ends in each of Gatsby's worker pools: gatsby-worker's end() kills its workers and resolves per worker. */
interface EndingPool {
  end: () => PromiseLike<unknown>[]
}

/**
 * Records every pool of gatsby-worker's class (Gatsby's query and rendering workers): its constructor, and a
 * restart, start the workers through startAll. The returned set holds the pools.
 */
function recordPools(WorkerPool: unknown): Set<EndingPool> {
  const prototype = (WorkerPool as { prototype?: Record<string, unknown> } | null)?.prototype
  const startAll = prototype?.startAll
  if (typeof startAll !== 'function' || typeof prototype?.end !== 'function') {
    throw new GatsbyAdaptationError(
      'exitAfterWrites.ts',
      "gatsby-worker's WorkerPool no longer starts its workers in startAll and ends them with end",
    )
  }
  const pools = new Set<EndingPool>()
  prototype.startAll = function (this: EndingPool, ...args: unknown[]) {
    pools.add(this)
    return (startAll as (...startArgs: unknown[]) => unknown).apply(this, args)
  }
  return pools
}

/**
 * Ends every pool and resolves once their workers have exited. A worker busy in a task (loading the site's plugins,
 * compiling bodies) does not see its parent exit until the task ends, which on a loaded machine is many seconds:
 * gatsby-worker asks it to end and kills it a second later.
 */
async function workersEnded(pools: Iterable<EndingPool>, limitMs = SETTLE_LIMIT_MS): Promise<void> {
  const ended = [...pools].flatMap((pool) => pool.end())
  await Promise.race([Promise.allSettled(ended), new Promise((resolve) => setTimeout(resolve, limitMs).unref())])
}

/**
 * In `gatsby build`, Gatsby's reporter.panicOnBuild (and reporter.panic anywhere) prints the error and calls
 * process.exit(1) at once. Node's exit joins the libuv thread pool, and a thread of lmdb (the store behind Gatsby's
 * nodes and the plugins' caches) that is committing a write waits for JavaScript to run its callbacks, which an exiting
 * process never does: the build prints its message and then hangs for ever, its workers with it. This happens when a
 * writer's mistake stops the build while other bodies are still being compiled and cached.
 *
 * Both methods of the one reporter Gatsby hands every plugin (and uses itself) are replaced: the first stopping error
 * is printed at once, the exit code is set, Gatsby's worker processes are ended, and the process exits as soon as
 * they are gone and lmdb has no commit under way. What fails while the build stops follows from the first error
 * (gatsby-plugin-mdx throwing YAML's stack for the front matter the site has just reported, a task of an ended worker)
 * and is not printed: Gatsby's own exit leaves no time for it either. Installed once, in the main process, before
 * anything can fail and before Gatsby makes its worker pool.
 */
export function exitAfterWrites(
  load: () => { reporter: unknown; stores: unknown; WorkerPool: unknown } = () => {
    const gatsbyRequire = createRequire(createRequire(`${process.cwd()}/package.json`).resolve('gatsby/package.json'))
    return {
      reporter: gatsbyRequire('gatsby-cli/lib/reporter'),
      stores: (gatsbyRequire('lmdb') as { allDbs?: unknown }).allDbs,
      // The class Gatsby's pool module (gatsby/dist/utils/worker/pool.js) makes its workers with.
      WorkerPool: (gatsbyRequire('gatsby-worker') as { WorkerPool?: unknown }).WorkerPool,
    }
  },
  exit: (code: number) => never = (code) => process.exit(code),
): void {
  const { reporter, stores, WorkerPool } = load()
  const methods = reporter as Partial<Reporter> | null
  if (typeof methods?.panicOnBuild !== 'function' || typeof methods.panic !== 'function' || typeof methods.error !== 'function') {
    throw new GatsbyAdaptationError('exitAfterWrites.ts', "gatsby-cli's reporter no longer has panicOnBuild, panic and error methods")
  }
  if (!(stores instanceof Map)) throw new GatsbyAdaptationError('exitAfterWrites.ts', 'lmdb no longer exports allDbs, the map of its open stores')
  const pools = recordPools(WorkerPool)
  const target = methods as Reporter
  const error = target.error
  let exiting = false
  const stop = (args: unknown[]) => {
    process.exitCode = 1
    if (exiting) return undefined
    exiting = true
    const reported = error(...args)
    // Exits whatever happens to either wait: a pool that fails to end must not leave the build running.
    void Promise.allSettled([writesSettled(stores as Map<string, WritingStore>), workersEnded(pools)]).then(() => exit(1))
    return reported
  }
  const panicOnBuild = target.panicOnBuild
  target.panicOnBuild = (...args) => (process.env.gatsby_executing_command === 'build' ? stop(args) : panicOnBuild(...args))
  target.panic = (...args) => stop(args)
}
