import React from 'react'
import { MDXProvider } from '@mdx-js/react'
import { ColorModeProvider } from './colorMode'
import { AnnouncementProvider } from './announcement'
import { MobileSidebarProvider } from './mobileSidebar'
import { mdxComponents } from '../theme/MDXComponents'

/** Every client-state Provider of the site, once around the whole app. */
export function SiteProviders({ children }: React.PropsWithChildren) {
  return (
    <ColorModeProvider>
      <AnnouncementProvider>
        <MobileSidebarProvider>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </MobileSidebarProvider>
      </AnnouncementProvider>
    </ColorModeProvider>
  )
}
