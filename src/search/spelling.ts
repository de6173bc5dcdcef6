/**
 * Spellings of the same word, folded into the one the documentation uses before stemming, in the index and in
 * queries alike: the beginning of a word is replaced, so every inflection follows («тэгов» -> «тегов»; a Latin
 * name takes no Russian ending: «вайбера» -> «viber»). Orthographic variants, common misspellings, and Cyrillic
 * spellings of Latin names that mean one thing; a spelling that stands for several (айфон: iOS, APNs) stays a
 * synonym above.
 */
export const SPELLING_VARIANTS: Array<[string, string]> = [
  ['тэг', 'тег'],
  ['рассчет', 'расчет'],
  ['рассчит', 'расчит'],
  ['имейл', 'email'],
  ['имэйл', 'email'],
  ['емейл', 'email'],
  ['емайл', 'email'],
  ['мейл', 'email'],
  ['эмейл', 'email'],
  ['вотсап', 'whatsapp'],
  ['ватсап', 'whatsapp'],
  ['вацап', 'whatsapp'],
  ['вайбер', 'viber'],
  ['вибер', 'viber'],
  ['смпп', 'smpp'],
  ['эсэмэс', 'sms'],
  ['смс', 'sms'],
  ['рустор', 'rustore'],
  ['нотифай', 'notify'],
  ['апи', 'api'],
  ['пуш', 'push'],
]

/** The documentation's spelling of a normalised word (lower case, ё as е). */
export function spellingVariant(word: string): string {
  for (const [from, to] of SPELLING_VARIANTS) {
    if (word.startsWith(from) && (to.charCodeAt(0) < 128 ? word.length <= from.length + 2 : true))
      return to + (to.charCodeAt(0) < 128 ? '' : word.slice(from.length))
  }
  return word
}

/** Latin key -> Cyrillic key on the same place of a ЙЦУКЕН / QWERTY keyboard ("ifykjy" -> "шаблон"). */
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё'

export function switchKeyboardLayout(text: string): string {
  let out = ''
  for (const char of text.toLowerCase()) {
    const latin = LATIN.indexOf(char)
    if (latin >= 0) {
      out += CYRILLIC[latin]
      continue
    }
    const cyrillic = CYRILLIC.indexOf(char)
    out += cyrillic >= 0 ? LATIN[cyrillic] : char
  }
  return out
}
