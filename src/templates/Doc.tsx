import React from 'react'
import { graphql, type PageProps, type HeadFC } from 'gatsby'
import { DocPage } from '../theme/DocPage'
import { Seo, articleLd, breadcrumbList } from '../theme/Seo'
import { MarkdownBody } from '../theme/MarkdownBody'

interface Data {
  doc: {
    docId: string
    path: string
    title: string
    description: string
    sidebar: string | null
    unlisted: boolean
    tagLinks: Array<{ label: string; path: string | null }>
    headings: Array<{ depth: number; value: string; id: string }>
    previous: { title: string; path: string } | null
    next: { title: string; path: string } | null
    breadcrumbs: Array<{ label: string; path: string | null }>
    changedIn: Array<{ title: string; path: string }>
    html: string
  }
}

export default function DocTemplate({ data, location }: PageProps<Data>) {
  const { doc } = data
  return (
    <DocPage
      pathname={location.pathname}
      sidebarId={doc.sidebar}
      title={doc.title}
      breadcrumbs={doc.breadcrumbs}
      headings={doc.headings}
      previous={doc.previous}
      next={doc.next}
      tags={doc.tagLinks}
      unlisted={doc.unlisted}
      changedIn={doc.changedIn}
      markdownPath={doc.unlisted ? null : `/markdown${doc.path}.md`}
    >
      <MarkdownBody html={doc.html} />
    </DocPage>
  )
}

export const query = graphql`
  query DocPage($docId: String!) {
    doc(docId: { eq: $docId }) {
      docId
      path
      title
      description
      sidebar
      unlisted
      tagLinks {
        label
        path
      }
      headings {
        depth
        value
        id
      }
      previous {
        title
        path
      }
      next {
        title
        path
      }
      breadcrumbs {
        label
        path
      }
      changedIn {
        title
        path
      }
      html
    }
  }
`

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo
    title={data.doc.title}
    description={data.doc.description}
    pathname={location.pathname}
    noindex={data.doc.unlisted}
    type="article"
    jsonLd={[
      articleLd('TechArticle', { title: data.doc.title, description: data.doc.description, pathname: location.pathname }),
      breadcrumbList(data.doc.breadcrumbs, { title: data.doc.title, pathname: location.pathname }),
    ]}
  />
)
