import { stemmer as stemRussian } from '@orama/stemmers/russian'
import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { rus, eng } from 'stopword'
import { spellingVariant } from './spelling'
import { normalize } from './fold'

/** The one tokenizer of the search: the index builder and the query side both call `analyze`, so a page and a query stem a word alike. */

/** The folding (case, ё) lives in ./fold, which the on-page marker shares. */
export { normalize }

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu
const CAMEL = /([a-z0-9])([A-Z])/g
/** Only lowerCamel identifiers (sendMessage, getMessageStatus) are split; WhatsApp, iOS and RuStore are names. */
const LOWER_CAMEL = /^[a-z]+(?:[A-Z][a-z0-9]+)+$/
const splitCamel = (raw: string): string => (LOWER_CAMEL.test(raw) ? raw.replace(CAMEL, '$1 $2') : raw)
/** A run of a text's letters, digits and the marks inside a word or an identifier (sendMessage, Idempotency-Key, it's). */
const RAW = /[\p{L}\p{N}_'’-]+/gu
/** The words of one such run, normalised and spelt as the documentation spells them. */
const partsOf = (raw: string): string[] => (normalize(splitCamel(raw)).match(WORD) ?? []).map((part) => spellingVariant(part.replace(/['’]/g, '')))

/** Words of a text. API names are split too: `sendMessage` -> send, message, sendmessage; `set-tag` -> set, tag. */
export function words(text: string): string[] {
  const out: string[] = []
  for (const raw of text.match(RAW) ?? []) {
    const parts = partsOf(raw)
    const whole = identifier(raw)
    if (parts.length > 1 && whole) out.push(whole)
    out.push(...parts)
  }
  return out
}

/**
 * Words that carry no meaning for search, dropped on both sides so they never decide a ranking: the `stopword`
 * package's Russian and English lists, the question words before the subject («что такое каскад», «сколько стоит»),
 * and a chat's words around it («подскажите», «хотим сделать», «где глянуть»): rare on pages, they outvote it.
 */
const QUESTION_WORDS = `такое такой почему сколько зачем нужно надо какие каких каком которые который хочу хочет хотим хотят
  хотите хотел хотела хотели хотелось говорит говорят пожалуйста подскажите помогите вообще просто кстати снова опять вроде
  вдруг дальше сам сама сами сделать делать глянуть глянь гляньте посмотреть посмотри посмотрите само самом должен должна
  должно должны хотя`.split(/\s+/)
/**
 * Every form of the possessive and relative pronouns, of which the `stopword` list has a few: «из своей crm», «для
 * нашего приложения», «сообщение, которое» say whose or which, never what about.
 */
const SOFT = ['й', 'я', 'е', 'и', 'его', 'ей', 'ему', 'им', 'ими', 'их', 'ем', 'ю']
const HARD = ['', 'а', 'е', 'и', 'его', 'ей', 'ему', 'им', 'ими', 'их', 'ем', 'у']
export const PRONOUNS = [
  ...['сво', 'мо', 'тво'].flatMap((stem) => SOFT.map((ending) => stem + ending)),
  ...['наш', 'ваш'].flatMap((stem) => HARD.map((ending) => stem + ending)),
  ...['ая', 'ое', 'ого', 'ой', 'ому', 'ым', 'ыми', 'ых', 'ом', 'ую', 'ый', 'ые'].map((ending) => `котор${ending}`),
]
/** The lists are written normalised (lower case, е for ё; a test checks it), so the worker does not normalise them. */
// «кто» is kept: «кто удалил», «кто может» ask for the event log and for the pages headed «Кто может…».
export const STOPWORDS: ReadonlySet<string> = new Set([...rus.filter((word) => word !== 'кто'), ...eng, ...QUESTION_WORDS, ...PRONOUNS])

const CYRILLIC = /[а-я]/
const VERB_FORMS = /(?<=[а-я]{3})(?:аива|(?<=[^аеиоуыэюя])[ыи]ва|(?<=[а-я]{3}[бвмпф])л)$/
const FLEETING = /(?<=[^аеиоуыэюяй])ок$|(?<=[жчшщц])ек$/
const FLEETING_AFTER_VOWEL = /(?<=[аоеу])ек$/
const PAST_OF_GO = /^(при|вы|у|до|за|про|пере)ш(?:ел|ла|ло|ли)$/

/** A compound written as one token (sendMessage, INSUFFICIENT_FUNDS, Idempotency-Key) as one word, or null. */
function identifier(raw: string): string | null {
  const joined = normalize(raw).replace(/['’]/g, '').replace(/[_-]+/g, '')
  return /^[\p{L}\p{N}]+$/u.test(joined) && /[a-z]/.test(joined) ? joined : null
}

/** Snowball stem for the word's script; numbers and short words stay. The past of a verb of going meets its present
 * (пришло, вышел -> приход, выход); a noun's fleeting vowel goes (отправок -> отправк; человек keeps its е); a verb's
 * -ыва-, -ива-, -аива- meets its perfective (списываются -> списа), its л after б, в, м, п, ф goes (доставлено -> достав). */
export function stem(word: string): string {
  if (word.length <= 2 || /^\d+$/.test(word) || PAST_OF_GO.test(word)) return word.replace(PAST_OF_GO, '$1ход')
  const stemmed = CYRILLIC.test(word) ? stemRussian(word).replace(VERB_FORMS, (end) => ({ аива: 'о', л: '' })[end] ?? 'а') : stemEnglish(word)
  return stemmed === word && word.length >= 6 ? word.replace(FLEETING, 'к').replace(FLEETING_AFTER_VOWEL, 'йк') : stemmed
}

/** Stems of a text, in order (duplicates kept: the index counts term frequencies). */
export const analyze = (text: string): string[] => words(text).flatMap((word) => (STOPWORDS.has(word) ? [] : [stem(word)]))

/**
 * A page title's stems, stop words included: a query of stop words only («что это», «как») looks them up in the
 * titles rather than finding nothing. Any other query drops its stop words, so they never decide its ranking.
 */
export const analyzeTitle = (text: string): string[] => words(text).map(stem)

let stopTermSet: ReadonlySet<string> | undefined

/**
 * The stems of the stop words: index terms that only a query of stop words looks up. Made on first use, not when the
 * worker starts: stemming four hundred words is most of the script's start-up, and the worker does it while its first
 * index files are on their way (worker.ts, fetchIndexes).
 */
export function stopTerms(): ReadonlySet<string> {
  stopTermSet ??= new Set([...STOPWORDS].map(stem))
  return stopTermSet
}

/** A query word: its stem (the thesaurus adds what else it looks up, src/search/thesaurus.ts). */
export interface QueryToken {
  term: string
  word: string
  /** The whole compound (sendMessage as one word): an exact identifier match counts extra. */
  exact: string | null
  /** A part of a compound (send, message of sendMessage): an identifier's part, not a word of the reader's. */
  part: boolean
}

/** Query terms; a query of stop words only keeps them (they are looked up in titles). */
export function analyzeQuery(text: string): QueryToken[] {
  const tokens = queryTokens(text, false)
  return tokens.length > 0 ? tokens : queryTokens(text, true)
}

function queryTokens(text: string, keepStopwords: boolean): QueryToken[] {
  const out: QueryToken[] = []
  // «стоит ли» asks whether to, not what it costs (the thesaurus leads «стоит» to the prices).
  for (const raw of (keepStopwords ? text : text.replace(/(?<!\p{L})стоит[\s-]+ли(?!\p{L})/giu, ' ')).match(RAW) ?? []) {
    const all = partsOf(raw)
    // A compound is whole before its stop words and one-letter parts are dropped: Retry-After and X-Signature are the
    // headers, though «after» and «x» count for nothing alone.
    const whole = all.length > 1 ? identifier(raw) : null
    const parts = all.filter((part) => part.length > 1 && (keepStopwords || !STOPWORDS.has(part)))
    // Every part dropped (a compound of stop words): the identifier is still the reader's word.
    if (parts.length === 0 && whole) out.push({ term: stem(whole), word: whole, exact: stem(whole), part: false })
    parts.forEach((word, index) => {
      out.push({ term: stem(word), word, exact: index === 0 && whole ? stem(whole) : null, part: whole !== null })
    })
  }
  return out
}
