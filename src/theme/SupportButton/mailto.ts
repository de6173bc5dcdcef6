import { t } from '../../i18n/ru'

/**
 * docs/requirements.md §7: the support action opens the visitor's mail client with the subject 'Запрос в поддержку'
 * and a Russian greeting body holding the page address and placeholders for the problem and the name.
 * encodeURIComponent keeps any page URL (query, hash, Cyrillic) intact.
 */
export function supportMailto(email: string, pageUrl: string): string {
  const subject = encodeURIComponent(t('theme.support.subject'))
  const body = encodeURIComponent(t('theme.support.body', { url: pageUrl }))
  return `mailto:${email}?subject=${subject}&body=${body}`
}
