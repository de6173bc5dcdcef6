import React from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { withPrefix } from '../../config/sitePath'
import { tc } from '../../i18n/content'
import { blogTagPath } from '../../config/routes'
import { Layout, Main } from '../Layout'
import { formatRussianDate } from './formatDate'
import * as styles from './styles.module.css'

export interface PostCardData {
  slug: string
  path: string
  title: string
  date: string
  excerpt: string
  readingTime: number
  tags: string[]
  authors: Array<{ authorId: string; name: string; title: string; avatar: string | null; path: string }>
}

interface SidebarData {
  allBlogPost: { nodes: Array<{ path: string; title: string; date: string }> }
}

/** docs/requirements.md §9: the blog sidebar lists all posts grouped by year. */
export function BlogSidebar({ activePath }: { activePath: string }) {
  const data = useStaticQuery<SidebarData>(graphql`
    query BlogSidebar {
      allBlogPost(filter: { unlisted: { eq: false } }, sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          path
          title
          date
        }
      }
    }
  `)
  const years = new Map<string, SidebarData['allBlogPost']['nodes']>()
  for (const post of data.allBlogPost.nodes) {
    const year = post.date.slice(0, 4)
    years.set(year, [...(years.get(year) ?? []), post])
  }
  return (
    <nav className={styles.sidebar} aria-label={tc('theme.blog.sidebarLabel')}>
      {[...years.entries()].map(([year, posts]) => (
        <div key={year}>
          <h2 className={styles.year}>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.path}>
                <Link to={post.path} aria-current={post.path === activePath ? 'page' : undefined}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function BlogLayout({ pathname, children }: React.PropsWithChildren<{ pathname: string }>) {
  return (
    <Layout pathname={pathname}>
      <div className={styles.layout}>
        <BlogSidebar activePath={pathname.replace(/\/+$/, '')} />
        <Main className={styles.main}>{children}</Main>
      </div>
    </Layout>
  )
}

export function PostMeta({ post }: { post: Pick<PostCardData, 'date' | 'readingTime' | 'authors' | 'tags'> }) {
  return (
    <div className={styles.meta}>
      <p className={styles.dateLine}>
        <time dateTime={post.date.slice(0, 10)}>{formatRussianDate(post.date)}</time> · {tc('theme.blog.readingTime', { minutes: post.readingTime })}
      </p>
      <ul className={styles.authors}>
        {post.authors.map((author) => (
          <li key={author.authorId}>
            {author.avatar ? <img src={withPrefix(author.avatar)} alt="" width={40} height={40} loading="lazy" /> : null}
            <span>
              <Link to={author.path}>{author.name}</Link>
              <span className={styles.authorTitle}>{author.title}</span>
            </span>
          </li>
        ))}
      </ul>
      {post.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={tc('theme.blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={blogTagPath(tag)}>{tag}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={post.path}>{post.title}</Link>
      </h2>
      <PostMeta post={post} />
      <p>{post.excerpt}</p>
      <Link to={post.path} aria-label={tc('theme.blog.readMoreLabel', { title: post.title })}>
        {tc('theme.blog.readMore')}
      </Link>
    </article>
  )
}
