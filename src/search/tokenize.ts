import { stemmer as stemRussian } from '@orama/stemmers/russian'
import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { SYNONYMS } from './synonyms'

/**
 * The one tokenizer of the search: the index builder and the query side both call `analyze`, so a word
 * is stemmed the same way in a page and in a query.
 */

/** Lower case, ё -> е, and the hyphen-like characters folded. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/[‐‑‒–—]/g, '-')
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu
const CAMEL = /([a-z0-9])([A-Z])/g
/** Only lowerCamel identifiers (sendMessage, getMessageStatus) are split; WhatsApp, iOS and RuStore are names. */
const LOWER_CAMEL = /^[a-z]+(?:[A-Z][a-z0-9]+)+$/
const splitCamel = (raw: string): string => (LOWER_CAMEL.test(raw) ? raw.replace(CAMEL, '$1 $2') : raw)

/** Words of a text. API names are split too: `sendMessage` -> send, message, sendmessage; `set-tag` -> set, tag. */
export function words(text: string): string[] {
  const out: string[] = []
  for (const raw of text.match(/[\p{L}\p{N}_'’-]+/gu) ?? []) {
    const camelParts = splitCamel(raw)
    const whole = identifier(raw)
    const parts = normalize(camelParts).match(WORD) ?? []
    if (parts.length > 1 && whole) out.push(whole)
    for (const part of parts) out.push(part.replace(/['’]/g, ''))
  }
  return out
}

/** Words that carry no meaning for search; dropped on both sides so they never decide a ranking. */
export const STOPWORDS = new Set(
  (
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему ' +
    'теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они ' +
    'тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого ' +
    'какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть ' +
    'после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть ' +
    'том нельзя такой им более всегда конечно всю между это как ' +
    'a an and are as at be by for from how in is it of on or the to with'
  ).split(' '),
)

const CYRILLIC = /[а-я]/

/** A compound written as one token (sendMessage, INSUFFICIENT_FUNDS, Idempotency-Key) as one word, or null. */
function identifier(raw: string): string | null {
  const joined = normalize(raw).replace(/['’]/g, '').replace(/[_-]+/g, '')
  return /^[\p{L}\p{N}]+$/u.test(joined) && /[a-z]/.test(joined) ? joined : null
}

/** Snowball stem for the word's script; numbers and short words stay as they are. */
export function stem(word: string): string {
  if (word.length <= 2 || /^\d+$/.test(word)) return word
  return CYRILLIC.test(word) ? stemRussian(word) : stemEnglish(word)
}

/** Stems of a text, in order (duplicates kept: the index counts term frequencies). */
export function analyze(text: string): string[] {
  return words(text)
    .filter((word) => !STOPWORDS.has(word))
    .map(stem)
}

/** Query terms: stems plus the stems of known synonyms and transliterations. */
export interface QueryToken {
  term: string
  word: string
  alternatives: string[]
  /** The whole compound (sendMessage as one word): an exact identifier match counts extra. */
  exact: string | null
}

export function analyzeQuery(text: string): QueryToken[] {
  const out: QueryToken[] = []
  for (const raw of text.match(/[\p{L}\p{N}_'’-]+/gu) ?? []) {
    const parts = (normalize(splitCamel(raw)).match(WORD) ?? [])
      .map((part) => part.replace(/['’]/g, ''))
      .filter((part) => part.length > 1 && !STOPWORDS.has(part))
    const whole = parts.length > 1 ? identifier(raw) : null
    parts.forEach((word, index) => {
      const stemmed = stem(word)
      const alternatives = (SYNONYMS[word] ?? SYNONYMS[stemmed] ?? []).map(stem).filter((a) => a !== stemmed)
      out.push({ term: stemmed, word, alternatives, exact: index === 0 && whole ? stem(whole) : null })
    })
  }
  return out
}
