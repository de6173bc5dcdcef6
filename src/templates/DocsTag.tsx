import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { tc } from '../i18n/content'

interface Data {
  allDoc: { nodes: Array<{ docId: string; path: string; title: string; description: string }> }
}

/** The tag and its docs in the site's reading order of files, from createPages (src/node/pages.ts). */
interface Context {
  label: string
  docIds: string[]
}

export default function DocsTagTemplate({ data, location, pageContext }: PageProps<Data, Context>) {
  const title = tc('theme.docs.tags.docsTagged', { tag: pageContext.label })
  const order = new Map(pageContext.docIds.map((id, index) => [id, index]))
  const docs = [...data.allDoc.nodes].sort((a, b) => (order.get(a.docId) ?? 0) - (order.get(b.docId) ?? 0))
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{title}</h1>
        <p>
          <Link to="/docs/tags">{tc('theme.docs.tags.allTags')}</Link>
        </p>
        <ul>
          {docs.map((doc) => (
            <li key={doc.path}>
              <Link to={doc.path}>{doc.title}</Link> — {doc.description}
            </li>
          ))}
        </ul>
      </Main>
    </Layout>
  )
}

export const query = graphql`
  query DocsTagPage($docIds: [String!]!) {
    allDoc(filter: { docId: { in: $docIds } }) {
      nodes {
        docId
        path
        title
        description
      }
    }
  }
`

export const Head: HeadFC<Data, Context> = ({ location, pageContext }) => (
  <Seo title={tc('theme.docs.tags.docsTagged', { tag: pageContext.label })} pathname={location.pathname} />
)
