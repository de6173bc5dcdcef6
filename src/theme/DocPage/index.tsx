import React from 'react'
import { Link } from 'gatsby'
import { tc } from '../../i18n/content'
import { Layout, Main } from '../Layout'
import { DocSidebar, MobileDocSidebar } from '../DocSidebar'
import { containsPath, type SidebarData } from '../DocSidebar/entries'
import { DocSidebarProvider } from '../../state/docSidebar'
import { Breadcrumbs, type Crumb } from '../Breadcrumbs'
import { TOC, type TocHeading } from '../TOC'
import { Paginator, type PaginatorLink } from '../Paginator'
import { CopyMarkdownButton } from './CopyMarkdownButton'
import { MarkdownBody } from '../MarkdownBody'
import { PageMeta, type PageMetaProps } from '../PageMeta'
import * as styles from './styles.module.css'

export interface DocPageProps {
  pathname: string
  /** What the page shows of its sidebar (or of the first one, for a page in none) and where the rest is. */
  sidebar: SidebarData
  title: string
  breadcrumbs: Crumb[]
  headings: TocHeading[]
  previous: PaginatorLink | null
  next: PaginatorLink | null
  /** The doc's tags; a tag without a page (only unlisted docs carry it) is shown without a link. */
  tags?: Array<{ label: string; path: string | null }>
  unlisted?: boolean
  /** Release notes that link to this page. */
  changedIn?: PaginatorLink[]
  /** The page's Markdown copy, for the 'Копировать как Markдown' button (null: no button). */
  markdownPath?: string | null
  /** The body rendered at build time, shown as the page's content (a page that has no children). */
  html?: string
  /** When the page's source last changed and where to edit it (a page made from a content file). */
  meta?: PageMetaProps
}

/** The docs layout: sidebar, article (breadcrumbs, title, content, tags, previous/next) and TOC. */
export function DocPage({
  pathname,
  sidebar,
  title,
  breadcrumbs,
  headings,
  previous,
  next,
  tags = [],
  unlisted = false,
  changedIn = [],
  markdownPath = null,
  html,
  meta,
  children,
}: React.PropsWithChildren<DocPageProps>) {
  const activePath = pathname.replace(/\/+$/, '') || '/'
  const inSidebar = containsPath(sidebar.items, activePath)
  // The mobile menu opens on the page's sidebar when the page is in it.
  const mobileSidebar = inSidebar ? (close: () => void) => <MobileDocSidebar activePath={activePath} onNavigate={close} /> : undefined
  const page = (
    <Layout pathname={pathname} activeSidebar={inSidebar ? sidebar.sidebarId : null} mobileSecondary={mobileSidebar}>
      <div className={styles.docLayout}>
        <DocSidebar activePath={activePath} />
        <Main className={styles.main}>
          <div className={styles.row}>
            <article className={styles.article}>
              {unlisted ? (
                <div className={styles.unlisted} role="note">
                  <strong>{tc('theme.docs.unlisted.title')}.</strong> {tc('theme.docs.unlisted.body')}
                </div>
              ) : null}
              <div className={styles.topRow}>
                <Breadcrumbs items={breadcrumbs} current={title} />
                {markdownPath ? <CopyMarkdownButton path={markdownPath} /> : null}
              </div>
              <div className="markdown">
                <h1>{title}</h1>
                {html === undefined ? children : <MarkdownBody html={html} />}
              </div>
              {changedIn.length > 0 ? (
                <aside className={styles.changedIn} aria-labelledby="changed-in">
                  <h2 id="changed-in" className={styles.changedInTitle}>
                    {tc('theme.docs.changedIn')}
                  </h2>
                  <ul>
                    {changedIn.map((post) => (
                      <li key={post.path}>
                        <Link to={post.path}>{post.title}</Link>
                      </li>
                    ))}
                  </ul>
                </aside>
              ) : null}
              {tags.length > 0 ? (
                <div className={styles.tags}>
                  <span>{tc('theme.docs.tags.title')}:</span>
                  <ul>
                    {tags.map((tag) => (
                      <li key={tag.label}>{tag.path ? <Link to={tag.path}>{tag.label}</Link> : <span>{tag.label}</span>}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {meta ? <PageMeta {...meta} /> : null}
              <Paginator
                label={tc('theme.docs.paginator.label')}
                previous={previous}
                next={next}
                previousLabel={tc('theme.docs.paginator.previous')}
                nextLabel={tc('theme.docs.paginator.next')}
              />
            </article>
            <TOC headings={headings} />
          </div>
        </Main>
      </div>
    </Layout>
  )
  // The desktop sidebar and the mobile menu share the page's sidebar and the file it may fetch.
  return <DocSidebarProvider sidebar={sidebar}>{page}</DocSidebarProvider>
}
