import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import * as blogStyles from '../theme/Blog/styles.module.css'
import { tc } from '../i18n/content'

interface Data {
  allDoc: { nodes: Array<{ docId: string; path: string; title: string; description: string }> }
}

/** One page of the tag's docs, in the site's reading order of files, from createPages (src/node/pages.ts). */
interface Context {
  label: string
  docIds: string[]
  page: number
  pageCount: number
  previousPath: string | null
  nextPath: string | null
}

const pageTitle = ({ label, page, pageCount }: Context) =>
  `${tc('theme.docs.tags.docsTagged', { tag: label })}${page > 1 ? `\u00A0— ${tc('theme.list.pageOf', { page, count: pageCount })}` : ''}`

export default function DocsTagTemplate({ data, location, pageContext }: PageProps<Data, Context>) {
  const order = new Map(pageContext.docIds.map((id, index) => [id, index]))
  const docs = [...data.allDoc.nodes].sort((a, b) => (order.get(a.docId) ?? 0) - (order.get(b.docId) ?? 0))
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{pageTitle(pageContext)}</h1>
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
        {pageContext.pageCount > 1 ? (
          <nav className={blogStyles.pagination} aria-label={tc('theme.docs.tags.paginationLabel')}>
            {pageContext.previousPath ? <Link to={pageContext.previousPath}>« {tc('theme.docs.tags.previousPage')}</Link> : <span />}
            {pageContext.nextPath ? <Link to={pageContext.nextPath}>{tc('theme.docs.tags.nextPage')} »</Link> : null}
          </nav>
        ) : null}
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

export const Head: HeadFC<Data, Context> = ({ location, pageContext }) => <Seo title={pageTitle(pageContext)} pathname={location.pathname} />
