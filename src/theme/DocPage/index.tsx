import React from 'react'
import { Link } from 'gatsby'
import { t } from '../../i18n/ru'
import { Layout, Main } from '../Layout'
import { DocSidebar } from '../DocSidebar'
import { useSidebars } from '../DocSidebar/useSidebars'
import { Breadcrumbs, type Crumb } from '../Breadcrumbs'
import { TOC, type TocHeading } from '../TOC'
import { Paginator, type PaginatorLink } from '../Paginator'
import { docTagPath } from '../../config/routes'
import { CopyMarkdownButton } from './CopyMarkdownButton'
import * as styles from './styles.module.css'

export interface DocPageProps {
  pathname: string
  sidebarId: string | null
  title: string
  breadcrumbs: Crumb[]
  headings: TocHeading[]
  previous: PaginatorLink | null
  next: PaginatorLink | null
  tags?: string[]
  unlisted?: boolean
  /** Release notes that link to this page. */
  changedIn?: PaginatorLink[]
  /** The page's Markdown copy, for the 'Копировать как Markдown' button (null: no button). */
  markdownPath?: string | null
}

/** The docs layout: sidebar, article (breadcrumbs, title, content, tags, previous/next) and TOC. */
export function DocPage({
  pathname,
  sidebarId,
  title,
  breadcrumbs,
  headings,
  previous,
  next,
  tags = [],
  unlisted = false,
  changedIn = [],
  markdownPath = null,
  children,
}: React.PropsWithChildren<DocPageProps>) {
  const sidebars = useSidebars()
  const items = sidebarId ? sidebars[sidebarId] ?? [] : sidebars.tutorialSidebar ?? []
  const activePath = pathname.replace(/\/+$/, '') || '/'
  return (
    <Layout pathname={pathname}>
      <div className={styles.docLayout}>
        <DocSidebar items={items} activePath={activePath} />
        <Main className={styles.main}>
          <div className={styles.row}>
            <article className={styles.article}>
              {unlisted ? (
                <div className={styles.unlisted} role="note">
                  <strong>{t('theme.docs.unlisted.title')}.</strong> {t('theme.docs.unlisted.body')}
                </div>
              ) : null}
              <div className={styles.topRow}>
                <Breadcrumbs items={breadcrumbs} current={title} />
                {markdownPath ? <CopyMarkdownButton path={markdownPath} /> : null}
              </div>
              <div className="markdown">
                <h1>{title}</h1>
                {children}
              </div>
              {changedIn.length > 0 ? (
                <aside className={styles.changedIn} aria-labelledby="changed-in">
                  <h2 id="changed-in" className={styles.changedInTitle}>
                    {t('theme.docs.changedIn')}
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
                  <span>{t('theme.docs.tags.title')}:</span>
                  <ul>
                    {tags.map((tag) => (
                      <li key={tag}>
                        <Link to={docTagPath(tag)}>{tag}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Paginator
                label={t('theme.docs.paginator.label')}
                previous={previous}
                next={next}
                previousLabel={t('theme.docs.paginator.previous')}
                nextLabel={t('theme.docs.paginator.next')}
              />
            </article>
            <TOC headings={headings} />
          </div>
        </Main>
      </div>
    </Layout>
  )
}
