import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { BlogLayout } from '../theme/Blog'
import { Seo } from '../theme/Seo'
import { siteConfig } from '../config/client'
import { tc } from '../i18n/content'

interface Data {
  allBlogTag: { nodes: Array<{ label: string; path: string; postCount: number }> }
}

export default function BlogTagsTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout pathname={location.pathname}>
      <h1>{tc('theme.blog.tags')}</h1>
      <ul>
        {data.allBlogTag.nodes.map((tag) => (
          <li key={tag.path}>
            <Link to={tag.path}>{tag.label}</Link> ({tc('theme.blog.postCount', { count: tag.postCount })})
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogTagsPage {
    allBlogTag(sort: { label: ASC }) {
      nodes {
        label
        path
        postCount
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => <Seo title={`${tc('theme.blog.tags')} — ${siteConfig.blogTitle}`} pathname={location.pathname} />
