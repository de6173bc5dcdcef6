import type { GatsbyCache } from 'gatsby'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SiteConfig } from '../../config'
import type { BodyRenderer } from '../body'
import { exampleSampleFiles } from '../body'
import type { ApiDocument } from '../openapi'
import { postmanCollection } from './postman'
import { publishedApiDocument } from './publish'

/** Where the published description and its Postman collection live in the site (the pages link them). */
export interface ApiFileRoutes {
  openapi: string
  postman: string
}

/** What makes the files: the description, the configuration they name and the code that writes them. */
export interface ApiFilesInput {
  publicDir: string
  routes: ApiFileRoutes
  /** The OpenAPI file as the writers keep it, and its view. */
  source: string
  api: ApiDocument
  config: Pick<SiteConfig, 'supportEmail' | 'companyUrl'>
  contactName: string
  renderer: () => Promise<BodyRenderer>
  /** Changes whenever `source`, the configuration or the code that renders and converts changes. */
  key: string
}

/** What is read and written of Gatsby's cache of the site's node APIs. */
type MarkCache = Pick<GatsbyCache, 'get' | 'set'>

/** Gatsby's cache entry: the key of the last files written and their paths under public/. */
export const API_FILES_KEY = 'api-files'

interface WrittenApiFiles {
  key: string
  paths: string[]
}

/**
 * The API's published files: the OpenAPI description for client generators (with the support contact from the
 * configuration), its Postman collection, the samples of every request example and the console's data. Converting
 * to Postman and rendering every sample is most of a warm build's last step, so they are made again only when their
 * key changed or one of the files is missing (a cold build, a cleaned public/). Returns whether it wrote them.
 */
export async function writeApiFiles(input: ApiFilesInput, cache: MarkCache): Promise<boolean> {
  const last = (await cache.get(API_FILES_KEY)) as WrittenApiFiles | undefined
  if (last?.key === input.key && last.paths.every((path) => existsSync(join(input.publicDir, path)))) return false
  const published = publishedApiDocument(input.source, input.config, input.contactName)
  const files = [
    { path: input.routes.openapi, text: published },
    { path: input.routes.postman, text: await postmanCollection(published, input.api) },
    ...[...exampleSampleFiles(await input.renderer(), input.api), input.api.console].map(({ path, json }) => ({ path, text: json })),
  ]
  for (const file of files) {
    const target = join(input.publicDir, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.text)
  }
  await cache.set(API_FILES_KEY, { key: input.key, paths: files.map((file) => file.path) } satisfies WrittenApiFiles)
  return true
}
