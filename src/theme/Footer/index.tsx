import React from 'react'
import { Link } from 'gatsby'
import { withPrefix } from '../../config/sitePath'
import { siteConfig } from '../../config/client'
import { t } from '../../i18n/ru'
import * as styles from './styles.module.css'

export function Footer() {
  const { logo, copyrightYear, links } = siteConfig.footer
  return (
    <footer className={styles.footer} aria-label={t('theme.footer.label')}>
      <div className={styles.inner}>
        <a href={siteConfig.companyUrl} className={styles.logo} data-testid="footer-logo">
          <img src={withPrefix(logo.src)} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
        </a>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <a href={withPrefix('/blog/rss.xml')}>{t('theme.footer.rss')}</a>
          </li>
          <li>
            <a href={withPrefix('/blog/atom.xml')}>{t('theme.footer.atom')}</a>
          </li>
        </ul>
        <p className={styles.copyright}>{t('theme.footer.copyright', { year: copyrightYear, brand: siteConfig.brandName })}</p>
      </div>
    </footer>
  )
}
