import React from 'react'
import { tc } from '../../i18n/content'
import { siteConfig } from '../../config/client'
import { formatRussianDate } from '../Blog/formatDate'
import { Icon } from '../Icon'
import * as styles from './styles.module.css'

export interface PageMetaProps {
  /** The day the page's source last changed (`2025-09-11`); null when the build could not tell. */
  lastUpdated: string | null
  /** The page's repository-relative source file: appended to the configuration's editUrl. */
  sourceFile: string
  /** The configuration's edit address; the link is off when unset. */
  editUrl?: string
}

/** Under a doc or standalone page: when its source last changed, and where a writer edits it. */
export function PageMeta({ lastUpdated, sourceFile, editUrl = siteConfig.editUrl }: PageMetaProps) {
  if (!lastUpdated && !editUrl) return null
  return (
    <div className={styles.pageMeta}>
      {editUrl ? (
        <a className={styles.edit} href={`${editUrl}${sourceFile}`} rel="noopener">
          <Icon name="pencil" size={16} />
          {tc('theme.docs.editPage')}
        </a>
      ) : null}
      {lastUpdated ? (
        <p className={styles.updated}>
          {tc('theme.docs.lastUpdated')} <time dateTime={lastUpdated}>{formatRussianDate(lastUpdated)}</time>
        </p>
      ) : null}
    </div>
  )
}
