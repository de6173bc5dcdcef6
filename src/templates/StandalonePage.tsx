import React from 'react'
import { graphql, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { MarkdownBody } from '../theme/MarkdownBody'

interface Data {
  standalonePage: { title: string; description: string; html: string }
}

export default function StandalonePageTemplate({ data, location }: PageProps<Data>) {
  const page = data.standalonePage
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <div className="markdown" style={{ maxWidth: '46rem', margin: '0 auto' }}>
          <h1>{page.title}</h1>
          <MarkdownBody html={page.html} />
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
    }
  }
`

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={data.standalonePage.title} description={data.standalonePage.description} pathname={location.pathname} />
)
