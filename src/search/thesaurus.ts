import { analyze, normalize } from './tokenize'
import { QUERY_KIND_LISTS, type QueryKinds } from './ranking'

/**
 * The writers' thesaurus (content/search/thesaurus.txt): the reader's own words for what the pages call otherwise,
 * and English words for the Russian pages that define them. One entry a line:
 *
 *   вебхук, webhook, callback, колбэк      a group of equivalents: each word also looks up every other
 *   прайс -> тариф, стоимость              a one-way expansion: the word on the left also looks up those on the right
 *
 * Words are analysed by the search's own tokenizer, so a word's every inflection is covered. A word of a group and the
 * left-hand side of an expansion are single words (a query is looked up word by word); the right-hand side may be a
 * phrase, whose every word is then looked up. A looked-up word counts less than the word typed (THESAURUS_WEIGHTS).
 */
export const THESAURUS_WEIGHTS = {
  /** A word of the same group or of a one-way expansion: the same thing in other words, or what the reader's word means here. */
  word: 0.8,
  /**
   * Not a multiplier: a thesaurus word is scored with at least this share of the IDF of the word typed. It stands for
   * the reader's word, which may be rarer than the page's word it leads to («отложенная» -> «время отправки»); with
   * its own, lower IDF the section about the concept lost to any page that names the reader's word in passing.
   */
  typedWordIdf: 1,
} as const

/** The least IDF a thesaurus word is scored with, from the IDF of the word typed (0 when no page has that word). */
export const thesaurusIdfFloor = (typedIdf: number): number => THESAURUS_WEIGHTS.typedWordIdf * typedIdf

/** Query stem -> the stems it also looks up, with their weights. Compiled into the search worker. */
export type Thesaurus = Record<string, Array<[string, number]>>

export interface ThesaurusEntry {
  line: number
  kind: 'group' | 'expansion'
  /** Every word of a group; the left-hand side of an expansion. */
  from: string[]
  /** The right-hand side of an expansion (empty for a group). */
  to: string[]
}

export interface ThesaurusProblem {
  line: number
  message: string
}

const split = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)

