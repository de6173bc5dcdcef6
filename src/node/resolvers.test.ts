import { siteResolvers } from './resolvers'
import type { ProcessedBody } from './body/types'

/** A body whose parts each say where they came from, so a field shows which part of which body it was read from. */
const body: ProcessedBody = {
  meta: {
    headings: [
      { depth: 1, value: 'Заголовок', id: 'title' },
      { depth: 2, value: 'Раздел', id: 'section' },
      { depth: 4, value: 'Глубже', id: 'deeper' },
    ],
    links: [{ target: '/docs/start', line: 3 }],
    apiRefs: { operations: ['sendMessage'], webhooks: [], errorCodes: false },
    sections: [{ heading: null, text: 'Текст' }],
    excerpt: 'the excerpt',
    leadParagraph: 'the lead paragraph',
    wordCount: 900,
    markdown: '# Заголовок',
  },
  html: '<p>Текст</p>',
  anchors: ['from-html'],
}

const bodies = { body: jest.fn(async () => body) }
const context = {
  nodeModel: {
    getNodeById: async () => ({ body: 'Текст' }),
    findOne: async () => null,
    findAll: async () => ({ entries: [], totalCount: async () => 0 }),
  },
}
const node = {
  id: 'node',
  parent: 'mdx',
  sourceFile: 'content/x.mdx',
  contentFilePath: '/site/content/x.mdx',
  bodyLine: 5,
  bodyDigest: 'digest',
  title: 'The title',
  internal: { contentDigest: 'digest' },
}

type Field = { type: string; resolve: (source: unknown, args: unknown, context: unknown) => unknown }
const resolvers = siteResolvers('/site', bodies as never) as Record<string, Record<string, Field>>
const resolve = (type: string, field: string) => resolvers[type][field].resolve(node, {}, context)

describe('siteResolvers', () => {
  test.each(['Doc', 'BlogPost', 'StandalonePage'])('%s has the day its file last changed and its body fields', (type) => {
    expect(resolvers[type].lastUpdated.type).toBe('Date')
    expect(resolvers[type].html.type).toBe('String!')
    expect(resolvers[type].links.type).toBe('JSON!')
  })

  test('each body type reads its own fields from its body', async () => {
    expect(await resolve('Doc', 'description')).toBe('the lead paragraph')
    expect(await resolve('Doc', 'headings')).toEqual([{ depth: 2, value: 'Раздел', id: 'section' }])
    expect(await resolve('Doc', 'apiRefs')).toEqual(body.meta.apiRefs)
    expect(await resolve('BlogPost', 'description')).toBe('the excerpt')
    expect(await resolve('BlogPost', 'readingTime')).toBeGreaterThan(1)
    expect(await resolve('StandalonePage', 'description')).toBe('The title')
    expect(await resolve('StandalonePage', 'anchors')).toEqual(['title', 'section', 'deeper'])
    expect(bodies.body).toHaveBeenLastCalledWith(expect.objectContaining({ sourceFile: 'content/x.mdx', body: 'Текст', bodyLine: 5 }), null)
  })

  test('a field belongs only to the types whose body has it', () => {
    expect(Object.keys(resolvers.Doc)).toContain('markdown')
    expect(Object.keys(resolvers.BlogPost)).not.toContain('markdown')
    expect(Object.keys(resolvers.StandalonePage)).not.toContain('excerpt')
  })
})
