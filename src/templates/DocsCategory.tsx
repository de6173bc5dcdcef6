import React from 'react'
import { Link, type PageProps, type HeadFC } from 'gatsby'
import { DocPage } from '../theme/DocPage'
import { Seo } from '../theme/Seo'
import { articleLd, breadcrumbList, JsonLd } from '../theme/Seo/jsonLd'
import { siteConfig } from '../config/client'
import { tc } from '../i18n/content'
import * as styles from '../theme/DocPage/cards.module.css'
import { navigationProps, type PageNavigation } from './navigation'

/** The category, its pages and its place in the sidebar, from createPages (src/node/pages.ts). */
interface Context extends PageNavigation {
  title: string
  /** The category's entries that have a page, with how many entries each holds. */
  cards: Array<{ label: string; path: string; count: number }>
}

/** A generated page for a sidebar category without a doc of its own: cards of its pages. */
export default function DocsCategoryTemplate({ location, pageContext: index }: PageProps<object, Context>) {
  return (
    <DocPage pathname={location.pathname} {...navigationProps(index)} title={index.title} headings={[]}>
      <h2 className="visually-hidden">{tc('theme.docs.category.pages')}</h2>
      <ul className={styles.cards}>
        {index.cards.map((card) => (
          <li key={card.path}>
            <Link className={styles.card} to={card.path}>
              <span className={styles.cardTitle}>{card.label}</span>
              {card.count > 0 ? <span className={styles.cardMeta}>{tc('theme.docs.tags.count', { count: card.count })}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </DocPage>
  )
}

/** The navbar label of a sidebar ('API'), to tell same-named categories of the two sidebars apart. */
function sidebarLabel(sidebarId: string): string | undefined {
  const item = siteConfig.navbar.items.find((i) => i.type === 'docSidebar' && i.sidebarId === sidebarId)
  return item?.type === 'docSidebar' && sidebarId !== 'tutorialSidebar' ? item.label : undefined
}

/** Category labels repeat across sections (WhatsApp under channels and templates): the parent makes the title unique. */
export const Head: HeadFC<object, Context> = ({ location, pageContext: index }) => {
  const description = `${tc('theme.docs.category.pages')}: ${index.title}`
  return (
    <Seo
      title={[index.title, ...index.breadcrumbs.map((c) => c.label).reverse(), index.sidebar ? sidebarLabel(index.sidebar) : undefined]
        .filter(Boolean)
        .join(' — ')}
      description={description}
      pathname={location.pathname}
      type="article"
    >
      <JsonLd
        data={[
          articleLd('TechArticle', { title: index.title, description, pathname: location.pathname }),
          breadcrumbList(index.breadcrumbs, { title: index.title, pathname: location.pathname }),
        ]}
      />
    </Seo>
  )
}
