import React from 'react'
import { graphql, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { articleLd, JsonLd } from '../theme/Seo/jsonLd'
import { MarkdownBody } from '../theme/MarkdownBody'
import { PageMeta } from '../theme/PageMeta'

interface Data {
  standalonePage: { title: string; description: string; html: string; sourceFile: string; lastUpdated: string | null }
}

export default function StandalonePageTemplate({ data, location }: PageProps<Data>) {
  const page = data.standalonePage
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <div className="markdown" style={{ maxWidth: '46rem', margin: '0 auto' }}>
          <h1>{page.title}</h1>
          <MarkdownBody html={page.html} />
          <PageMeta lastUpdated={page.lastUpdated} sourceFile={page.sourceFile} />
        </div>
      </Main>
    </Layout>
  )
}

export const query = graphql`
  query StandalonePage($pagePath: String!) {
    standalonePage(path: { eq: $pagePath }) {
      title
      description
      html
      sourceFile
      lastUpdated
    }
  }
`

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={data.standalonePage.title} description={data.standalonePage.description} pathname={location.pathname}>
    <JsonLd
      data={[
        articleLd('WebPage', {
          title: data.standalonePage.title,
          description: data.standalonePage.description,
          pathname: location.pathname,
          dateModified: data.standalonePage.lastUpdated,
        }),
      ]}
    />
  </Seo>
)
