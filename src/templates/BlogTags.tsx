import React from 'react'
import type { PageProps, HeadFC } from 'gatsby'
import { BlogLayout } from '../theme/Blog'
import { Seo } from '../theme/Seo'
import { TagList, type TagCount } from '../theme/TagList'
import { siteConfig } from '../config/client'
import { tc } from '../i18n/content'

export default function BlogTagsTemplate({ location, pageContext }: PageProps<object, { tags: TagCount[] }>) {
  return (
    <BlogLayout pathname={location.pathname}>
      <h1>{tc('theme.blog.tags')}</h1>
      <TagList tags={pageContext.tags} countLabel={(count) => tc('theme.blog.postCount', { count })} />
    </BlogLayout>
  )
}

export const Head: HeadFC = ({ location }) => <Seo title={`${tc('theme.blog.tags')} — ${siteConfig.blogTitle}`} pathname={location.pathname} />
