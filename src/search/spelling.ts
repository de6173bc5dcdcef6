/**
 * Spellings of a word, by the documentation's one, into which they are folded before stemming in the index and in
 * queries: a word's beginning is replaced, so every inflection follows («тэгов» -> «тегов»; a Latin name drops a Russian
 * ending of up to four letters: «смсками» -> «sms»). Variants, misspellings (no typo correction reaches a Latin name's
 * Cyrillic ones), Cyrillic spellings of Latin names that mean one thing; айфон (iOS, APNs) is the thesaurus's.
 */
const SPELLINGS: Record<string, string[]> = {
  тег: ['тэг'],
  расчет: ['рассчет'],
  расчит: ['рассчит'],
  email: ['имейл', 'имэйл', 'емейл', 'емайл', 'мейл', 'эмейл'],
  whatsapp: ['вотсап', 'ватсап', 'вацап', 'воцап', 'ватцап', 'вотцап'],
  viber: ['вайбер', 'вибер', 'вайбир', 'ваибер'],
  smpp: ['смпп'],
  sms: ['эсэмэс', 'смс'],
  csv: ['цсв'],
  rustore: ['рустор'],
  notify: ['нотифай'],
  api: ['апи'],
  push: ['пуш'],
}
/** [another spelling's beginning, the documentation's], in the order they are tried. */
export const SPELLING_VARIANTS = Object.entries(SPELLINGS).flatMap(([to, others]) => others.map((from): [string, string] => [from, to]))

/** The documentation's spelling of a normalised word (lower case, ё as е). */
export function spellingVariant(word: string): string {
  for (const [from, to] of SPELLING_VARIANTS) {
    if (word.startsWith(from) && (to.charCodeAt(0) < 128 ? word.length <= from.length + 4 : true))
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
    const cyrillic = CYRILLIC.indexOf(char)
    out += latin >= 0 ? CYRILLIC[latin] : cyrillic >= 0 ? LATIN[cyrillic] : char
  }
  return out
}

/**
 * Russian typed in Latin letters, as Cyrillic: the common schemes' letters, longest first (shch -> щ, tsya -> тся, zh -> ж,
 * ya -> я); y or j alone is й after a vowel (novyj, moy), else ы or ж (rynok). The passport's scheme is another reading,
 * as «ia» may be «иа»: ia -> я, iu -> ю, i after a vowel and before none -> й (dlia, vaiber). Typo correction does the rest.
 */
const TRANSLIT = `shch:щ tsya:тся sch:сч tch:ч zh:ж kh:х ts:ц ch:ч sh:ш ya:я ja:я yu:ю ju:ю yo:е jo:е ye:е je:е x:кс w:в q:к c:ц h:х ':ь
  a:а b:б v:в g:г d:д e:е z:з i:и k:к l:л m:м n:н o:о p:п r:р s:с t:т u:у f:ф`
  .split(/\s+/)
  .map((pair) => pair.split(':'))
const PASSPORT = [['tsia', 'тся'], ['ia', 'я'], ['iu', 'ю'], ...TRANSLIT]

export function transliterate(text: string, passport = false): string {
  const lower = text.toLowerCase()
  let out = ''
  for (let at = 0; at < lower.length;) {
    const [latin, cyrillic] = (passport ? PASSPORT : TRANSLIT).find(([from]) => lower.startsWith(from, at)) ?? [lower[at], lower[at]]
    const short = latin === 'y' || latin === 'j' || (passport && latin === 'i' && !/[aeiouy]/.test(lower[at + 1] ?? ''))
    out += short && /[аеиоуыэюя]$/.test(out) ? 'й' : latin === 'y' ? 'ы' : latin === 'j' ? 'ж' : cyrillic
    at += latin.length
  }
  return out
}
