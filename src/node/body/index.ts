import type { SiteConfig } from '../../config'
import { inlineComponentText } from '../../theme/MDXComponents/text'
import { pageApiData, type ApiDocument } from '../openapi'
import { ContentError } from '../errors'
import { idsIn } from '../links'
import { apiComponentMarkdown } from '../markdownExport'
import { compileBody, type BodyFile } from './compile'
import type { BodyRenderer } from './components'
import type { CompilerHelpers } from '../../gatsby/mdxCompiler'
import { siteMdxOptions } from './mdxOptions'
import type { ProcessedBody } from './types'

export type { BodyFile } from './compile'
export type { CompilerHelpers } from '../../gatsby/mdxCompiler'
export { loadBodyRenderer, type BodyRenderer } from './components'
export type { BodyMeta, Heading, LinkRef, ApiRefs, Section, ProcessedBody } from './types'

export interface BodyProcessor {
  process(file: BodyFile): Promise<ProcessedBody>
}

/**
 * How a body travels: the MDX file is compiled once by gatsby-plugin-mdx's compiler with the site's options
 * (src/node/body/mdxOptions.ts), which also yields its headings, links, sections and Markdown export from the
 * same tree (collect.ts); the compiled body is rendered to HTML in Node with the site's components
 * (components.ts, loaded once per process); src/node/bodies.ts caches the result per file and hands it to the
 * GraphQL fields of the page's node.
 */
export function createBodyProcessor(renderer: BodyRenderer, config: SiteConfig, api: ApiDocument | null, helpers: CompilerHelpers): BodyProcessor {
  const inline = inlineComponentText(config)
  const pluginOptions = siteMdxOptions(inline)
  const componentMarkdown = apiComponentMarkdown(api)
  return {
    async process(file) {
      const { code, meta } = await compileBody(file, { pluginOptions, pathPrefix: '', inline, componentMarkdown, helpers })
      const apiData = pageApiData(api, meta.apiRefs, file.sourceFile)
      try {
        const html = renderer.renderBody(code, apiData)
        return { meta, html, anchors: idsIn(html) }
      } catch (error) {
        // A component the site does not have, or one that throws: the file names it, and the line of a missing one.
        const message = (error as Error).message
        throw new ContentError(file.sourceFile, `the body could not be rendered: ${message}`, missingComponentLine(file, message))
      }
    },
  }
}

/** The file line of the first tag of the component MDX reports missing (`Expected component \`Name\` to be defined`). */
export function missingComponentLine(file: Pick<BodyFile, 'body' | 'bodyLine'>, message: string): number | undefined {
  const name = /Expected component `([\w.]+)`/.exec(message)?.[1]
  if (!name) return undefined
  const tag = new RegExp(`<${name.replace(/\./g, '\\.')}(?![\\w.])`)
  const index = file.body.split('\n').findIndex((line) => tag.test(line))
  return index < 0 ? undefined : file.bodyLine + index
}

/** The files of the API samples shown on demand (ExampleSamplesView), rendered with the body's code block. */
export function exampleSampleFiles(renderer: BodyRenderer, api: ApiDocument): Array<{ path: string; json: string }> {
  return Object.entries(api.exampleSamples).map(([id, sets]) => {
    const html = Object.fromEntries(
      Object.entries(sets).map(([example, { samples }]) => [
        example,
        Object.fromEntries(samples.map((s) => [s.id, renderer.renderCodeBlock(s.code, s.language)])),
      ]),
    )
    return { path: api.operations[id].exampleSamples?.file ?? '', json: JSON.stringify(html) }
  })
}
