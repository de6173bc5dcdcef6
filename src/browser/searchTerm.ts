/**
 * The search term as analytics receives it (src/browser/searchEvents.ts): what could identify a reader is masked
 * before it leaves the browser.
 */

/** GA4 cuts event parameter values at 100 characters; the masked term is cut first so the cut is ours. */
export const MAX_TERM_LENGTH = 100

/** What a masked term holds in place of what it hides; scripts/tools/search-report.mjs leaves them out of its word matching. */
export const MASK_MARKS = { email: '[email]', phone: '[phone]', digits: '#' } as const

const EMAIL = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"']+/gu
/** A number in phone notation: +7 (999) 123-45-67, 8 999 123 45 67, 89991234567. Counted by its digits below. */
const PHONE_LIKE = /(?:\+\s?)?\(?\d[\d\s().-]{5,}\d/gu
/**
 * Runs of four or more digits: order, account and contract numbers, amounts, codes from a text message. Shorter
 * runs stay, because they are the site's own words: status codes («ошибка 429»), limits («100 сообщений»), versions.
 */
const LONG_DIGITS = /\d{4,}/gu

/** A phone number has 10 to 15 digits (E.164), or at least 7 after an explicit «+». */
function isPhone(text: string): boolean {
  const digits = text.replace(/\D/gu, '').length
  return (digits >= 10 && digits <= 15) || (text.trimStart().startsWith('+') && digits >= 7)
}

/**
 * The term as analytics receives it: e-mail addresses become «[email]», phone numbers «[phone]», runs of four or more
 * digits «#»; spaces are collapsed and letters lower-cased, so that the same query typed twice counts as one.
 */
export function maskTerm(term: string): string {
  const masked = term
    .replace(EMAIL, MASK_MARKS.email)
    .replace(PHONE_LIKE, (match) => {
      // The match may take a separator on either side of the number with it; they stay as they were.
      const body = match.trim()
      return isPhone(body) ? match.replace(body, MASK_MARKS.phone) : match
    })
    .replace(LONG_DIGITS, MASK_MARKS.digits)
    .replace(/\s+/gu, ' ')
    .trim()
    .toLocaleLowerCase('ru')
  return masked.slice(0, MAX_TERM_LENGTH)
}
