import { createRequire } from 'node:module'
import { shortenNodeMutationBatch } from './developBatch'

// Gatsby's own state-machine library, at the version Gatsby runs.
const fromGatsby = createRequire(require.resolve('gatsby/package.json'))
const { interpret } = fromGatsby('xstate') as typeof import('xstate')
const { SimulatedClock } = fromGatsby('xstate/lib/SimulatedClock') as typeof import('xstate/lib/SimulatedClock')

interface Machine {
  withContext(context: object): Machine
  withConfig(options: object): Machine
}

describe("develop's node-mutation batch", () => {
  test("Gatsby's waiting machine commits a saved file's node after the site's delay, not its 500 ms", () => {
    jest.isolateModules(() => {
      const load = (id: string) => fromGatsby(id)
      shortenNodeMutationBatch(100, load)
      const { waitingMachine } = load('gatsby/dist/state-machines/waiting') as { waitingMachine: Machine }
      const clock = new SimulatedClock()
      // The machine as develop invokes it (with its context); committing the batch never finishes here.
      const machine = waitingMachine
        .withConfig({ actions: { addNodeMutation: () => undefined }, services: { runMutationBatch: () => new Promise(() => undefined) } })
        .withContext({ nodeMutationBatch: [], runningBatch: [] })
      const service = interpret(machine as never, { clock }).start()
      service.send({ type: 'ADD_NODE_MUTATION' })
      expect(service.state.value).toBe('batchingNodeMutations')
      clock.increment(99)
      expect(service.state.value).toBe('batchingNodeMutations')
      clock.increment(1)
      expect(service.state.value).toBe('committingBatch')
      service.stop()
    })
  })

  test.each<[string, unknown, RegExp]>([
    ['the module is gone', null, /cannot be loaded/],
    ['the batching state is gone', { waitingStates: { states: {} } }, /no state "batchingNodeMutations"/],
    [
      'the machine was built before the change',
      {
        waitingStates: { states: { batchingNodeMutations: { after: { 500: 'committingBatch' } } } },
        waitingMachine: { states: { batchingNodeMutations: { after: [{ delay: 500 }] } } },
      },
      /did not take the batch delay/,
    ],
  ])('when %s, develop stops naming the module', (_when, module, problem) => {
    const load = () => {
      if (!module) throw new Error('Cannot find module')
      return module
    }
    expect(() => shortenNodeMutationBatch(100, load)).toThrow(/src\/gatsby\/developBatch\.ts \(written for Gatsby 5\.16\.1/)
    expect(() => shortenNodeMutationBatch(100, load)).toThrow(problem)
  })
})
