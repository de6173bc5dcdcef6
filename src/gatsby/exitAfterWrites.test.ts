import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exitAfterWrites, writesSettled, type WritingStore } from './exitAfterWrites'
import { GatsbyAdaptationError } from './adaptation'

/** A store whose commit finishes when the test says so. */
function slowStore(): WritingStore & { finish: () => void; write: () => void } {
  let finish = () => undefined as void
  let pending: Promise<void> | null = null
  return {
    get committed() {
      return pending ?? Promise.resolve()
    },
    write() {
      pending = new Promise<void>((resolve) => {
        finish = () => {
          pending = null
          resolve()
        }
      })
    },
    finish: () => finish(),
  }
}

const turns = async (count: number) => {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

/** A stand-in for gatsby-worker's WorkerPool: its constructor starts the workers, end() resolves when the test says. */
class FakePool {
  ends = 0
  finish = () => undefined as void
  constructor() {
    this.startAll()
  }
  startAll(): void {}
  end(): Promise<number>[] {
    this.ends += 1
    return [new Promise<number>((resolve) => (this.finish = () => resolve(0)))]
  }
}

const fromGatsby = createRequire(require.resolve('gatsby/package.json'))

/** Runs `body` as `gatsby build` would, and puts the environment and exit code back. */
async function asBuild(body: () => Promise<void>): Promise<void> {
  const command = process.env.gatsby_executing_command
  const exitCode = process.exitCode
  process.env.gatsby_executing_command = 'build'
  try {
    await body()
  } finally {
    process.env.gatsby_executing_command = command
    process.exitCode = exitCode
  }
}

describe('a build that stops exits once its writes are committed', () => {
  test('waits for the commit under way, and for a write queued while it ran', async () => {
    const store = slowStore()
    store.write()
    let settled = false
    void writesSettled(new Map([['cache', store]])).then(() => {
      settled = true
    })
    await turns(3)
    expect(settled).toBe(false)
    store.finish()
    store.write()
    await turns(3)
    expect(settled).toBe(false)
    store.finish()
    await turns(4)
    expect(settled).toBe(true)
  })

  test('gives up after its limit when a commit never ends', async () => {
    const store = slowStore()
    store.write()
    const started = Date.now()
    await writesSettled(new Map([['stuck', store]]), 50)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  test("panicOnBuild prints at once, sets the exit code and exits after the commit; develop keeps Gatsby's own", async () => {
    const store = slowStore()
    const printed: unknown[] = []
    const originalPanicOnBuild = jest.fn()
    const reporter = { error: (...args: unknown[]) => printed.push(args[0]), panicOnBuild: originalPanicOnBuild, panic: jest.fn() }
    const exit = jest.fn() as unknown as (code: number) => never
    const command = process.env.gatsby_executing_command
    const exitCode = process.exitCode
    try {
      exitAfterWrites(() => ({ reporter, stores: new Map([['nodes', store]]), WorkerPool: FakePool }), exit)
      process.env.gatsby_executing_command = 'develop'
      reporter.panicOnBuild('in develop')
      expect(originalPanicOnBuild).toHaveBeenCalledWith('in develop')

      process.env.gatsby_executing_command = 'build'
      store.write()
      reporter.panicOnBuild('content/docs/start/whatis.mdx:58: MDX: Expected a closing tag')
      expect(printed).toEqual(['content/docs/start/whatis.mdx:58: MDX: Expected a closing tag'])
      expect(process.exitCode).toBe(1)
      await turns(3)
      expect(exit).not.toHaveBeenCalled()
      store.finish()
      await turns(4)
      expect(exit).toHaveBeenCalledTimes(1)
      expect(exit).toHaveBeenCalledWith(1)
    } finally {
      process.env.gatsby_executing_command = command
      process.exitCode = exitCode
    }
  })

  test('only the first stopping error is printed: what fails while the build stops follows from it', async () => {
    // gatsby-plugin-mdx reads the file whose front matter the site's plugin has just reported, and throws YAML's stack.
    const printed: unknown[] = []
    const reporter = { error: (...args: unknown[]) => printed.push(args[0]), panicOnBuild: jest.fn(), panic: jest.fn() }
    const exit = jest.fn() as unknown as (code: number) => never
    await asBuild(async () => {
      exitAfterWrites(() => ({ reporter, stores: new Map(), WorkerPool: FakePool }), exit)
      reporter.panicOnBuild('content/docs/start/index.mdx:2: malformed front matter: Missing closing "quote')
      reporter.panicOnBuild({ id: '11321', context: { pluginName: 'gatsby-plugin-mdx', api: 'onCreateNode' } })
      reporter.panic('UNHANDLED REJECTION', new Error('Worker exited before finishing task'))
      expect(printed).toEqual(['content/docs/start/index.mdx:2: malformed front matter: Missing closing "quote'])
      expect(process.exitCode).toBe(1)
      await turns(4)
      expect(exit).toHaveBeenCalledTimes(1)
      expect(exit).toHaveBeenCalledWith(1)
    })
  })

  test('ends the worker pools Gatsby started and exits once their workers are gone', async () => {
    const reporter = { error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn() }
    const exit = jest.fn() as unknown as (code: number) => never
    await asBuild(async () => {
      exitAfterWrites(() => ({ reporter, stores: new Map(), WorkerPool: FakePool }), exit)
      const pool = new FakePool()
      reporter.panicOnBuild('content/docs/start/index.mdx:8: MDX: Expected a closing tag')
      reporter.panicOnBuild('a second error')
      expect(pool.ends).toBe(1)
      await turns(4)
      expect(exit).not.toHaveBeenCalled()
      pool.finish()
      await turns(4)
      expect(exit).toHaveBeenCalledWith(1)
    })
  })

  test('exits even when a pool fails to end', async () => {
    class BrokenPool extends FakePool {
      override end(): Promise<number>[] {
        throw new Error('the pool is gone')
      }
    }
    const reporter = { error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn() }
    const exit = jest.fn() as unknown as (code: number) => never
    await asBuild(async () => {
      exitAfterWrites(() => ({ reporter, stores: new Map(), WorkerPool: BrokenPool }), exit)
      new BrokenPool()
      reporter.panicOnBuild('content/docs/start/index.mdx:8: MDX: Expected a closing tag')
      await turns(4)
      expect(exit).toHaveBeenCalledWith(1)
    })
  })

  test("a gatsby-worker busy in a task is gone before the build exits, though it never reads the pool's message", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'exit-after-writes-'))
    const workerFile = join(folder, 'worker.js')
    writeFileSync(workerFile, 'exports.pid = () => process.pid\nexports.spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); }\n')
    // A subclass, so that the method wrapped for this test is its own and gatsby-worker's class stays as it was.
    const { WorkerPool } = fromGatsby('gatsby-worker') as typeof import('gatsby-worker')
    class TestPool extends WorkerPool<{ pid: () => number; spin: (ms: number) => void }> {}
    const reporter = { error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn() }
    let exited = false
    const exit = (() => {
      exited = true
    }) as unknown as (code: number) => never
    let pool: TestPool | null = null
    try {
      await asBuild(async () => {
        exitAfterWrites(() => ({ reporter, stores: new Map(), WorkerPool: TestPool }), exit)
        pool = new TestPool(workerFile, { numWorkers: 1 })
        const pid = await pool.single.pid()
        pool.single.spin(60_000).catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 200))
        const stoppedAt = Date.now()
        reporter.panicOnBuild('content/docs/start/index.mdx:8: MDX: Expected a closing tag')
        while (!exited && Date.now() - stoppedAt < 20_000) await new Promise((resolve) => setTimeout(resolve, 50))
        expect(exited).toBe(true)
        expect(Date.now() - stoppedAt).toBeLessThan(10_000)
        expect(() => process.kill(pid, 0)).toThrow(/ESRCH/)
      })
    } finally {
      await Promise.all((pool as TestPool | null)?.end() ?? [])
      rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)

  test('fails naming itself when the reporter, lmdb or gatsby-worker no longer have what it replaces', () => {
    const exit = jest.fn() as unknown as (code: number) => never
    const stores = new Map()
    expect(() => exitAfterWrites(() => ({ reporter: { error: () => undefined }, stores, WorkerPool: FakePool }), exit)).toThrow(GatsbyAdaptationError)
    const reporter = () => ({ error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn() })
    expect(() => exitAfterWrites(() => ({ reporter: reporter(), stores: undefined, WorkerPool: FakePool }), exit)).toThrow(
      /exitAfterWrites\.ts .*allDbs/,
    )
    expect(() => exitAfterWrites(() => ({ reporter: reporter(), stores, WorkerPool: class {} }), exit)).toThrow(/exitAfterWrites\.ts .*gatsby-worker/)
  })

  test("the installed Gatsby's reporter, lmdb and gatsby-worker have what it replaces", () => {
    const reporter = fromGatsby('gatsby-cli/lib/reporter') as Record<string, unknown>
    for (const method of ['panicOnBuild', 'panic', 'error']) expect(typeof reporter[method]).toBe('function')
    expect((fromGatsby('lmdb') as { allDbs: unknown }).allDbs).toBeInstanceOf(Map)
    // Gatsby's pool of query and rendering workers is made by gatsby-worker as Gatsby itself resolves it.
    const poolModule = fromGatsby.resolve('gatsby/dist/utils/worker/pool')
    expect(createRequire(poolModule).resolve('gatsby-worker')).toBe(fromGatsby.resolve('gatsby-worker'))
    const { WorkerPool } = fromGatsby('gatsby-worker') as { WorkerPool: { prototype: Record<string, unknown> } }
    for (const method of ['startAll', 'end']) expect(typeof WorkerPool.prototype[method]).toBe('function')
  })
})
