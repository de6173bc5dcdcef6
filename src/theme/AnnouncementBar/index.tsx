import React from 'react'
import { siteConfig } from '../../config/client'
import { useAnnouncement } from '../../state/announcement'
import { t } from '../../i18n/ru'
import { Icon } from '../Icon'
import * as styles from './styles.module.css'

export function AnnouncementBar() {
  const { isActive, close } = useAnnouncement()
  const announcement = siteConfig.announcement
  if (!announcement || !isActive) return null
  return (
    <div className={styles.bar} role="region" aria-label={t('theme.announcement.label')} data-testid="announcement-bar">
      <p className={styles.content}>{announcement.content}</p>
      {announcement.isCloseable ? (
        <button type="button" className={styles.close} onClick={close} aria-label={t('theme.announcement.close')} data-testid="announcement-close">
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  )
}
