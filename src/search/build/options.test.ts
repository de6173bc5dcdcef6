import { testPluginOptionsSchema } from 'gatsby-plugin-utils'
import { pluginOptionsSchema } from './options'

/** The options every case shares: the site's query and how its answer becomes sections. */
const source = { query: '{ site { id } }', normalizer: (_data: unknown) => [] }

describe('gatsby-plugin-site-search options', () => {
  test('the site configuration is valid', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema, {
      contexts: ['docs/api', 'blog'],
      excludedDocsFolders: ['unlisted'],
      ...source,
    })
    expect(errors).toEqual([])
    expect(isValid).toBe(true)
  })

  test.each([
    [{ ...source }, '"contexts" is required'],
    [{ contexts: [], query: '{ site { id } }' }, '"normalizer" is required'],
    [{ ...source, contexts: 'blog' }, '"contexts" must be an array'],
    [
      { ...source, contexts: ['/blog/'] },
      '"contexts[0]" with value "/blog/" fails to match the route prefix without slashes at the ends, like docs/api pattern',
    ],
    [{ ...source, contexts: ['blog', 'default'] }, '"contexts[1]" contains an invalid value'],
    [{ ...source, contexts: ['blog', 'blog'] }, '"contexts[1]" contains a duplicate value'],
    [{ ...source, contexts: [], excludedDocsFolders: [''] }, '"excludedDocsFolders[0]" is not allowed to be empty'],
    [{ ...source, contexts: [], outputDir: '../out' }, '"outputDir" with value "../out" fails to match the folder name pattern'],
  ])('%j is refused naming the option', async (options, message) => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema, options)
    expect(isValid).toBe(false)
    expect(errors).toEqual([message])
  })
})
