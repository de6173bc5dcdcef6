// The search index of N synthetic docs pages built in Node, without a Gatsby build: what the box's first use
// fetches as «шаблон» is typed key by key, and the worker's query time, for the head size of the index
// (src/search/build/buildIndex.ts, HEAD_RECORDS) and without tails. The figures to report come from scripts/bench/bench.mjs;
// this is for trying the format on the scale of the bench's runs in a minute rather than a build.
//   node scripts/bench/search-scale.cjs [--pages 2000] [--heads 256,512] [--budgets Infinity,2048]
// Each head size is tried with each budget of tail records per query (src/search/engine.ts, TAIL_RECORDS_PER_QUERY);
// the first combination's answers are the reference the others' top 8 are compared with. With SEARCH_PROFILE=q1,q2 it
// also writes a CPU profile of those queries on a warm engine to /tmp/search.cpuprofile.
'use strict'
const { gzipSync } = require('node:zlib')
const { parseArgs } = require('node:util')
const matter = require('gray-matter')

process.env.TS_NODE_COMPILER_OPTIONS = JSON.stringify({ module: 'commonjs', moduleResolution: 'node' })
require('ts-node').register({ transpileOnly: true })
const { generateSyntheticDocs } = require('./synthetic-docs.cjs')
const { WORKER_QUERIES } = require('./bench-queries.cjs')
const { buildContextIndex, documentFrequencies, FILE_LIMITS } = require('../../src/search/build/buildIndex.ts')
const { SearchEngine, searchSteps, shardsForQuery, TAIL_RECORDS_PER_QUERY } = require('../../src/search/engine.ts')

/** A page's sections as the site cuts them, roughly: the top and one per heading, Markdown marks dropped. */
function sectionsOf(path, source) {
  const { data, content } = matter(source)
  const plain = (text) =>
    text
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`|#>-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const out = []
  let heading = ''
  let lines = []
  const flush = () => {
    const anchor = heading.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')
    out.push({ url: heading ? `${path}#${anchor}` : path, title: data.title, heading, breadcrumbs: ['Практикум'], text: plain(lines.join('\n')) })
  }
  for (const line of content.split('\n')) {
    const match = /^#{2,3} (.*)/.exec(line)
    if (!match) {
      lines.push(line)
      continue
    }
    flush()
    heading = match[1]
    lines = []
  }
  flush()
  return out
}

const gz = (data) => gzipSync(JSON.stringify(data)).length

/**
 * One query on `engine` as the worker runs it: each step's shards, tails and vocabulary added from `built` when the
 * step asks for them (`fetch` is told of each file before it is added). The ranking's own time, without the adding.
 */
function searchLazily(engine, built, query, fetch = () => undefined) {
  const firsts = built.shards.map(({ first }) => first)
  const steps = searchSteps(query, 8)
  let step = steps.next()
  let ms = 0
  while (!step.done) {
    const need = step.value
    if ('shards' in need)
      for (const position of shardsForQuery(firsts, need.shards, { corrections: need.corrections?.get(built.meta.context) })) {
        if (engine.hasShard(position)) continue
        fetch('t', position, built.shards[position].data)
        engine.addShard(position, built.shards[position].data)
      }
    if ('tails' in need)
      for (const file of need.tails.flatMap((t) => t.files)) {
        fetch('u', file, built.tails[file])
        engine.addTail(file, built.tails[file])
      }
    if ('vocabularies' in need) engine.addVocabulary(built.vocabulary)
    const started = performance.now()
    step = steps.next([engine])
    ms += performance.now() - started
  }
  return { ms, ranked: step.value.ranked }
}