/** The lines of a writers' file, numbered from 1, without their comments (from `#`) and the spaces around. */
const linesOf = (text: string) => text.split(/\r?\n/).map((raw, index) => ({ line: index + 1, content: raw.replace(/#.*$/, '').trim() }))

/** The entries of a thesaurus file and the lines it cannot read. Blank lines and lines from `#` are comments. */
export function parseThesaurus(text: string): { entries: ThesaurusEntry[]; problems: ThesaurusProblem[] } {
  const entries: ThesaurusEntry[] = []
  const problems: ThesaurusProblem[] = []
  linesOf(text).forEach(({ line, content }) => {
    if (!content) return
    const arrow = content.split('->')
    if (arrow.length > 2) return void problems.push({ line, message: 'more than one "->"' })
    const expansion = arrow.length === 2
    // A group's words, or an expansion's left-hand side: single words.
    const from = split(arrow[0])
    const to = expansion ? split(arrow[1]) : []
    if (expansion && (from.length === 0 || to.length === 0)) problems.push({ line, message: 'a one-way expansion needs words on both sides of "->"' })
    else if (!expansion && from.length < 2) problems.push({ line, message: 'a group needs at least two words separated by commas (or use "->")' })
    else entries.push({ line, kind: expansion ? 'expansion' : 'group', from, to })
    for (const word of [...from, ...to]) {
      if (analyze(word).length === 0) problems.push({ line, message: `"${word}" is only stop words, which the search ignores` })
    }
    // The typed word is left out of what it looks up, so a phrase holding it would look up its other words alone.
    for (const word of from)
      for (const phrase of to)
        if (analyze(phrase).length > 1 && analyze(phrase).some((stem) => analyze(word).includes(stem)))
          problems.push({ line, message: `"${phrase}" holds "${word}" itself: it would look up only its other words` })
    for (const word of from) {
      if (analyze(word).length > 1)
        problems.push({ line, message: `"${word}" is more than one word; only the right-hand side of "->" may be a phrase` })
    }
  })
  return { entries, problems }
}

/**
 * What the build checks against the index: every word an expansion leads to must be in it (else it looks up
 * nothing), and a group must have at least one word that is (else the group joins nothing to the pages).
 */
export function checkThesaurus(entries: ThesaurusEntry[], isIndexTerm: (stem: string) => boolean): ThesaurusProblem[] {
  const known = (phrase: string) => analyze(phrase).every(isIndexTerm)
  const problems: ThesaurusProblem[] = []
  for (const entry of entries) {
    if (entry.kind === 'expansion') {
      for (const word of entry.to) if (!known(word)) problems.push({ line: entry.line, message: `"${word}" is in no page of the site` })
    } else if (!entry.from.some(known)) {
      problems.push({ line: entry.line, message: `no word of the group (${entry.from.join(', ')}) is in any page of the site` })
    }
  }
  return problems
}

/**
 * The thesaurus as the query side reads it: each stem of a left-hand word (or of any word of a group) to the
 * stems it looks up. A phrase's words each look up the other side's words; the typed word itself is left out.
 */
export function compileThesaurus(entries: ThesaurusEntry[]): Thesaurus {
  const out: Thesaurus = {}
  const add = (from: string, to: string) => {
    for (const key of analyze(from)) {
      // A phrase is looked up as one: its stems joined by a space, scored together (engine.ts, scorePhrase).
      const stems = analyze(to).filter((stem) => stem !== key)
      for (const term of stems.length > 1 ? [stems.join(' ')] : stems) {
        const list = (out[key] ??= [])
        if (!list.some(([t]) => t === term)) list.push([term, THESAURUS_WEIGHTS.word])
      }
    }
  }
  for (const entry of entries) for (const a of entry.from) for (const b of entry.kind === 'group' ? entry.from : entry.to) add(a, b)
  return out
}

/**
 * The writers' words of kinds of queries (content/search/query-kinds.txt; ranking.ts reads them): under a `[list]`
 * heading, beginnings of words or phrases separated by commas; blank lines and lines from `#` are comments.
 */
export function parseQueryKinds(text: string): { kinds: QueryKinds; problems: ThesaurusProblem[] } {
  const kinds: QueryKinds = { api: [], integrator: [], changes: [] }
  const problems: ThesaurusProblem[] = []
  const seen = new Map<string, number>()
  /** The list of the lines that follow; null under a heading that names none. */
  let list: keyof QueryKinds | null | undefined
  linesOf(text).forEach(({ line, content }) => {
    const heading = /^\[(.*)\]$/.exec(content)
    if (heading) list = QUERY_KIND_LISTS.find((name) => name === heading[1]) ?? null
    if (heading && !list) problems.push({ line, message: `"[${heading[1]}]" names no list; the lists are [${QUERY_KIND_LISTS.join('], [')}]` })
    if (!content || heading || list === null) return
    if (!list) return void problems.push({ line, message: 'words before the first [list] heading' })
    for (const entry of split(content).map(normalize)) {
      const message = !/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u.test(entry)
        ? `"${entry}" is not words: letters and digits, one space or hyphen between words`
        : entry.length < 3
          ? `"${entry}" has fewer than 3 letters: it would begin too many words`
          : seen.has(`${list} ${entry}`) && `"${entry}" is in [${list}] already, on line ${seen.get(`${list} ${entry}`)}`
      if (message) problems.push({ line, message })
      else kinds[list].push(entry)
      seen.set(`${list} ${entry}`, seen.get(`${list} ${entry}`) ?? line)
    }
  })
  return { kinds, problems }
}

/** The problems of a thesaurus file as the build reports them: `file:line: message`, one a line. */
export const formatProblems = (file: string, problems: ThesaurusProblem[]): string =>
  problems
    .sort((a, b) => a.line - b.line)
    .map((p) => `${file}:${p.line}: ${p.message}`)
    .join('\n')
