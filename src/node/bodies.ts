import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { SiteConfig } from '../config'
import { toClientConfig } from '../config'
import { hashSources } from './files'
import { ContentError } from './errors'
import type { ApiDocument } from './openapi'
import { createBodyProcessor, loadBodyRenderer, type BodyProcessor, type BodyRenderer, type CompilerHelpers, type ProcessedBody } from './body'

/** What a content node carries to have its body compiled: the Mdx body and where it sits in its file. */
export interface BodySource {
  sourceFile: string
  contentFilePath: string
  /** The Mdx node's body (the file after its front matter) and the file line it starts on. */
  body: string
  bodyLine: number
  /** A digest of `body` (src/node/transform.ts). */
  bodyDigest: string
}

/** The API description a body renders with, and the digest of the file it came from. */
export interface ApiSource {
  document: ApiDocument
  digest: string
}

/** The code a body's result depends on besides its file: what compiles it and the components that render it. */
const BODY_CODE = ['src/node', 'src/config', 'src/i18n', 'src/reference', 'src/gatsby/mdxCompiler.ts']
export const BODY_PACKAGES = ['gatsby-plugin-mdx', '@mdx-js/mdx', 'remark-gfm', 'react-dom']

export interface BodyStoreOptions {
  root: string
  config: SiteConfig
  basePath: string
  helpers: CompilerHelpers
  /** Under `gatsby develop` a body that no longer compiles is reported and its last good result kept. */
  develop: boolean
  /**
   * Whether each body, once resolved, stays in memory for the rest of the process. Under `gatsby develop` every
   * edit runs the site query again; in the main process of `gatsby build` createPages and the search index each
   * ask for every body. A page-query worker asks for its pages' bodies once and keeps nothing.
   */
  keepInMemory: boolean
  reportError(message: string): void
}

/**
 * Each body is compiled and rendered once for a given text, place, API description and code: the result is kept
 * in Gatsby's cache (`cache`, persisted in .cache between builds) under a key made of the body's digest, the line
 * it starts on and its file, the API description's digest and a digest of the code and packages that compile and
 * render bodies, and, where `keepInMemory` says so, in memory for the rest of the process. An unchanged body is
 * never compiled again, in `gatsby build` or `gatsby develop`; changing the renderer's code or the API description
 * renders every body again.
 */
export class BodyStore {
  private rendererLoad: Promise<BodyRenderer> | null = null
  private codeLoad: Promise<string> | null = null
  private readonly processors = new Map<string, BodyProcessor>()
  private readonly results = new Map<string, Promise<ProcessedBody>>()
  private readonly lastGood = new Map<string, ProcessedBody>()
  /** How many bodies were compiled and how many came from Gatsby's cache since the last `counts()`. */
  private compiled = 0
  private fromCache = 0
  /** Problems already reported, so a broken file is named once however many queries meet it. */
  private readonly reported = new Set<string>()

  constructor(private readonly options: BodyStoreOptions) {}

  private loadRenderer(): Promise<BodyRenderer> {
    this.rendererLoad ??= loadBodyRenderer(this.options.root, toClientConfig(this.options.config))
    return this.rendererLoad
  }

  /** A digest of the code and packages that compile and render bodies, and of the configuration they render with. */
  codeDigest(): Promise<string> {
    this.codeLoad ??= (async () => {
      await this.loadRenderer()
      const { root } = this.options
      const hash = createHash('sha256')
      // The rendered components, as bundled: their code, styles' class names and the client configuration.
      hash.update(readFileSync(join(root, '.cache', 'body', 'components.cjs'), 'utf8'))
      hashSources(root, BODY_CODE, hash)
      const siteRequire = createRequire(join(root, 'package.json'))
      for (const name of BODY_PACKAGES) hash.update(readFileSync(siteRequire.resolve(`${name}/package.json`)))
      hash.update(JSON.stringify(this.options.config)).update(this.options.basePath)
      return hash.digest('hex').slice(0, 16)
    })().catch((error: unknown) => {
      this.codeLoad = null
      throw error
    })
    return this.codeLoad
  }

  private async processor(api: ApiSource | null): Promise<BodyProcessor> {
    const key = api?.digest ?? ''
    let processor = this.processors.get(key)
    if (!processor) {
      processor = createBodyProcessor(await this.loadRenderer(), this.options.config, api?.document ?? null, this.options.helpers)
      this.processors.clear()
      this.processors.set(key, processor)
    }
    return processor
  }

  /** The rendered sample files of the API reference, made with the same code block as the bodies. */
  async renderer(): Promise<BodyRenderer> {
    return this.loadRenderer()
  }

  /** What the build did with the bodies since the last call: the build prints it after the site query. */
  counts(): { compiled: number; fromCache: number } {
    const counts = { compiled: this.compiled, fromCache: this.fromCache }
    this.compiled = 0
    this.fromCache = 0
    return counts
  }

  /** The body's compiled result: from memory, from Gatsby's cache, or compiled now. */
  async body(source: BodySource, api: ApiSource | null): Promise<ProcessedBody> {
    const key = `body:${source.bodyDigest}:${source.bodyLine}:${source.sourceFile}:${api?.digest ?? '-'}:${await this.codeDigest()}`
    let result = this.results.get(key)
    if (!result) {
      // Kept while it is computed, so that queries asking at once compile once; then memory or Gatsby's cache answers.
      result = this.compute(key, source, api)
      if (!this.options.keepInMemory) result = result.finally(() => this.results.delete(key))
      this.results.set(key, result)
    }
    try {
      const body = await result
      if (this.options.develop) this.lastGood.set(source.sourceFile, body)
      this.reported.clear()
      return body
    } catch (error) {
      const good = this.lastGood.get(source.sourceFile)
      if (this.options.develop && good && error instanceof ContentError) {
        if (!this.reported.has(error.message))
          this.options.reportError(`${error.message}\n  (the page keeps its last good version until the file is fixed)`)
        this.reported.add(error.message)
        return good
      }
      throw error
    }
  }

  private async compute(key: string, source: BodySource, api: ApiSource | null): Promise<ProcessedBody> {
    const { cache } = this.options.helpers
    const cached = (await cache.get(key)) as ProcessedBody | undefined
    if (cached) {
      this.fromCache += 1
      return cached
    }
    this.compiled += 1
    const processor = await this.processor(api)
    const body = await processor.process({
      sourceFile: source.sourceFile,
      absolutePath: source.contentFilePath,
      body: source.body,
      bodyLine: source.bodyLine,
    })
    await cache.set(key, body)
    return body
  }
}
