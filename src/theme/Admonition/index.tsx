import React from 'react'
import { tc } from '../../i18n/content'
import * as styles from './styles.module.css'

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger'

const defaultTitles: Record<AdmonitionType, string> = {
  note: tc('theme.admonition.note'),
  tip: tc('theme.admonition.tip'),
  info: tc('theme.admonition.info'),
  warning: tc('theme.admonition.warning'),
  danger: tc('theme.admonition.danger'),
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
