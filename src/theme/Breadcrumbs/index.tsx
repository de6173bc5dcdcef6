import React from 'react'
import { Link } from 'gatsby'
import { t } from '../../i18n/ru'
import * as styles from './styles.module.css'

export interface Crumb {
  label: string
  path: string | null
}

export function Breadcrumbs({ items, current }: { items: Crumb[]; current: string }) {
  return (
    <nav aria-label={t('theme.docs.breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/docs">{t('theme.docs.breadcrumbs.home')}</Link>
        </li>
        {items.map((item) => (
          <li key={`${item.label}:${item.path}`}>{item.path ? <Link to={item.path}>{item.label}</Link> : <span>{item.label}</span>}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