/** The files a first use fetches while «шаблон» is typed key by key, as the worker would, and the ranking's time. */
function measure(built, budget) {
  const engine = SearchEngine.unloaded(built)
  engine.tailRecordBudget = budget
  let bytes = gz(built.meta)
  let tailBytes = 0
  const fetched = new Set()
  const run = (query) => {
    const { ms, ranked } = searchLazily(engine, built, query, (kind, n, data) => {
      fetched.add(`${kind}${n}`)
      if (kind === 't') bytes += gz(data)
      else tailBytes += gz(data)
    })
    return { ms, hits: ranked.map((r) => [r.doc, r.score]) }
  }
  const typed = ['ша', 'шаб', 'шабл', 'шабло', 'шаблон'].map((q) => {
    const before = tailBytes
    const out = run(q)
    return { ...out, tailKB: +((tailBytes - before) / 1024).toFixed(1) }
  })
  const firstUse = { firstUseKB: +((bytes + tailBytes) / 1024).toFixed(1), firstUseTailsKB: +(tailBytes / 1024).toFixed(1) }
  const times = []
  const answers = new Map()
  const slowest = new Map()
  for (let round = 0; round < 5; round += 1)
    for (const q of WORKER_QUERIES) {
      const { ms, hits } = run(q)
      times.push(ms)
      slowest.set(q, Math.max(slowest.get(q) ?? 0, ms))
      answers.set(q, hits)
    }
  times.sort((a, b) => a - b)
  const slow = [...slowest]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([q, ms]) => `${q} ${ms.toFixed(1)}`)
  const indexKB = (built.shards.reduce((sum, { data }) => sum + gz(data), 0) + built.tails.reduce((sum, tail) => sum + gz(tail), 0)) / 1024
  return {
    ...firstUse,
    typedTailsKB: typed.map((t) => t.tailKB),
    benchTailsKB: +(tailBytes / 1024 - firstUse.firstUseTailsKB).toFixed(1),
    p50: +times[Math.floor(times.length / 2)].toFixed(2),
    p95: +times[Math.floor(times.length * 0.95)].toFixed(2),
    slow,
    tailsFetched: [...fetched].filter((f) => f.startsWith('u')).length,
    shards: built.shards.length,
    withTails: built.shards.filter((s) => s.data.tails).length,
    tailFiles: built.tails.length,
    indexKB: +indexKB.toFixed(0),
    answers,
  }
}

/** One query on a fresh engine: the tails it needed. */
function measureOne(built, query) {
  const tails = []
  searchLazily(SearchEngine.unloaded(built), built, query, (kind, n) => kind === 'u' && tails.push(n))
  return { tails }
}

/** SEARCH_PROFILE=q1,q2: a CPU profile of the queries run 20 times each on a warm engine, to /tmp/search.cpuprofile. */
function profile(built, budget, queries) {
  const { Session } = require('node:inspector')
  const { writeFileSync } = require('node:fs')
  const engine = SearchEngine.unloaded(built)
  engine.tailRecordBudget = budget
  const run = (query) => searchLazily(engine, built, query)
  for (const q of queries) run(q)
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.start')
  const started = performance.now()
  for (let i = 0; i < 20; i += 1) for (const q of queries) run(q)
  console.log('profiled', ((performance.now() - started) / 20).toFixed(1), 'ms per round')
  session.post('Profiler.stop', (error, { profile }) => writeFileSync('/tmp/search.cpuprofile', JSON.stringify(profile)))
}

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    heads: { type: 'string', default: String(FILE_LIMITS.head) },
    budgets: { type: 'string', default: `Infinity,${TAIL_RECORDS_PER_QUERY}` },
    only: { type: 'string' },
  },
})
const started = Date.now()
const files = generateSyntheticDocs({ count: Number(values.pages) })
const records = files.flatMap((file) => sectionsOf(file.path, file.source))
const site = { total: records.length, df: documentFrequencies(records) }
console.log(`${files.length} pages, ${records.length} records (${Date.now() - started} ms)`)
/** The first configuration's answers: the others are compared with them (run with Infinity first for the exact ones). */
let reference
/** Of the reference's top 8 records of each bench query, the share a configuration also lists, on average. */
const agreement = (answers) => {
  const shares = [...answers].map(([q, hits]) => {
    const wanted = reference.get(q).map(([doc]) => doc)
    const got = new Set(hits.map(([doc]) => doc))
    return wanted.length === 0 ? 1 : wanted.filter((doc) => got.has(doc)).length / wanted.length
  })
  return +(shares.reduce((a, b) => a + b, 0) / shares.length).toFixed(3)
}
for (const head of values.heads.split(',').map(Number)) {
  const t = Date.now()
  const built = buildContextIndex('default', records, site, { ...FILE_LIMITS, head })
  const buildMs = Date.now() - t
  if (values.only) {
    // The queries alone, each on an engine that has fetched what it needed: which tails they needed.
    for (const query of values.only.split(',')) console.log(query, JSON.stringify(measureOne(built, query)))
    continue
  }
  for (const budget of values.budgets.split(',').map(Number)) {
    const { answers, ...figures } = measure(built, budget)
    if (process.env.SEARCH_PROFILE) profile(built, budget, process.env.SEARCH_PROFILE.split(','))
    reference ??= answers
    const same = [...answers].every(([q, hits]) => JSON.stringify(hits) === JSON.stringify(reference.get(q)))
    console.log(JSON.stringify({ head, budget, buildMs, ...figures, sameAsFirst: same, top8Agreement: agreement(answers) }))
  }
}
