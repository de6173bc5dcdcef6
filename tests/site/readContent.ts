import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { listFiles } from '../../src/node/files'
import { docFields, docMeta } from '../../src/node/docs'
import { parseAuthors, postFields, postMeta } from '../../src/node/blog'
import { assembleSite, pageFields, pageMeta, type SiteContent } from '../../src/node/site'
import { blogFrontMatterSchema, docFrontMatterSchema, pageFrontMatterSchema, parseFrontMatter } from '../../src/node/frontMatter'
import { readApiDocument, standaloneBodies } from '../../src/node/body/standalone'
import { exampleSampleFiles, type ProcessedBody } from '../../src/node/body'
import type { SiteConfig } from '../../src/config'

/**
 * A site folder's content as the build's nodes hold it, read straight from its files for the tests: the same
 * front matter parsing, node fields and body compilation as the build's transformer and body fields
 * (src/node/transform.ts, src/node/bodies.ts), without a Gatsby process.
 */
export type TestSite = SiteContent & {
  /** The rendered sample files the build writes beside the pages (onPostBuild). */
  apiSampleFiles: Array<{ path: string; json: string }>
}

export async function readSiteContent(root: string, options: { config: SiteConfig; codeRoot?: string }): Promise<TestSite> {
  const api = await readApiDocument(root)
  const { bodies, renderer } = await standaloneBodies(options.codeRoot ?? root, options.config, api)
  const content = join(root, 'content')
  const read = <T, M>(
    folder: string,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    make: (relative: string, data: T, files: { sourceFile: string; contentFilePath: string }, body: ProcessedBody) => M,
  ) =>
    Promise.all(
      listFiles(join(content, folder), '.mdx').map(async (relative) => {
        const contentFilePath = join(content, folder, relative)
        const sourceFile = `content/${folder}/${relative}`
        const { data, body, bodyLine } = parseFrontMatter(sourceFile, readFileSync(contentFilePath, 'utf8'), schema)
        return make(
          relative,
          data,
          { sourceFile, contentFilePath },
          await bodies.process({ sourceFile, absolutePath: contentFilePath, body, bodyLine }),
        )
      }),
    )
  const authorsFile = join(content, 'authors.yaml')
  const site = assembleSite({
    root,
    docs: await read('docs', docFrontMatterSchema, (relative, data, files, body) => docMeta(docFields(relative, data, files), body)),
    posts: await read('blog', blogFrontMatterSchema, (relative, data, files, body) => postMeta(postFields(relative, data, files), body)),
    pages: await read('pages', pageFrontMatterSchema, (relative, data, files, body) => pageMeta(pageFields(relative, data, files), body)),
    authors: listFiles(content, '.yaml').includes('authors.yaml') ? parseAuthors(readFileSync(authorsFile, 'utf8'), 'content/authors.yaml') : [],
    api,
  })
  return { ...site, apiSampleFiles: api ? exampleSampleFiles(renderer, api) : [] }
}
