import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { BlogLayout } from '../theme/Blog'
import { formatRussianDate } from '../theme/Blog/formatDate'
import { Seo } from '../theme/Seo'
import { siteConfig } from '../config/client'
import { tc } from '../i18n/content'

interface Data {
  allBlogPost: { nodes: Array<{ path: string; title: string; date: string }> }
}

/** The archive's month headings; dates elsewhere name the month in the genitive (../theme/Blog/formatDate.ts). */
const MONTHS_NOMINATIVE = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь']

/** All posts grouped by year and month, newest first. */
export default function BlogArchiveTemplate({ data, location }: PageProps<Data>) {
  const groups = new Map<string, Map<number, Data['allBlogPost']['nodes']>>()
  for (const post of data.allBlogPost.nodes) {
    const year = post.date.slice(0, 4)
    const month = Number(post.date.slice(5, 7)) - 1
    const months = groups.get(year) ?? new Map()
    months.set(month, [...(months.get(month) ?? []), post])
    groups.set(year, months)
  }
  return (
    <BlogLayout pathname={location.pathname}>
      <h1>{tc('theme.blog.archive')}</h1>
      {[...groups.entries()].map(([year, months]) => (
        <section key={year}>
          <h2>{year}</h2>
          {[...months.entries()].map(([month, posts]) => (
            <div key={month}>
              <h3>{MONTHS_NOMINATIVE[month]}</h3>
              <ul>
                {posts.map((post) => (
                  <li key={post.path}>
                    <time dateTime={post.date.slice(0, 10)}>{formatRussianDate(post.date)}</time> — <Link to={post.path}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogArchivePage {
    allBlogPost(filter: { unlisted: { eq: false } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        path
        title
        date
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => <Seo title={`${tc('theme.blog.archive')} — ${siteConfig.blogTitle}`} pathname={location.pathname} />
