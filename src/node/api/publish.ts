import { parseDocument } from 'yaml'
import type { SiteConfig } from '../../config'

/**
 * The OpenAPI description as integrators download it: the file of content/ with `info.contact` filled in
 * from the site configuration (the support mailbox and the company's site), so the published file names
 * the same support as every page and the source never hard-codes it. Comments and layout are kept.
 */
export function publishedApiDocument(source: string, config: Pick<SiteConfig, 'supportEmail' | 'companyUrl'>, contactName: string): string {
  const document = parseDocument(source)
  document.setIn(['info', 'contact'], document.createNode({ name: contactName, url: config.companyUrl, email: config.supportEmail }))
  return document.toString({ lineWidth: 0 })
}
