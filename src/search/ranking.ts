import { normalize } from './tokenize'

/**
 * The search ranks in two steps. Retrieval (engine.ts) finds the records of each query word's look-ups and scores
 * them with BM25F (SPEC §9: b 0.75, k1 1.2; format.ts). Re-ranking (here) multiplies that score by a few named
 * features of the record and the query. Each feature reads one signal, and no signal is read by two features or by
 * retrieval and a feature both. Every weight is in one of the two tables below, with its reason; the weights were
 * chosen on the tuning half of tests/search/queries.ts only.
 */

/**
 * Retrieval: how surely a looked-up index term stands for the word the reader typed. The term's BM25F score is
 * multiplied by it; of a word's look-ups a record keeps its best.
 */
export const LOOKUP_WEIGHTS = {
  /** The word's own stem. */
  typed: 1,
  /**
   * A whole identifier (sendMessage) typed as one word, found as one: weighed as typed, because that a record
   * defines it is the re-ranking feature definesIdentifier, and the same signal is not counted twice.
   */
  identifier: 1,
  /** An index term that begins with a (not last) word's stem: Snowball keeps derivational suffixes (подключ-ение). */
  stemPrefix: 0.85,
  /** A completion of the word being typed: the reader has not finished it, so it may mean another word. */
  completion: 0.7,
  /** A stem up to two letters shorter: Snowball cuts some forms shorter than others (отменить -> отмен, отмена -> отм). */
  shorterStem: 0.6,
  /** A word corrected from a typo: a guess, below every form of what the reader typed. */
  typo: 0.5,
  // Thesaurus words weigh THESAURUS_WEIGHTS (thesaurus.ts), below the typed word, beside the file they weigh.
} as const

/**
 * Retrieval: a heading many pages of a context repeat («То же в личном кабинете», «Ошибки») says little about its
 * page, so its field weight in BM25F is multiplied by this (the builder lists such records in the metadata).
 */
export const REPEATED_HEADING_FIELD_WEIGHT = 0.5

/**
 * Results: at most this many sections of one page. The page's best sections stand for it; its others are one click
 * away on the page, and the rest of the list goes to other pages.
 */
export const SECTIONS_PER_PAGE = 2

/** Re-ranking: every feature's weight, and why it exists. */
export const FEATURE_WEIGHTS = {
  /**
   * Coverage: the share of the query's information a record matches, each word weighted by its IDF, to this power.
   * A long question's common words («как», «сделать», «клиент») cannot outvote the rare word that names the topic,
   * and a record matching every word beats one that matches the common half. A record of the API reference counts as
   * matching a word that names the reference itself (namesReference): its pages rarely write «API».
   */
  coverage: 1.5,
  /**
   * The page vouches for its sections: a section adds this share of its page's best section score, so of two
   * sections that match alike, the one on the page about the subject wins.
   */
  pageSupport: 0.3,
  /** A record whose own heading is an identifier typed whole (a method's, a field's section): it defines it. */
  definesIdentifier: 2,
  /** A record whose heading is exactly the query's words is about that and nothing else. */
  exactHeading: 1.3,
  /**
   * Title precision: a page's title words the query lacks count against it (score × (1 − w + w × share matched)):
   * «Получение статуса шаблона» is about templates, «Статус сообщения» about exactly «получить статус сообщения».
   */
  titlePrecision: 0.3,
  /**
   * A release note for a look-up: the page that documents a feature answers it, not the note that announced it (and
   * whose title names the feature word for word). On the tuning half 0.05 to 0.1 rank best, and from 0.4 notes rank
   * above the pages a look-up names.
   */
  notesForLookup: 0.1,
  /** A release note for a question about what changed («что нового», «выпуск», a month). */
  notesForChanges: 1.8,
  /** The API reference for a business user's question (no API word): the guide that does the same comes first. */
  referenceForGuideQuestion: 0.9,
  /** The API reference for an integrator's task in words («из своей crm», «на свой сервер», «программно»). */
  referenceForIntegratorTask: 1.5,
  /** A section's hub (it has pages under its address) lists the words of the pages that answer a long question. */
  hubForLongQuery: 0.8,
  /** A long question: this many words, stop words aside, or more. */
  hubQueryWords: 4,
  /** For a what-changed question the newest note counts up to this much more, halving every `recencyHalfLifeDays`. */
  recency: 0.5,
  recencyHalfLifeDays: 90,
} as const

/**
 * What a context's pages are, from the site configuration (search.contextRoles): the API reference, the release
 * notes, or guides. The engine reads it from the context's metadata and knows no context by name.
 */
export type ContextRole = 'reference' | 'notes' | 'guide'

/** The configured roles of contexts: which one is the API reference, which the release notes. */
export type ContextRoles = Partial<Record<Exclude<ContextRole, 'guide'>, string>>

export const roleOf = (context: string, roles: ContextRoles): ContextRole =>
  roles.reference === context ? 'reference' : roles.notes === context ? 'notes' : 'guide'

