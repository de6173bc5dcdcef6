import React from 'react'
import { t } from '../../i18n/ru'
import * as styles from './styles.module.css'

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger'

const defaultTitles: Record<AdmonitionType, string> = {
  note: t('theme.admonition.note'),
  tip: t('theme.admonition.tip'),
  info: t('theme.admonition.info'),
  warning: t('theme.admonition.warning'),
  danger: t('theme.admonition.danger'),
}

/** A callout for limits and pitfalls, used in MDX as <Admonition type="warning" title="…">. */
export function Admonition({ type = 'note', title, children }: React.PropsWithChildren<{ type?: AdmonitionType; title?: string }>) {
  const kind = type in defaultTitles ? type : 'note'
  return (
    <aside className={`${styles.admonition} ${styles[kind]}`} role="note" aria-label={title ?? defaultTitles[kind]}>
      <p className={styles.title}>{title ?? defaultTitles[kind]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  )
}
