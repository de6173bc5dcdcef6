import React from 'react'
import { Link } from 'gatsby'
import { withPrefix } from '../../config/sitePath'
import clsx from 'clsx'
import { siteConfig } from '../../config/client'
import type { NavbarItem } from '../../config'
import { useMobileSidebar } from '../../state/mobileSidebar'
import { useHideableNavbar } from '../../state/useHideableNavbar'
import { t } from '../../i18n/ru'
import { ColorModeToggle } from '../ColorModeToggle'
import { Icon } from '../Icon'
import { useSidebarStarts } from './useSidebarStarts'
import { MobileMenu, type MobileSecondaryMenu, type NavLinkSpec } from './MobileMenu'
import { SearchBar } from '../SearchBar'
import * as styles from './styles.module.css'

/**
 * Resolves navbar config items to links; docSidebar items lead to their sidebar's first page and are current on
 * the pages of that sidebar (`activeSidebar`).
 */
export function useNavLinks(pathname: string, position: 'left' | 'right', activeSidebar: string | null = null): NavLinkSpec[] {
  const starts = useSidebarStarts()
  const clean = pathname.replace(/\/+$/, '') || '/'
  return siteConfig.navbar.items
    .filter((item): item is Extract<NavbarItem, { type: 'docSidebar' | 'link' }> => item.type === 'docSidebar' || item.type === 'link')
    .filter((item) => item.position === position)
    .map((item) => {
      if (item.type === 'docSidebar') {
        return { label: item.label, to: starts[item.sidebarId] ?? '/docs', active: item.sidebarId === activeSidebar }
      }
      return { label: item.label, to: item.to, active: clean === item.to || clean.startsWith(`${item.to}/`) }
    })
}

export function Navbar({
  pathname,
  activeSidebar = null,
  mobileSecondary,
  children,
}: React.PropsWithChildren<{ pathname: string; activeSidebar?: string | null; mobileSecondary?: MobileSecondaryMenu }>) {
  const visible = useHideableNavbar()
  const { shown, toggle } = useMobileSidebar()
  const left = useNavLinks(pathname, 'left', activeSidebar)
  const right = useNavLinks(pathname, 'right', activeSidebar)
  const hasColorMode = siteConfig.navbar.items.some((i) => i.type === 'colorMode')
  const hasSearch = siteConfig.navbar.items.some((i) => i.type === 'search')
  const renderLink = (link: NavLinkSpec) => (
    <li key={link.to}>
      <Link to={link.to} className={clsx(styles.link, link.active && styles.active)} aria-current={link.active ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  )
  return (
    <header className={clsx(styles.navbar, !visible && !shown && styles.hidden)} data-testid="navbar">
      <nav className={styles.inner} aria-label={t('theme.navbar.mainLabel')}>
        <button
          type="button"
          className={styles.menuButton}
          onClick={toggle}
          aria-label={shown ? t('theme.navbar.mobileMenuClose') : t('theme.navbar.mobileMenuOpen')}
          aria-expanded={shown}
          aria-controls="mobile-menu"
          data-testid="mobile-menu-toggle"
        >
          <Icon name={shown ? 'close' : 'menu'} />
        </button>
        <Link to="/" className={styles.brand}>
          <img src={withPrefix('/img/mark.svg')} alt="" width={28} height={28} />
          <span className={styles.brandName}>{siteConfig.brandName}</span>
        </Link>
        <ul className={styles.items}>{left.map(renderLink)}</ul>
        <ul className={clsx(styles.items, styles.right)}>{right.map(renderLink)}</ul>
        <div className={styles.tools}>
          {children}
          {hasSearch ? <SearchBar pathname={pathname} /> : null}
          {hasColorMode ? <ColorModeToggle /> : null}
        </div>
      </nav>
      <MobileMenu links={[...left, ...right]} secondary={mobileSecondary} />
    </header>
  )
}
