/**
 * The platform's vocabulary as readers type it: transliterations and spoken forms map to the word the
 * documentation uses. Keys and values are normalised words (lower case, ё as е), before stemming.
 */
export const SYNONYMS: Record<string, string[]> = {
  вайбер: ['viber'],
  вибер: ['viber'],
  viber: ['вайбер'],
  ватсап: ['whatsapp'],
  вотсап: ['whatsapp'],
  вацап: ['whatsapp'],
  ватсапп: ['whatsapp'],
  вотсапп: ['whatsapp'],
  whatsapp: ['ватсап'],
  wa: ['whatsapp'],
  пуш: ['push'],
  пуши: ['push'],
  push: ['пуш'],
  смс: ['sms'],
  sms: ['смс'],
  апи: ['api'],
  api: ['апи'],
  рустор: ['rustore'],
  rustore: ['рустор'],
  хуавей: ['huawei', 'hms'],
  huawei: ['хуавей'],
  хмс: ['hms'],
  фаербейс: ['firebase'],
  firebase: ['fcm'],
  смпп: ['smpp'],
  эсэмэс: ['sms'],
  нотифай: ['notify'],
  вебхук: ['webhook', 'callback'],
  вебхуки: ['webhook', 'callback'],
  webhook: ['вебхук'],
  колбэк: ['callback', 'вебхук'],
  callback: ['вебхук'],
  токен: ['token'],
  ключ: ['key'],
  айфон: ['ios', 'apns'],
  андроид: ['android'],
  android: ['андроид'],
  ios: ['apns'],
  дживо: ['jivo'],
  jivo: ['дживо'],
  рассылка: ['broadcast'],
  сценарий: ['scripts'],
  шаблон: ['template'],
  idempotency: ['идемпотентность'],
  идемпотентность: ['idempotency'],
  // What readers ask in everyday words, and the words of the pages that answer.
  стоит: ['стоимость', 'тариф'],
  стоят: ['стоимость', 'тариф'],
  цена: ['стоимость', 'тариф'],
  цены: ['стоимость', 'тариф'],
  зарегистрироваться: ['регистрация'],
  зарегистрировать: ['регистрация'],
  войти: ['вход'],
  удалить: ['удаление'],
  отменить: ['отмена'],
}

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
    if (word.startsWith(from) && (to.charCodeAt(0) < 128 ? word.length <= from.length + 2 : true)) return to + (to.charCodeAt(0) < 128 ? '' : word.slice(from.length))
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
