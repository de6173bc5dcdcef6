import { createRequire } from 'node:module'
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
      exitAfterWrites(() => ({ reporter, stores: new Map([['nodes', store]]) }), exit)
      process.env.gatsby_executing_command = 'develop'
      reporter.panicOnBuild('in develop')
      expect(originalPanicOnBuild).toHaveBeenCalledWith('in develop')

      process.env.gatsby_executing_command = 'build'
      store.write()
      reporter.panicOnBuild('content/docs/start/whatis.mdx:58: MDX: Expected a closing tag')
      reporter.panicOnBuild('a second error')
      // The first stopping error only: a later one while the stores settle follows from it.
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

  test('fails naming itself when the reporter or lmdb no longer have what it replaces', () => {
    const exit = jest.fn() as unknown as (code: number) => never
    expect(() => exitAfterWrites(() => ({ reporter: { error: () => undefined }, stores: new Map() }), exit)).toThrow(GatsbyAdaptationError)
    const reporter = { error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn() }
    expect(() => exitAfterWrites(() => ({ reporter, stores: undefined }), exit)).toThrow(/exitAfterWrites\.ts .*allDbs/)
  })

  test("the installed Gatsby's reporter and lmdb have what it replaces", () => {
    const fromGatsby = createRequire(require.resolve('gatsby/package.json'))
    const reporter = fromGatsby('gatsby-cli/lib/reporter') as Record<string, unknown>
    for (const method of ['panicOnBuild', 'panic', 'error']) expect(typeof reporter[method]).toBe('function')
    expect((fromGatsby('lmdb') as { allDbs: unknown }).allDbs).toBeInstanceOf(Map)
  })
})
