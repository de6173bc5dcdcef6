import React, { useState } from 'react'
import { Link } from 'gatsby'
import clsx from 'clsx'
import { t } from '../../i18n/ru'
import { Icon } from '../Icon'
import { containsPath, type SidebarEntry } from './useSidebars'
import * as styles from './styles.module.css'

interface TreeProps {
  items: SidebarEntry[]
  activePath: string
  onNavigate?: () => void
}

/**
 * A sidebar level. Categories collapse; the one holding the current page starts expanded, and opening
 * a category closes its open siblings (docs/requirements.md §9: categories auto-collapse).
 */
export function SidebarTree({ items, activePath, onNavigate }: TreeProps) {
  const initial = items.findIndex((item) => item.type === 'category' && (item.href === activePath || containsPath(item.items, activePath)))
  const [openIndex, setOpenIndex] = useState<number>(initial)
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const key = `${item.label}:${item.href ?? index}`
        if (item.type !== 'category') {
          const active = item.href === activePath
          const external = item.type === 'link' && /^https?:/.test(item.href ?? '')
          return (
            <li key={key}>
              {external ? (
                <a className={styles.link} href={item.href ?? '#'} rel="noopener noreferrer" target="_blank">
                  {item.label}
                </a>
              ) : (
                <Link
                  className={clsx(styles.link, active && styles.active)}
                  to={item.href ?? '/docs'}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {item.label}
                </Link>
              )}
            </li>
          )
        }
        const open = openIndex === index
        const active = item.href === activePath
        const toggleLabel = open ? t('theme.docs.sidebar.collapse', { label: item.label }) : t('theme.docs.sidebar.expand', { label: item.label })
        return (
          <li key={key}>
            <div className={clsx(styles.categoryRow, active && styles.active)}>
              {item.href ? (
                <Link
                  className={styles.categoryLink}
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => {
                    setOpenIndex(index)
                    onNavigate?.()
                  }}
                >
                  {item.label}
                </Link>
              ) : (
                <span className={styles.categoryLink}>{item.label}</span>
              )}
              <button
                type="button"
                className={clsx(styles.caret, open && styles.caretOpen)}
                aria-expanded={open}
                aria-label={toggleLabel}
                title={toggleLabel}
                onClick={() => setOpenIndex(open ? -1 : index)}
              >
                <Icon name="chevronRight" size={16} />
              </button>
            </div>
            <div className={clsx(styles.collapsible, open && styles.collapsibleOpen)}>
              <div className={styles.collapsibleInner}>
                {open ? <SidebarTree items={item.items} activePath={activePath} onNavigate={onNavigate} /> : null}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
