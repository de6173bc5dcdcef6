import { createRequire } from 'node:module'
import { GatsbyAdaptationError } from './adaptation'

const nativeRequire = createRequire(__filename)

/** What gatsby-plugin-mdx 5 reports a compile error with: a VFile message, possibly wrapped in an error's context. */
export type CompileFailure = unknown

/** The helpers Gatsby hands a plugin that the compiler reads: the site's gatsby-node passes its own. */
export interface CompilerHelpers {
  getNode: (id: string) => unknown
  getNodesByType: (type: string) => unknown[]
  cache: { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> }
  store: { getState(): unknown }
  reporter: object
}

type CompileMdx = (
  file: { source: string; absolutePath: string },
  helpers: Omit<CompilerHelpers, 'reporter'> & {
    pluginOptions: object
    customOptions: object
    pathPrefix: string
    reporter: { panicOnBuild(error: { context?: { errorMeta?: unknown } }): void }
  },
) => Promise<{ processedMDX: string } | null>

/**
 * gatsby-plugin-mdx's `compileMDXWithCustomOptions` (exported for resolvers like the site's body fields) with the
 * helpers Gatsby gave the calling plugin. Its reporter is wrapped so that a writer's mistake comes back as a
 * failure the caller reports with the file and line, instead of the plugin's generic panic. When the plugin stops
 * exporting the function, or throws on the helpers, the build stops naming this module.
 */
export async function compileWithPluginMdx(
  file: { source: string; absolutePath: string },
  options: { pluginOptions: object; customOptions: object; pathPrefix: string; helpers: CompilerHelpers },
  plugin: () => { compileMDXWithCustomOptions?: CompileMdx } = () => nativeRequire('gatsby-plugin-mdx'),
): Promise<{ code: string } | { failure: CompileFailure }> {
  const { compileMDXWithCustomOptions } = plugin()
  if (typeof compileMDXWithCustomOptions !== 'function')
    throw new GatsbyAdaptationError('mdxCompiler.ts', 'gatsby-plugin-mdx no longer exports compileMDXWithCustomOptions')
  let failure: CompileFailure = null
  let result: { processedMDX: string } | null
  try {
    result = await compileMDXWithCustomOptions(file, {
      ...options.helpers,
      pluginOptions: options.pluginOptions,
      customOptions: options.customOptions,
      pathPrefix: options.pathPrefix,
      reporter: {
        ...options.helpers.reporter,
        panicOnBuild: (error) => {
          failure = error.context?.errorMeta ?? error
        },
      },
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
