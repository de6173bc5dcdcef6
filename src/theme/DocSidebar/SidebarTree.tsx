import React, { useState } from 'react'
import { Link } from 'gatsby'
import clsx from 'clsx'
import { tc } from '../../i18n/content'
import { useDocSidebar } from '../../state/docSidebar'
import { containsPath, type SidebarEntry } from './entries'
import * as styles from './styles.module.css'

interface TreeProps {
  items: SidebarEntry[]
  activePath: string
  onNavigate?: () => void
}

/** The page's sidebar, for the desktop sidebar and the mobile menu (src/state/docSidebar.tsx). */
export function DocSidebarTree({ activePath, onNavigate }: Omit<TreeProps, 'items'>) {
  const { items } = useDocSidebar()
  return <SidebarTree items={items} activePath={activePath} onNavigate={onNavigate} />
}

/**
 * A sidebar level. Categories collapse; the one holding the current page starts expanded, and opening
 * a category closes its open siblings (docs/requirements.md §9: categories auto-collapse). A category whose
 * entries the page left out shows them once the sidebar's file has come; pointing at its caret starts the fetch.
 */
function SidebarTree({ items, activePath, onNavigate }: TreeProps) {
  const { load } = useDocSidebar()
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
        const children = item.items
        const toggleLabel = open ? tc('theme.docs.sidebar.collapse', { label: item.label }) : tc('theme.docs.sidebar.expand', { label: item.label })
        const prefetch = children === null ? load : undefined
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
              {/* The caret is drawn by CSS (styles.caret), so a category costs no icon markup. */}
              <button
                type="button"
                className={clsx(styles.caret, open && styles.caretOpen)}
                aria-expanded={open}
                aria-label={toggleLabel}
                title={toggleLabel}
                onPointerEnter={prefetch}
                onFocus={prefetch}
                onClick={() => {
                  if (!open) prefetch?.()
                  setOpenIndex(open ? -1 : index)
                }}
              />
            </div>
            {/* Opens (and animates) once its entries are here. */}
            <div className={clsx(styles.collapsible, open && children && styles.collapsibleOpen)} aria-busy={open && !children ? true : undefined}>
              <div className={styles.collapsibleInner}>
                {open && children ? <SidebarTree items={children} activePath={activePath} onNavigate={onNavigate} /> : null}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
