import React from 'react'
import { graphql, type PageProps, type HeadFC } from 'gatsby'
import { BlogLayout, PostMeta, type PostCardData } from '../theme/Blog'
import { Seo } from '../theme/Seo'
import { articleLd, breadcrumbList, JsonLd } from '../theme/Seo/jsonLd'
import { siteConfig } from '../config/client'
import { TOC } from '../theme/TOC'
import { Paginator } from '../theme/Paginator'
import { tc } from '../i18n/content'
import { MarkdownBody } from '../theme/MarkdownBody'

interface Data {
  blogPost: PostCardData & {
    description: string
    headings: Array<{ depth: number; value: string; id: string }>
    html: string
  }
}

/** The newer and the older listed post, from createPages (src/node/pages.ts). */
interface Context {
  slug: string
  newer: { title: string; path: string } | null
  older: { title: string; path: string } | null
}

export default function BlogPostTemplate({ data, location, pageContext }: PageProps<Data, Context>) {
  const post = data.blogPost
  return (
    <BlogLayout pathname={location.pathname}>
      <div style={{ display: 'flex', gap: 32 }}>
        <article style={{ flex: 1, minWidth: 0 }}>
          <h1>{post.title}</h1>
          <PostMeta post={post} />
          <div className="markdown">
            <MarkdownBody html={post.html} />
          </div>
          <Paginator
            label={tc('theme.docs.paginator.label')}
            previous={pageContext.newer}
            next={pageContext.older}
            previousLabel={tc('theme.blog.newerPost')}
            nextLabel={tc('theme.blog.olderPost')}
          />
        </article>
        <TOC headings={post.headings} />
      </div>
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogPostPage($slug: String!) {
    blogPost(slug: { eq: $slug }) {
      ...PostCardFields
      description
      html
      headings {
        depth
        value
        id
      }
    }
  }
`

export const Head: HeadFC<Data> = ({ data, location }) => (
  <Seo title={`${data.blogPost.title} — ${siteConfig.blogTitle}`} description={data.blogPost.description} pathname={location.pathname} type="article">
    <JsonLd
      data={[
        articleLd('BlogPosting', {
          title: data.blogPost.title,
          description: data.blogPost.description,
          pathname: location.pathname,
          date: data.blogPost.date.slice(0, 10),
          authors: data.blogPost.authors.map((a) => a.name),
        }),
        breadcrumbList([{ label: siteConfig.blogLabel, path: '/blog' }], { title: data.blogPost.title, pathname: location.pathname }),
      ]}
    />
  </Seo>
)
