import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { tc } from '../i18n/content'

interface Data {
  allDocTag: { nodes: Array<{ label: string; path: string; docIds: string[] }> }
}

export default function DocsTagsTemplate({ data, location }: PageProps<Data>) {
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{tc('theme.docs.tags.title')}</h1>
        <ul>
          {data.allDocTag.nodes.map((tag) => (
            <li key={tag.path}>
              <Link to={tag.path}>{tag.label}</Link> ({tc('theme.docs.tags.count', { count: tag.docIds.length })})
            </li>
          ))}
        </ul>
      </Main>
    </Layout>
  )
}

export const query = graphql`
  query DocsTagsPage {
    allDocTag(sort: { label: ASC }) {
      nodes {
        label
        path
        docIds
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => (
  <Seo title={`${tc('theme.docs.tags.title')} — ${tc('theme.docs.breadcrumbs.home')}`} pathname={location.pathname} />
)
