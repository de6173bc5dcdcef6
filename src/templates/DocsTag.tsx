import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { tc } from '../i18n/content'

interface Data {
  docTag: { label: string; docs: Array<{ path: string; title: string; description: string }> }
}

export default function DocsTagTemplate({ data, location }: PageProps<Data>) {
  const { docTag } = data
  const title = tc('theme.docs.tags.docsTagged', { tag: docTag.label })
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{title}</h1>
        <p>
          <Link to="/docs/tags">{tc('theme.docs.tags.allTags')}</Link>
        </p>
        <ul>
          {docTag.docs.map((doc) => (
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
  query DocsTagPage($slug: String!) {
    docTag(slug: { eq: $slug }) {
      label
      docs {
        path
        title
        description
      }
    }
  }
`

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={tc('theme.docs.tags.docsTagged', { tag: data.docTag.label })} pathname={location.pathname} />
)
