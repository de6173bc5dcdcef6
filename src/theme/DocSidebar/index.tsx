import React, { useEffect, useState } from 'react'
import clsx from 'clsx'
import { tc } from '../../i18n/content'
import { useDocSidebar } from '../../state/docSidebar'
import { Icon } from '../Icon'
import { DocSidebarTree } from './SidebarTree'
import * as styles from './styles.module.css'

/** The desktop docs sidebar with its hide button (docs/requirements.md §9: the docs sidebar is hideable). */
export function DocSidebar({ activePath }: { activePath: string }) {
  const [hidden, setHidden] = useState(false)
  if (hidden) {
    return (
      <div className={styles.collapsedBar}>
        <button
          type="button"
          className={styles.expandButton}
          onClick={() => setHidden(false)}
          aria-label={tc('theme.docs.sidebar.show')}
          title={tc('theme.docs.sidebar.show')}
        >
          <Icon name="doubleRight" />
        </button>
      </div>
    )
  }
  return (
    <aside className={styles.sidebar}>
      <nav className={styles.nav} aria-label={tc('theme.docs.sidebar.label')} data-testid="doc-sidebar">
        <DocSidebarTree activePath={activePath} />
      </nav>
      <button
        type="button"
        className={clsx(styles.hideButton)}
        onClick={() => setHidden(true)}
        aria-label={tc('theme.docs.sidebar.hide')}
        title={tc('theme.docs.sidebar.hide')}
        data-testid="sidebar-hide"
      >
        <Icon name="doubleLeft" />
      </button>
    </aside>
  )
}

/**
 * The page's sidebar in the mobile menu, rendered only while the menu is open (the page's HTML carries the sidebar
 * once, in the desktop sidebar); opening the menu fetches the whole sidebar, as a reader there browses it.
 */
export function MobileDocSidebar({ activePath, onNavigate }: { activePath: string; onNavigate: () => void }) {
  const { load } = useDocSidebar()
  useEffect(load, [load])
  return <DocSidebarTree activePath={activePath} onNavigate={onNavigate} />
}
