import { testPluginOptionsSchema } from 'gatsby-plugin-utils'
import { pluginOptionsSchema } from './options'

describe('gatsby-plugin-site-search options', () => {
  test('the site configuration is valid', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema, {
      contexts: ['docs/api', 'blog'],
      excludedDocsFolders: ['unlisted'],
    })
    expect(errors).toEqual([])
    expect(isValid).toBe(true)
  })

  test.each([
    [{}, '"contexts" is required'],
    [{ contexts: 'blog' }, '"contexts" must be an array'],
    [
      { contexts: ['/blog/'] },
      '"contexts[0]" with value "/blog/" fails to match the route prefix without slashes at the ends, like docs/api pattern',
    ],
    [{ contexts: ['blog', 'default'] }, '"contexts[1]" contains an invalid value'],
    [{ contexts: ['blog', 'blog'] }, '"contexts[1]" contains a duplicate value'],
    [{ contexts: [], excludedDocsFolders: [''] }, '"excludedDocsFolders[0]" is not allowed to be empty'],
    [{ contexts: [], outputDir: '../out' }, '"outputDir" with value "../out" fails to match the folder name pattern'],
  ])('%j is refused naming the option', async (options, message) => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema, options)
    expect(isValid).toBe(false)
    expect(errors).toEqual([message])
  })
})
