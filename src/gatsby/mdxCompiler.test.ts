import { compileWithPluginMdx } from './mdxCompiler'

const file = { source: '# Заголовок', absolutePath: '/site/content/docs/x.mdx' }
const helpers = {
  getNode: () => null,
  getNodesByType: () => [],
  cache: { get: async () => undefined, set: async () => undefined },
  store: { getState: () => ({ config: { jsxRuntime: 'automatic' } }) },
  reporter: {},
}
const options = { pluginOptions: {}, customOptions: {}, pathPrefix: '', helpers }
type Compile = NonNullable<Parameters<typeof compileWithPluginMdx>[2]>

describe("gatsby-plugin-mdx's compiler outside a plugin lifecycle", () => {
  test('a compiled body comes back as code; a writer mistake the compiler reports comes back as the failure', async () => {
    const compiles: Compile = () => ({ compileMDXWithCustomOptions: async () => ({ processedMDX: 'return {}' }) })
    await expect(compileWithPluginMdx(file, options, compiles)).resolves.toEqual({ code: 'return {}' })
    const reports: Compile = () => ({
      compileMDXWithCustomOptions: async (_file, helpers) => {
        helpers.reporter.panicOnBuild({ context: { errorMeta: { reason: 'Unexpected character', line: 3 } } })
        return null
      },
    })
    await expect(compileWithPluginMdx(file, options, reports)).resolves.toEqual({ failure: { reason: 'Unexpected character', line: 3 } })
  })

  test.each<[string, Compile, RegExp]>([
    ['the export is gone', () => ({}), /no longer exports compileMDXWithCustomOptions/],
    [
      'it reads a helper it was not handed',
      () => ({
        compileMDXWithCustomOptions: async (_f, helpers) =>
          (helpers as unknown as { store: { getState(): { program: { directory: string } } } }).store.getState().program.directory.length
            ? null
            : null,
      }),
      /failed on the helpers it was handed/,
    ],
    [
      'it returns nothing and reports nothing',
      () => ({ compileMDXWithCustomOptions: async () => null }),
      /returned no processedMDX and reported no error/,
    ],
  ])('when %s, the build stops naming the module', async (_when, plugin, problem) => {
    await expect(compileWithPluginMdx(file, options, plugin)).rejects.toThrow(/src\/gatsby\/mdxCompiler\.ts \(written for Gatsby 5\.16\.1/)
    await expect(compileWithPluginMdx(file, options, plugin)).rejects.toThrow(problem)
  })
})
