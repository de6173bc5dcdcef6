import type { SiteConfig } from '../../config'
import { toClientConfig } from '../../config'
import { inlineComponentText } from '../../theme/MDXComponents/text'
import { pageApiData, type ApiDocument } from '../openapi'
import { ContentError } from '../errors'
import { apiComponentMarkdown } from '../markdownExport'
import { compileBody, type BodyFile } from './compile'
import { loadBodyRenderer } from './components'
import { siteMdxOptions } from './mdxOptions'
import type { BodyMeta } from './collect'

export type { BodyFile } from './compile'
export type { BodyMeta, Heading, LinkRef, ApiRefs, Section } from './collect'

/** A page body as the site uses it: what it holds, and its HTML. */
export interface ProcessedBody {
  meta: BodyMeta
  html: string
}

export interface BodyProcessor {
  process(file: BodyFile): Promise<ProcessedBody>
  /** The files of the API samples shown on demand (ExampleSamplesView), rendered with the body's code block. */
  exampleSampleFiles(): Array<{ path: string; json: string }>
}

/**
 * How a body travels: the MDX file is compiled once by gatsby-plugin-mdx's compiler with the site's options
 * (src/node/body/mdxOptions.ts), which also yields its headings, links, sections and Markdown export from the
 * same tree (collect.ts); the compiled body is rendered to HTML in Node with the site's components
 * (components.ts); the HTML goes into the page's node and reaches the page through its query.
 */
export async function createBodyProcessor(root: string, config: SiteConfig, api: ApiDocument | null): Promise<BodyProcessor> {
  const renderer = await loadBodyRenderer(root, toClientConfig(config))
  const inline = inlineComponentText(config)
  const pluginOptions = siteMdxOptions(inline)
  const componentMarkdown = apiComponentMarkdown(api)
  return {
    exampleSampleFiles() {
      if (!api) return []
      return Object.entries(api.exampleSamples).map(([id, sets]) => {
        const html = Object.fromEntries(
          Object.entries(sets).map(([example, { samples }]) => [
            example,
            Object.fromEntries(samples.map((s) => [s.id, renderer.renderCodeBlock(s.code, s.language)])),
          ]),
        )
        return { path: api.operations[id].exampleSamples?.file ?? '', json: JSON.stringify(html) }
      })
    },
    async process(file) {
      const { code, meta } = await compileBody(file, { pluginOptions, pathPrefix: '', inline, componentMarkdown })
      const apiData = pageApiData(api, meta.apiRefs, file.sourceFile)
      try {
        return { meta, html: renderer.renderBody(code, apiData) }
      } catch (error) {
        // A component the site does not have, or one that throws: the file names it.
        throw new ContentError(file.sourceFile, `the body could not be rendered: ${(error as Error).message}`)
      }
    },
  }
}
