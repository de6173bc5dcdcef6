import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { withPrefix } from '../config/sitePath'
import { BlogLayout } from '../theme/Blog'
import { Seo } from '../theme/Seo'
import { siteConfig } from '../config/client'
import { tc } from '../i18n/content'

interface Data {
  allBlogAuthor: { nodes: Array<{ authorId: string; name: string; title: string; avatar: string | null; path: string; postCount: number }> }
}

export default function BlogAuthorsTemplate({ data, location }: PageProps<Data>) {
  return (
    <BlogLayout pathname={location.pathname}>
      <h1>{tc('theme.blog.authors')}</h1>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {data.allBlogAuthor.nodes.map((author) => (
          <li key={author.authorId} style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 16 }}>
            {author.avatar ? <img src={withPrefix(author.avatar)} alt="" width={56} height={56} style={{ borderRadius: '50%' }} /> : null}
            <span>
              <Link to={author.path}>{author.name}</Link> — {author.title} ({tc('theme.blog.postCount', { count: author.postCount })})
            </span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogAuthorsPage {
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        authorId
        name
        title
        avatar
        path
        postCount
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => <Seo title={`${tc('theme.blog.authors')} — ${siteConfig.blogTitle}`} pathname={location.pathname} />
