import React from 'react'
import { Link } from 'gatsby'
import { tc } from '../../i18n/content'
import * as styles from './styles.module.css'

export interface Crumb {
  label: string
  path: string | null
}

export function Breadcrumbs({ items, current }: { items: Crumb[]; current: string }) {
  return (
    <nav aria-label={tc('theme.docs.breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/docs">{tc('theme.docs.breadcrumbs.home')}</Link>
        </li>
        {items.map((item) => (
          <li key={`${item.label}:${item.path}`}>{item.path ? <Link to={item.path}>{item.label}</Link> : <span>{item.label}</span>}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