/**
 * The writers' words that tell what a query asks (content/search/query-kinds.txt, checked by parseQueryKinds in
 * thesaurus.ts and compiled into the worker by the search plugin): each entry begins a query word or phrase.
 */
export const QUERY_KIND_LISTS = ['api', 'integrator', 'changes'] as const
export type QueryKinds = Record<(typeof QUERY_KIND_LISTS)[number], string[]>

const NOTHING = /(?!)/
const beginning = (list: string[]) => (list.length > 0 ? new RegExp(`(^|[^\\p{L}])(${list.join('|')})`, 'u') : NOTHING)
let kinds: Record<keyof QueryKinds, RegExp> = { api: NOTHING, integrator: NOTHING, changes: NOTHING }
/** The worker and the tests set the lists once, before the first query. */
export function useQueryKinds(lists: QueryKinds): void {
  kinds = { api: beginning(lists.api), integrator: beginning(lists.integrator), changes: beginning(lists.changes) }
}

/** A name as the API writes it, not a reader's word: lowerCamel, or words joined by _ or - (Idempotency-Key). */
const IDENTIFIER = /[a-z][A-Z]|[A-Za-z]+[_-][A-Za-z]/
export const asksAboutApi = (query: string): boolean =>
  IDENTIFIER.test(query) || IDENTIFIER.test(normalize(query)) || kinds.api.test(normalize(query))

/** A query word that names the API reference itself («через api»; spelling.ts folds «апи»): each of its records answers it. */
export const namesReference = (term: string): boolean => term === 'api'

/**
 * A query in Latin letters only: an integrator who does not read Russian, for whom the API reference (its methods
 * and fields named in English) is the guide, so it is not put behind the guides.
 */
export const asksInEnglish = (query: string): boolean => /[a-z]/i.test(query) && !/[а-яё]/i.test(query)

/** A task done from the integrator's own system, without naming the API. */
export const asksAsIntegrator = (query: string): boolean => kinds.integrator.test(normalize(query))
/** A question about what changed: its words, or a year. */
export const asksWhatChanged = (query: string): boolean => kinds.changes.test(normalize(query)) || /(^|\s)20\d\d/.test(normalize(query))

/** What the re-ranking knows of a query, read once per query. */
export const queryTraits = (query: string) => ({
  changes: asksWhatChanged(query),
  api: asksAboutApi(query) || asksInEnglish(query),
  integrator: asksAsIntegrator(query),
})
export type QueryTraits = ReturnType<typeof queryTraits>

/** The features of one record for one query. */
export interface RecordFeatures {
  /** IDF of the query words the record matched / IDF of all query words found in the index. */
  coverage: number
  /** Best section score of the record's page. */
  pageBest: number
  definesIdentifier: boolean
  exactHeading: boolean
  /** Share of the page title's words the query matched. */
  titleShare: number
  role: ContextRole
  /** A hub's record not headed with the question (one query word at most), for a query of hubQueryWords words or more. */
  hubForLongQuery?: boolean
  /** Days since the context's newest page, for a dated page; null otherwise. */
  ageDays: number | null
}

export const coverageFactor = (coverage: number): number => coverage ** FEATURE_WEIGHTS.coverage
export const withPageSupport = (retrieval: number, pageBest: number): number => retrieval + FEATURE_WEIGHTS.pageSupport * pageBest
export const definesIdentifierFactor = (defines: boolean): number => (defines ? FEATURE_WEIGHTS.definesIdentifier : 1)
export const exactHeadingFactor = (exact: boolean): number => (exact ? FEATURE_WEIGHTS.exactHeading : 1)
export const titlePrecisionFactor = (share: number): number => 1 - FEATURE_WEIGHTS.titlePrecision + FEATURE_WEIGHTS.titlePrecision * share

export function documentTypeFactor(role: ContextRole, query: QueryTraits): number {
  if (role === 'notes') return query.changes ? FEATURE_WEIGHTS.notesForChanges : FEATURE_WEIGHTS.notesForLookup
  if (role === 'reference' && !query.api)
    return query.integrator ? FEATURE_WEIGHTS.referenceForIntegratorTask : FEATURE_WEIGHTS.referenceForGuideQuestion
  return 1
}

export function recencyFactor(ageDays: number | null, query: QueryTraits): number {
  if (!query.changes || ageDays === null) return 1
  return 1 + FEATURE_WEIGHTS.recency * 0.5 ** (ageDays / FEATURE_WEIGHTS.recencyHalfLifeDays)
}

/** The re-ranked score of a record: its retrieval score (BM25F) and its features. */
export function rerank(retrieval: number, features: RecordFeatures, query: QueryTraits): number {
  return (
    withPageSupport(retrieval, features.pageBest) *
    coverageFactor(features.coverage) *
    definesIdentifierFactor(features.definesIdentifier) *
    exactHeadingFactor(features.exactHeading) *
    titlePrecisionFactor(features.titleShare) *
    documentTypeFactor(features.role, query) *
    (features.hubForLongQuery ? FEATURE_WEIGHTS.hubForLongQuery : 1) *
    recencyFactor(features.ageDays, query)
  )
}
