import type { Node } from 'gatsby'
import { createContentDigest } from 'gatsby-core-utils'
import { transformContentNode } from './transform'

const FRONT_MATTER = '---\ntitle: Первые шаги\ntags: [старт]\n---\n'
const FILE = {
  id: 'file',
  parent: null,
  children: ['mdx'],
  internal: { type: 'File', contentDigest: 'file-digest', owner: 'gatsby-source-filesystem' },
  sourceInstanceName: 'content',
  relativePath: 'docs/start/first-steps.mdx',
  absolutePath: '/site/content/docs/start/first-steps.mdx',
  extension: 'mdx',
} as unknown as Node

/** The Doc node the site makes of an Mdx node with this digest and body (the file holds the same text). */
async function docOf(mdxDigest: string, body: string): Promise<Record<string, unknown>> {
  const created: Record<string, unknown>[] = []
  const mdx = { id: 'mdx', parent: FILE.id, children: [], body, internal: { type: 'Mdx', contentDigest: mdxDigest } } as unknown as Node
  await transformContentNode(mdx, {
    actions: {
      createNode: (node: Record<string, unknown>) => void created.push(node),
      createParentChildLink: () => undefined,
    } as never,
    createNodeId: (input) => input,
    createContentDigest,
    getNode: (id) => (id === FILE.id ? FILE : undefined),
    loadNodeContent: async () => `${FRONT_MATTER}${body}`,
    reporter: { warn: jest.fn(), error: jest.fn(), panicOnBuild: jest.fn() } as never,
    develop: false,
    codeDigest: 'code',
  })
  expect(created).toHaveLength(1)
  return created[0]
}

describe("a Doc node's body digest, the key its compiled body is kept under (src/node/bodies.ts)", () => {
  test('stands for the body it compiles: two bodies under one file digest get two keys', async () => {
    const whatsApp = await docOf('one-digest', 'Выберите канал WhatsApp.\n')
    const ruStore = await docOf('one-digest', 'Выберите канал RuStore.\n')
    expect(ruStore.bodyDigest).not.toBe(whatsApp.bodyDigest)
    expect((ruStore.internal as { contentDigest: string }).contentDigest).not.toBe((whatsApp.internal as { contentDigest: string }).contentDigest)
  })

  test("is the same for the same body whatever kind of digest the file's node has (build's MD5, develop's time)", async () => {
    const built = await docOf('0cc175b9c0f1b6a831c399e269772661', 'Выберите канал SMS.\n')
    const developed = await docOf('1735732800000.123456789', 'Выберите канал SMS.\n')
    expect(developed.bodyDigest).toBe(built.bodyDigest)
  })
})
