import React from 'react'
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import { BlogLayout, PostCard, type PostCardData } from '../theme/Blog'
import * as styles from '../theme/Blog/styles.module.css'
import { Seo } from '../theme/Seo'
import { siteConfig } from '../config/client'
import { tc } from '../i18n/content'

interface Data {
  allBlogPost: { nodes: PostCardData[] }
  blogAuthor: { name: string } | null
}

interface Context {
  kind: 'index' | 'tag' | 'author'
  /** The tag of a tag's list. */
  tagLabel?: string
  slugs: string[]
  page: number
  pageCount: number
  newerPath: string | null
  olderPath: string | null
}

/** The heading and the (unique) page title of a post list page. */
function listTitles(data: Data, pageContext: Context): { heading: string; seoTitle: string } {
  const heading =
    pageContext.kind === 'tag' && pageContext.tagLabel
      ? tc('theme.blog.postsByTag', { tag: pageContext.tagLabel })
      : pageContext.kind === 'author' && data.blogAuthor
        ? tc('theme.blog.postsByAuthor', { name: data.blogAuthor.name })
        : siteConfig.blogLabel
  const pageSuffix = pageContext.page > 1 ? ` — ${tc('theme.list.pageOf', { page: pageContext.page, count: pageContext.pageCount })}` : ''
  const seoTitle = pageContext.kind === 'index' ? `${siteConfig.blogTitle}${pageSuffix}` : `${heading}${pageSuffix} — ${siteConfig.blogTitle}`
  return { heading, seoTitle }
}

/** Every paginated post list: the blog index, a tag's posts and an author's posts. */
export default function BlogListTemplate({ data, location, pageContext }: PageProps<Data, Context>) {
  const order = new Map(pageContext.slugs.map((slug, i) => [slug, i]))
  const posts = [...data.allBlogPost.nodes].sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0))
  const { heading } = listTitles(data, pageContext)
  return (
    <BlogLayout pathname={location.pathname}>
      <h1>{heading}</h1>
      {pageContext.kind !== 'index' ? (
        <p>
          <Link to="/blog">{tc('theme.blog.allPosts')}</Link>
        </p>
      ) : null}
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
      <nav className={styles.pagination} aria-label={tc('theme.blog.paginationLabel')}>
        {pageContext.newerPath ? <Link to={pageContext.newerPath}>« {tc('theme.blog.newer')}</Link> : <span />}
        {pageContext.olderPath ? <Link to={pageContext.olderPath}>{tc('theme.blog.older')} »</Link> : null}
      </nav>
    </BlogLayout>
  )
}

export const query = graphql`
  fragment PostCardFields on BlogPost {
    slug
    path
    title
    date
    excerpt
    readingTime
    tags
    authors {
      authorId
      name
      title
      avatar
      path
    }
  }
  query BlogListPage($slugs: [String!]!, $authorId: String) {
    allBlogPost(filter: { slug: { in: $slugs } }) {
      nodes {
        ...PostCardFields
      }
    }
    blogAuthor(authorId: { eq: $authorId }) {
      name
    }
  }
`

export const Head: HeadFC<Data, Context> = ({ data, location, pageContext }) => {
  const { heading, seoTitle } = listTitles(data, pageContext)
  return <Seo title={seoTitle} description={`${siteConfig.blogTitle}: ${heading}`} pathname={location.pathname} />
}
