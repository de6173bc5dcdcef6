import React from 'react'
import { t } from '../../i18n/ru'
import * as styles from './styles.module.css'

export const MAIN_CONTENT_ID = 'main-content'

/** The first focusable element of every page (docs/requirements.md §C4). */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} data-testid="skip-link">
      {t('theme.common.skipToContent')}
    </a>
  )
}
