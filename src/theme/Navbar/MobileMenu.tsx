import React, { useEffect, useState } from 'react'
import { Link } from 'gatsby'
import clsx from 'clsx'
import { useMobileSidebar } from '../../state/mobileSidebar'
import { t } from '../../i18n/ru'
import * as styles from './styles.module.css'

/** A link of the navbar, as the bar and the mobile menu show it. */
export interface NavLinkSpec {
  label: string
  to: string
  active: boolean
}

/** What a page shows as the mobile menu's secondary panel (a doc page: its sidebar), given the menu's `close`. */
export type MobileSecondaryMenu = (close: () => void) => React.ReactNode

/**
 * The mobile side menu (docs/requirements.md §2): the main menu, and on doc pages a secondary menu with the page's
 * sidebar, which a back button leaves for the main menu. The doc page hands its sidebar in (`secondary`), so
 * the sidebar's code is loaded by doc pages only.
 */
export function MobileMenu({ links, secondary }: { links: NavLinkSpec[]; secondary?: MobileSecondaryMenu }) {
  const { shown, close } = useMobileSidebar()
  const [panel, setPanel] = useState<'main' | 'secondary'>(secondary ? 'secondary' : 'main')
  const hasSecondary = Boolean(secondary)

  useEffect(() => {
    if (shown) setPanel(hasSecondary ? 'secondary' : 'main')
  }, [shown, hasSecondary])

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
      {/* Its content exists only while it is open: the page's HTML carries the sidebar once, in the desktop sidebar. */}
      <div id="mobile-menu" className={clsx(styles.drawer, shown && styles.drawerShown)} hidden={!shown}>
        {!shown ? null : panel === 'secondary' && secondary ? (
          <>
            <button type="button" className={styles.back} onClick={() => setPanel('main')} data-testid="mobile-menu-back">
              {t('theme.navbar.mobileMenuBack')}
            </button>
            {secondary(close)}
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
