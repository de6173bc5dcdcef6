import React, { useEffect, useState } from 'react'
import { siteConfig } from '../../config/client'
import { t } from '../../i18n/ru'
import { Icon } from '../Icon'
import { supportMailto } from './mailto'
import * as styles from './styles.module.css'

/** The support-request link. The page address is read in the browser, so it is the one the visitor sees. */
export function SupportButton({ pathname }: { pathname: string }) {
  const [href, setHref] = useState(() => supportMailto(siteConfig.supportEmail, `${siteConfig.siteUrl}${pathname}`))
  useEffect(() => {
    setHref(supportMailto(siteConfig.supportEmail, window.location.href))
  }, [pathname])
  return (
    <a className={styles.button} href={href} data-testid="support-button">
      <Icon name="mail" size={18} />
      <span>{t('theme.support.label')}</span>
    </a>
  )
}
