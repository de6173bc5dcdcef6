import React from 'react'
import type { PageProps, HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { TagList, type TagCount } from '../theme/TagList'
import { tc } from '../i18n/content'

export default function DocsTagsTemplate({ location, pageContext }: PageProps<object, { tags: TagCount[] }>) {
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{tc('theme.docs.tags.title')}</h1>
        <TagList tags={pageContext.tags} countLabel={(count) => tc('theme.docs.tags.count', { count })} />
      </Main>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={`${tc('theme.docs.tags.title')} — ${tc('theme.docs.breadcrumbs.home')}`} pathname={location.pathname} />
)
