import React, { useState } from 'react'
import clsx from 'clsx'
import { t } from '../../i18n/ru'
import { Icon } from '../Icon'
import { SidebarTree } from './SidebarTree'
import type { SidebarEntry } from './useSidebars'
import * as styles from './styles.module.css'

/** The desktop docs sidebar with its hide button (docs/requirements.md §9: the docs sidebar is hideable). */
export function DocSidebar({ items, activePath }: { items: SidebarEntry[]; activePath: string }) {
  const [hidden, setHidden] = useState(false)
  if (hidden) {
    return (
      <div className={styles.collapsedBar}>
        <button
          type="button"
          className={styles.expandButton}
          onClick={() => setHidden(false)}
          aria-label={t('theme.docs.sidebar.show')}
          title={t('theme.docs.sidebar.show')}
        >
          <Icon name="doubleRight" />
        </button>
      </div>
    )
  }
  return (
    <aside className={styles.sidebar}>
      <nav className={styles.nav} aria-label={t('theme.docs.sidebar.label')} data-testid="doc-sidebar">
        <SidebarTree items={items} activePath={activePath} />
      </nav>
      <button
        type="button"
        className={clsx(styles.hideButton)}
        onClick={() => setHidden(true)}
        aria-label={t('theme.docs.sidebar.hide')}
        title={t('theme.docs.sidebar.hide')}
        data-testid="sidebar-hide"
      >
        <Icon name="doubleLeft" />
      </button>
    </aside>
  )
}
