import React from 'react'
import { ColorModeProvider } from './colorMode'
import { AnnouncementProvider } from './announcement'
import { MobileSidebarProvider } from './mobileSidebar'

/** Every client-state Provider of the site, once around the whole app. */
export function SiteProviders({ children }: React.PropsWithChildren) {
  return (
    <ColorModeProvider>
      <AnnouncementProvider>
        <MobileSidebarProvider>{children}</MobileSidebarProvider>
      </AnnouncementProvider>
    </ColorModeProvider>
  )
}
