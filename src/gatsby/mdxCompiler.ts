import { createRequire } from 'node:module'
import { GatsbyAdaptationError } from './adaptation'

const nativeRequire = createRequire(__filename)

/** What gatsby-plugin-mdx 5 reports a compile error with: a VFile message, possibly wrapped in an error's context. */
export type CompileFailure = unknown

type CompileMdx = (
  file: { source: string; absolutePath: string },
  helpers: {
    pluginOptions: object
    customOptions: object
    getNode: () => null
    getNodesByType: () => never[]
    pathPrefix: string
    reporter: { panicOnBuild(error: { context?: { errorMeta?: unknown } }): void }
    cache: { get(): Promise<undefined>; set(): Promise<void> }
    store: { getState(): { config: { jsxRuntime: string } } }
  },
) => Promise<{ processedMDX: string } | null>

/**
 * gatsby-plugin-mdx's `compileMDXWithCustomOptions` (exported for resolvers) expects the helpers Gatsby hands a
 * plugin: a node getter, a reporter, a cache and the store. The body pipeline compiles outside a plugin
 * lifecycle, so it hands the compiler the little it reads of them: no nodes, no cache, a reporter that keeps the
 * error, and a store whose config asks for React's automatic JSX runtime. When the plugin stops exporting the
 * function or starts reading more of those helpers, the build stops naming this module.
 */
export async function compileWithPluginMdx(
  file: { source: string; absolutePath: string },
  options: { pluginOptions: object; customOptions: object; pathPrefix: string },
  plugin: () => { compileMDXWithCustomOptions?: CompileMdx } = () => nativeRequire('gatsby-plugin-mdx'),
): Promise<{ code: string } | { failure: CompileFailure }> {
  const { compileMDXWithCustomOptions } = plugin()
  if (typeof compileMDXWithCustomOptions !== 'function')
    throw new GatsbyAdaptationError('mdxCompiler.ts', 'gatsby-plugin-mdx no longer exports compileMDXWithCustomOptions')
  let failure: CompileFailure = null
  let result: { processedMDX: string } | null
  try {
    result = await compileMDXWithCustomOptions(file, {
      pluginOptions: options.pluginOptions,
      customOptions: options.customOptions,
      getNode: () => null,
      getNodesByType: () => [],
      pathPrefix: options.pathPrefix,
      reporter: {
        panicOnBuild: (error) => {
          failure = error.context?.errorMeta ?? error
        },
      },
      cache: { get: async () => undefined, set: async () => undefined },
      // The body runs with react/jsx-runtime (src/theme/MDXComponents/server.tsx).
      store: { getState: () => ({ config: { jsxRuntime: 'automatic' } }) },
    })
  } catch (error) {
    // The compiler reports the writer's mistakes through the reporter; a TypeError is the helpers not fitting.
    if (error instanceof TypeError)
      throw new GatsbyAdaptationError('mdxCompiler.ts', `compileMDXWithCustomOptions failed on the helpers it was handed: ${error.message}`)
    throw error
  }
  if (failure !== null) return { failure }
  if (!result || typeof result.processedMDX !== 'string') {
    throw new GatsbyAdaptationError('mdxCompiler.ts', 'compileMDXWithCustomOptions returned no processedMDX and reported no error')
  }
  return { code: result.processedMDX }
}
