import React from 'react'
import { SkipLink, MAIN_CONTENT_ID } from '../SkipLink'
import { AnnouncementBar } from '../AnnouncementBar'
import { Navbar } from '../Navbar'
import type { MobileSecondaryMenu } from '../Navbar/MobileMenu'
import { Footer } from '../Footer'
import { SupportButton } from '../SupportButton'
import '../styles/fonts'
import '../styles/global.css'
import '../CodeBlock/prism.css'
import * as styles from './styles.module.css'

/**
 * The page wrapper (docs/requirements.md §2): skip link, announcement bar, navbar, main content, footer. A doc page passes its
 * sidebar for the mobile menu (`mobileSecondary`) and the sidebar it is in (`activeSidebar`, whose navbar item is current).
 */
export function Layout({
  pathname,
  activeSidebar = null,
  mobileSecondary,
  children,
}: React.PropsWithChildren<{ pathname: string; activeSidebar?: string | null; mobileSecondary?: MobileSecondaryMenu }>) {
  return (
    <>
      <SkipLink />
      <AnnouncementBar />
      <Navbar pathname={pathname} activeSidebar={activeSidebar} mobileSecondary={mobileSecondary} />
      <div className={styles.wrapper}>{children}</div>
      <Footer />
      <SupportButton pathname={pathname} />
    </>
  )
}

/** The main landmark; the skip link lands here. */
export function Main({ children, className }: React.PropsWithChildren<{ className?: string }>) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ?? styles.main}>
      {children}
    </main>
  )
}
