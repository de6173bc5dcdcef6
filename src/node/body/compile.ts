import { ContentError } from '../errors'
import { remarkCollect, type CollectOptions } from './collect'
import type { BodyMeta } from './types'
import { remarkNoScripts } from './noScripts'
import type { MdxPluginOptions } from './mdxOptions'
import { compileWithPluginMdx, type CompilerHelpers } from '../../gatsby/mdxCompiler'

/** A compiled body: the function body of its MDX module (run by src/theme/MDXComponents/server.tsx) and what it holds. */
export interface CompiledBody {
  code: string
  meta: BodyMeta
}

export interface BodyFile {
  sourceFile: string
  absolutePath: string
  /** The MDX after the front matter, and the file line it starts on. */
  body: string
  bodyLine: number
}

interface VFileMessageLike {
  reason?: string
  message?: string
  line?: number
}

/**
 * Compiles one body with gatsby-plugin-mdx's compiler (its `compileMDXWithCustomOptions`, meant for resolvers
 * of this kind) and the site's MDX options, as a function body (no imports: components come in as props),
 * collecting the BodyMeta from the same syntax tree. A syntax error or a script (noScripts.ts) fails with the file and line.
 */
export async function compileBody(
  file: BodyFile,
  options: { pluginOptions: MdxPluginOptions; pathPrefix: string; helpers: CompilerHelpers } & Pick<CollectOptions, 'inline' | 'componentMarkdown'>,
): Promise<CompiledBody> {
  let meta: BodyMeta | null = null
  const collect: CollectOptions = {
    inline: options.inline,
    componentMarkdown: options.componentMarkdown,
    lineOffset: file.bodyLine - 1,
    done: (result) => {
      meta = result
    },
  }
  const result = await compileWithPluginMdx(
    { source: file.body, absolutePath: file.absolutePath },
    {
      pluginOptions: options.pluginOptions,
      // `development: false`: the same output under `gatsby develop` (where NODE_ENV would ask for jsxDEV calls).
      customOptions: {
        mdxOptions: {
          outputFormat: 'function-body',
          development: false,
          providerImportSource: undefined,
          remarkPlugins: [remarkNoScripts, [remarkCollect, collect]],
        },
      },
      pathPrefix: options.pathPrefix,
      helpers: options.helpers,
    },
  )
  if ('failure' in result || !meta) {
    const failure = 'failure' in result ? result.failure : null
    if (failure instanceof ContentError) throw failure
    const message = failure as VFileMessageLike | null
    const reason = message?.reason ?? message?.message ?? ''
    // The compiler's messages carry the place as a property or only in the text: `(3:1-3:24)`.
    const bodyLineOfError = typeof message?.line === 'number' ? message.line : Number(/\((\d+):\d+(?:-\d+:\d+)?\)\s*$/.exec(reason)?.[1] ?? NaN)
    const line = Number.isFinite(bodyLineOfError) ? bodyLineOfError + file.bodyLine - 1 : undefined
    throw new ContentError(file.sourceFile, `MDX: ${reason || 'the body could not be compiled'}`, line)
  }
  return { code: result.code, meta }
}
