import React from 'react'
import { graphql, type PageProps, type HeadFC } from 'gatsby'
import { DocPage } from '../theme/DocPage'
import { Seo } from '../theme/Seo'
import { articleLd, breadcrumbList, JsonLd } from '../theme/Seo/jsonLd'
import { navigationProps, type PageNavigation } from './navigation'

interface Data {
  doc: {
    docId: string
    path: string
    title: string
    description: string
    unlisted: boolean
    headings: Array<{ depth: number; value: string; id: string }>
    html: string
    sourceFile: string
    lastUpdated: string | null
  }
}

/** The page's place in the site, from createPages (src/node/pages.ts). */
interface Context extends PageNavigation {
  docId: string
  /** Release notes that link to the page, newest first. */
  changedIn: Array<{ title: string; path: string }>
  /** The tags with the page that lists each; null for a tag only unlisted docs carry (it has no page). */
  tagLinks: Array<{ label: string; path: string | null }>
}

export default function DocTemplate({ data, location, pageContext }: PageProps<Data, Context>) {
  const { doc } = data
  return (
    <DocPage
      pathname={location.pathname}
      {...navigationProps(pageContext)}
      title={doc.title}
      headings={doc.headings}
      tags={pageContext.tagLinks}
      unlisted={doc.unlisted}
      changedIn={pageContext.changedIn}
      markdownPath={doc.unlisted ? null : `/markdown${doc.path}.md`}
      html={doc.html}
      meta={{ lastUpdated: doc.lastUpdated, sourceFile: doc.sourceFile }}
    />
  )
}

/** What the page shows of its Doc node (its place in the site comes in the page context). */
export const query = graphql`
  fragment DocPageFields on Doc {
    docId
    path
    title
    description
    unlisted
    headings {
      depth
      value
      id
    }
    html
    sourceFile
    lastUpdated
  }
  query DocPage($docId: String!) {
    doc(docId: { eq: $docId }) {
      ...DocPageFields
    }
  }
`

export const Head: HeadFC<Data, Context> = ({ data, location, pageContext }) => (
  <Seo title={data.doc.title} description={data.doc.description} pathname={location.pathname} noindex={data.doc.unlisted} type="article">
    <JsonLd
      data={[
        articleLd('TechArticle', {
          title: data.doc.title,
          description: data.doc.description,
          pathname: location.pathname,
          dateModified: data.doc.lastUpdated,
        }),
        breadcrumbList(pageContext.breadcrumbs, { title: data.doc.title, pathname: location.pathname }),
      ]}
    />
  </Seo>
)
