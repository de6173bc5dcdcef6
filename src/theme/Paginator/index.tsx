import React from 'react'
import { Link } from 'gatsby'
import * as styles from './styles.module.css'

export interface PaginatorLink {
  title: string
  path: string
}

/** Previous/next links under a page. */
export function Paginator({
  label,
  previous,
  next,
  previousLabel,
  nextLabel,
}: {
  label: string
  previous: PaginatorLink | null
  next: PaginatorLink | null
  previousLabel: string
  nextLabel: string
}) {
  if (!previous && !next) return null
  return (
    <nav className={styles.paginator} aria-label={label}>
      {previous ? (
        <Link className={styles.card} to={previous.path} rel="prev">
          <span className={styles.sub}>{previousLabel}</span>
          <span className={styles.title}>« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.card} ${styles.next}`} to={next.path} rel="next">
          <span className={styles.sub}>{nextLabel}</span>
          <span className={styles.title}>{next.title} »</span>
        </Link>
      ) : null}
    </nav>
  )
}
