import React, { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import clsx from 'clsx'
import { useMobileSidebar } from '../../state/mobileSidebar'
import { t } from '../../i18n/ru'
import { useSidebars, containsPath } from '../DocSidebar/useSidebars'
import { SidebarTree } from '../DocSidebar/SidebarTree'
import type { NavLinkSpec } from '.'
import * as styles from './styles.module.css'

/**
 * The mobile side menu (SPEC §2): the main menu, and on doc pages a secondary menu with the page's
 * sidebar, which a back button leaves for the main menu.
 */
export function MobileMenu({ pathname, links }: { pathname: string; links: NavLinkSpec[] }) {
  const { shown, close } = useMobileSidebar()
  const sidebars = useSidebars()
  const clean = pathname.replace(/\/+$/, '') || '/'
  const docSidebar = Object.values(sidebars).find((items) => containsPath(items, clean)) ?? null
  const [panel, setPanel] = useState<'main' | 'secondary'>(docSidebar ? 'secondary' : 'main')

  useEffect(() => {
    if (shown) setPanel(docSidebar ? 'secondary' : 'main')
  }, [shown, docSidebar])

  useEffect(() => {
    if (!shown) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [shown, close])

  return (
    <>
      <div className={clsx(styles.backdrop, shown && styles.backdropShown)} onClick={close} aria-hidden="true" />
      <div id="mobile-menu" className={clsx(styles.drawer, shown && styles.drawerShown)} hidden={!shown}>
        {panel === 'secondary' && docSidebar ? (
          <>
            <button type="button" className={styles.back} onClick={() => setPanel('main')} data-testid="mobile-menu-back">
              {t('theme.navbar.mobileMenuBack')}
            </button>
            <SidebarTree items={docSidebar} activePath={clean} onNavigate={close} />
          </>
        ) : (
          <ul className={styles.drawerList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} aria-current={link.active ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
