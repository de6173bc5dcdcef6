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
