import { bestFirst, SearchEngine } from './engine'
import { buildContextIndex } from './build/buildIndex'
import type { SearchRecord } from './format'
import { useQueryKinds } from './ranking'

// «json» asks about the API because the writers' [api] list says so.
useQueryKinds({ api: ['json'], integrator: [], changes: [] })

describe('the best few of many scores', () => {
  test('are those a stable sort of all of them puts first, ties in position order', () => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    // Few distinct values, so that many scores tie.
    const scores = Float64Array.from({ length: 2000 }, () => Math.floor(next() * 40) / 4)
    const sorted = [...scores.keys()].sort((a, b) => scores[b] - scores[a])
    for (const count of [1, 8, 16, 100, 1999, 2000, 5000]) expect(bestFirst(scores, count)).toEqual(sorted.slice(0, count))
    expect(bestFirst(scores, 0)).toEqual([])
    expect(bestFirst(new Float64Array(0), 8)).toEqual([])
  })
})

describe('a query that names the API', () => {
  // The reference's overview names the API; its method pages, as on the site, do not.
  const records: SearchRecord[] = [
    { url: '/docs/api', title: 'Общие сведения об API', heading: '', breadcrumbs: [], text: 'базовый адрес API, ключи и тела запросов в JSON' },
    { url: '/docs/api/templates/add', title: 'Создание шаблона', heading: 'submit', breadcrumbs: [], text: 'false — сохранить черновик шаблона' },
    { url: '/docs/api/templates/list', title: 'Список шаблонов', heading: '', breadcrumbs: [], text: 'шаблоны компании по страницам' },
  ]
  const built = buildContextIndex('docs/api', records)
  const as = (role: 'reference' | 'guide') => SearchEngine.loaded({ ...built, meta: { ...built.meta, role } })
  const score = (engine: SearchEngine, query: string) => engine.rank(query, 8, { prefix: false }).find(({ doc }) => doc === 1)?.score ?? 0

  test('every record of the reference answers «api», so it counts as covered; a guide’s record does not', () => {
    const reference = as('reference')
    const guide = as('guide')
    expect(score(reference, 'черновик шаблона api')).toBeGreaterThan(score(guide, 'черновик шаблона api'))
    expect(score(reference, 'черновик шаблона апи')).toBe(score(reference, 'черновик шаблона api'))
    // Another word of the API (json, which the overview has) names no context: the roles score alike.
    expect(score(reference, 'черновик шаблона json')).toBe(score(guide, 'черновик шаблона json'))
  })
})

describe("a section's hub and the page under it", () => {
  // The hub names the words of the pages under it; the page under it is about one of them.
  const records: SearchRecord[] = [
    {
      url: '/docs/clients',
      title: 'Клиенты',
      heading: '',
      breadcrumbs: [],
      text: 'Клиентов загружают из файла Excel. Загрузка клиентов из файла Excel, загрузить можно тысячи клиентов.',
    },
    { url: '/docs/clients/bulk', title: 'Загрузка из файла', heading: '', breadcrumbs: [], text: 'Файл Excel с номерами клиентов.' },
    { url: '/docs/start', title: 'Начало работы', heading: '', breadcrumbs: [], text: 'Создайте компанию и пригласите коллег.' },
  ]
  const built = buildContextIndex('docs', records)
  const engine = SearchEngine.loaded(built)

  test('the build marks the records of a page that has pages under its address', () => {
    const hubs = built.shards.flatMap(({ data }) =>
      (data.records.hub ?? []).map((position) => data.records.ids.slice(0, position + 1).reduce((a, b) => a + b)),
    )
    expect([...new Set(hubs)]).toEqual([0])
  })

  test('a long question finds the page under the hub first; a short one, the hub', () => {
    expect(engine.search('как загрузить клиентов из файла excel', 3).map((hit) => hit.url)).toEqual(['/docs/clients/bulk', '/docs/clients'])
    expect(engine.search('клиенты из файла', 3)[0].url).toBe('/docs/clients')
  })
})
