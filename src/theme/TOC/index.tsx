import React, { useEffect, useState } from 'react'
import clsx from 'clsx'
import { tc } from '../../i18n/content'
import * as styles from './styles.module.css'

export interface TocHeading {
  depth: number
  value: string
  id: string
}

/** Follows the heading nearest above the top of the viewport (after the navbar). */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    if (ids.length === 0) return
    const update = () => {
      const offset = 100
      let current: string | null = null
      for (const id of ids) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top - offset <= 0) current = id
      }
      setActive(current ?? ids[0])
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [ids])
  return active
}

/** Table of contents of heading levels 2 to 3 (docs/requirements.md §9). */
export function TOC({ headings }: { headings: TocHeading[] }) {
  const active = useActiveHeading(headings.map((h) => h.id))
  if (headings.length === 0) return null
  return (
    <nav className={styles.toc} aria-label={tc('theme.docs.toc.title')} data-testid="toc">
      <p className={styles.title}>{tc('theme.docs.toc.title')}</p>
      <ul className={styles.list}>
        {headings.map((h) => (
          <li key={h.id} className={clsx(h.depth === 3 && styles.nested)}>
            <a
              href={`#${h.id}`}
              className={clsx(styles.link, active === h.id && styles.active)}
              aria-current={active === h.id ? 'location' : undefined}
            >
              {h.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
