// A tab open across a deploy keeps working. Two real builds: A, the suite's own build of the working tree, and B, a
// build of a copy with a one-word edit of a page and of the OpenAPI file's SMS example and a code change in the app,
// the console, the search worker and the search-word marker, so their chunks, the sample and console files and a
// search index shard get new names.
// nginx serves one release folder at a time with the configuration scripts/build/nginx-conf.mjs writes for it; a deploy
// fills a new folder, writes its configuration and reloads nginx, so pages and policy change together.
// Tabs opened on A then search, choose a request example, open «Попробовать», follow a result and change the sample
// language without a reload: each works, or the page loads the new build once by itself and then works.
//
// Build B takes minutes: the spec makes it once per run in a temporary folder (E2E_DEPLOY_DIR keeps it in a folder
// of your choice and reuses it while you work on the spec; remove it when the sources change). It runs in
// the suite (E2E_ONLY=deploy npm run test:e2e) or alone: node --test e2e/specs/deploy.spec.mjs.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PORT, PUBLIC, ROOT, ensureBuild, hydrated, launchBrowser, runNode } from '../harness.mjs'
import { NGINX, generateConf, nginxInstalled, openWatchedPage, startNginx, stopNginx } from '../nginx.mjs'
import { shared } from '../shared.mjs'
import { copySite } from '../../scripts/shared/site-copy.cjs'

const DEPLOY_PORT = Number(process.env.E2E_DEPLOY_PORT ?? PORT + 2)
const ORIGIN = `http://127.0.0.1:${DEPLOY_PORT}`
const API_PAGE = '/docs/api/messages/sending'
const START_PAGE = '/docs/start'

/** The one-word edits of build B: a page's word that search finds, and the SMS example's sender the samples show. */
const PAGE_EDIT = { file: 'content/docs/start/whatis.mdx', from: 'Главная идея', to: 'Заветная идея' }
const NEW_WORD = 'заветная'
const SAMPLE_EDIT = { file: 'content/api/openapi.yaml', from: 'sender: Romashka', to: 'sender: Vasilek' }
/** Modules of every kind of chunk the site loads: the app, the console, the search worker, the search-word marker. */
const CODE_FILES = ['gatsby-browser.tsx', 'src/theme/ApiReference/console/index.ts', 'src/search/worker.ts', 'src/browser/highlightTerms.ts']

const skip = nginxInstalled() ? false : `${NGINX} is missing and apt-get could not install nginx`

function replaceOnce(dir, { file, from, to }) {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  assert.ok(text.includes(from), `${file} no longer holds «${from}»: choose another edit for build B`)
  writeFileSync(path, text.replace(from, to))
}

/**
 * `gatsby build` of a copy of the site whose code files end with a statement of their own (a code change in each kind
 * of chunk); `edit` changes the copy's content before the build.
 */
function buildRelease(dir, name, edit = () => {}) {
  if (existsSync(join(dir, 'public', 'sitemap.xml.br'))) return join(dir, 'public')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  copySite(dir, join(ROOT, 'content'))
  for (const file of CODE_FILES) {
    appendFileSync(join(dir, file), `\n;(globalThis as unknown as { __deployRelease: string }).__deployRelease = '${name}'\n`)
  }
  edit(dir)
  console.log(`deploy.spec: building release ${name} in ${dir}`)
  runNode([join(ROOT, 'node_modules', 'gatsby', 'cli.js'), 'build'], `gatsby build of release ${name}`, {
    cwd: dir,
    env: { CI: 'true', WEBPACK_CACHE: '0' },
  })
  // Compressed as `npm run build` compresses, like build A: nginx prefers a file's .br or .gz copy, so a release
  // without them, copied over one with them, would serve the previous build's pages.
  runNode([join(ROOT, 'scripts', 'build', 'compress.mjs'), join(dir, 'public')], `compressing release ${name}`)
  return join(dir, 'public')
}

const compilationHash = (root) => JSON.parse(readFileSync(join(root, 'page-data', 'app-data.json'), 'utf8')).webpackCompilationHash

describe('a tab open across a deploy', { skip }, () => {
  let work = ''
  let builds = { a: '', b: '' }
  /** Build A or B by the compilation hash Gatsby gives its code. */
  let buildByHash = {}
  let state = ''
  let server = null
  let browser = null
  let ownBrowser = null
  let releases = 0

  /**
   * Serves a new release folder made of `trees` copied in order (a later tree's files replace an earlier one's):
   * its nginx configuration is written and nginx reloaded, and this resolves once nginx serves the release.
   */
  async function release(...trees) {
    releases += 1
    const folder = join(work, 'releases', String(releases))
    for (const tree of trees) cpSync(tree, folder, { recursive: true, force: true })
    const generated = generateConf({ root: folder, port: DEPLOY_PORT, state })
    assert.equal(generated.status, 0, `scripts/build/nginx-conf.mjs failed:\n${generated.stderr}`)
    if (!server) server = await startNginx(state, ORIGIN)
    else process.kill(server.pid, 'SIGHUP')
    const expected = compilationHash(folder)
    const deadline = Date.now() + 20_000
    for (;;) {
      // While nginx reloads, a connection to an old worker may close unanswered.
      const served = await fetch(`${ORIGIN}/page-data/app-data.json`)
        .then((response) => response.json())
        .catch(() => ({}))
      if (served.webpackCompilationHash === expected) break
      assert.ok(Date.now() < deadline, `nginx still serves ${served.webpackCompilationHash} 20 s after the reload, not ${expected}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return folder
  }

  /** A tab on build A at `path`, which counts its page loads and the problems a reader would meet. */
  async function openTab(path) {
    const tab = await openWatchedPage(browser)
    tab.loads = 0
    tab.page.on('load', () => (tab.loads += 1))
    // Told when a feature fails: the site's own warnings say what it met (a missing file, a search that failed).
    tab.warnings = []
    tab.page.on('console', (message) => message.type() === 'warning' && tab.warnings.push(message.text()))
    await tab.page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' })
    await hydrated(tab.page)
    assert.equal(await buildOf(tab.page), 'A')
    return tab
  }

  /** Which build's code runs the page: A or B, told by the compilation Gatsby writes into each page. */
  const buildOf = async (page) => {
    const running = await page.evaluate(() => window.___webpackCompilationHash)
    return buildByHash[running] ?? `neither (${running})`
  }

  /**
   * `act` in a tab opened before the deploy: `done` comes true in the page as it is, or the page loads the new build
   * once by itself, where `act` is done again and `done` comes true. Resolves to what happened.
   */
  async function worksOrReloadsOnce(tab, what, act, done) {
    const loadsBefore = tab.loads
    const reloaded = tab.page.waitForEvent('load', { timeout: 30_000 }).then(
      () => 'reloaded',
      () => 'no reload',
    )
    // The reload may come while the act is still under way (a click that loads a chunk the deploy took away); the act
    // is then cut short, as the reader's is.
    const acted = act().then(
      () => 'acted',
      (error) => error,
    )
    const first = await Promise.race([acted, reloaded])
    let outcome = first
    if (first === 'acted') outcome = await Promise.race([done().then(() => 'worked'), reloaded])
    else if (first instanceof Error) {
      outcome = await reloaded
      if (outcome !== 'reloaded') throw first
    }
    if (outcome !== 'worked') {
      assert.equal(outcome, 'reloaded', `${what}: neither worked nor reloaded the page within 30 s`)
      await tab.page.waitForLoadState('networkidle')
      await hydrated(tab.page)
      assert.equal(await buildOf(tab.page), 'B', `${what}: the page reloaded to build B`)
      await act()
      await done().catch((error) => {
        throw new Error(`${what}, after the reload to build B: ${error.message.split('\n')[0]}; the page warned: ${tab.warnings.join(' | ')}`)
      })
    }
    assert.ok(tab.loads - loadsBefore <= 1, `${what}: the page loaded ${tab.loads - loadsBefore} times`)
    return outcome
  }

  /**
   * What a reader would see go wrong: uncaught errors, console errors and policy violations. A request for a file of
   * the old build that the new one lacks is expected: Chromium reports its 404 and, for a script, the 404 page's type.
   */
  async function trouble(tab, served) {
    const missing = (url) => url.startsWith(ORIGIN) && !existsSync(join(served, new URL(url).pathname))
    const expected = (problem) =>
      /Failed to load resource: the server responded with a status of 404/.test(problem) ||
      missing(/Refused to execute script from '([^']+)' because its MIME type \('text\/html'\)/.exec(problem)?.[1] ?? '')
    return [...tab.problems.filter((problem) => !expected(problem)), ...(await tab.violations())]
  }

  /**
   * Resolves when `page` has had no request in flight for 500 ms (Playwright's network idle, from now on), or when
   * it starts loading a new document: a reload to the new build is under way.
   */
  function settled(page) {
    return new Promise((resolve) => {
      let inFlight = 0
      let timer = null
      const finish = (how) => {
        clearTimeout(timer)
        page.off('request', started).off('requestfinished', ended).off('requestfailed', ended).off('framenavigated', navigated)
        resolve(how)
      }
      const quietSoon = () => {
        clearTimeout(timer)
        if (inFlight === 0) timer = setTimeout(() => finish('settled'), 500)
      }
      const started = () => {
        inFlight += 1
        quietSoon()
      }
      const ended = () => {
        inFlight = Math.max(0, inFlight - 1)
        quietSoon()
      }
      const navigated = (frame) => frame === page.mainFrame() && finish('navigating')
      page.on('request', started).on('requestfinished', ended).on('requestfailed', ended).on('framenavigated', navigated)
      quietSoon()
    })
  }

  /**
   * Types `query` into the box letter by letter, as a reader does, in place of what it holds. The pointer reaches the
   * box first, which starts the search worker; the test's hand is faster than a reader's, so it waits for what that
   * starts to settle. When the worker's script went with the old build, the page reloads to the new one then, before
   * any key is sent. Keys sent while the document was being replaced stalled the test's next input in CI (the click
   * after the reload never completed); the reader's keyboard has no such wait, and keptBox.ts keeps what they typed.
   */
  async function search(tab, query) {
    const input = tab.page.getByTestId('search-input')
    const settling = settled(tab.page)
    await input.hover()
    if ((await settling) === 'navigating') return
    await input.click()
    await input.clear()
    await input.pressSequentially(query)
  }

  const suggestionFor = (tab, text) => tab.page.getByTestId('search-suggestion').filter({ hasText: text }).first().waitFor({ timeout: 30_000 })

  /** Opens four tabs on A, deploys `deploy()`, and checks each feature in the tabs that were open across it. */
  async function acrossDeploy(deploy, { samplesFrom }) {
    const query = NEW_WORD
    await release(builds.a)
    const api = await openTab(API_PAGE)
    const searched = await openTab(START_PAGE)
    await search(searched, 'шаблон')
    await suggestionFor(searched, /шаблон/i)
    // The reader leaves the box for the page, and comes back to it after the deploy.
    await searched.page.keyboard.press('Escape')
    await searched.page.getByRole('heading', { level: 1 }).first().click()
    const unsearched = await openTab(START_PAGE)
    const navigating = await openTab(START_PAGE)
    const served = await deploy()
    const outcomes = {}

    // The sample language is the page's own; then an example whose samples come from a file.
    const operation = api.page.locator('section[data-api-operation="sendMessage"]')
    const python = () => api.page.getByRole('tablist', { name: 'Язык примера' }).getByRole('tab', { name: 'Python' })
    outcomes.language = await worksOrReloadsOnce(
      api,
      'a sample language',
      () => python().click(),
      () =>
        api.page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"][data-value="python"]') !== null, null, {
          timeout: 15_000,
        }),
    )
    outcomes.samples = await worksOrReloadsOnce(
      api,
      'the SMS example in the samples',
      () => operation.locator('[id="body-variants"]').getByRole('tab', { name: 'SMS', exact: true }).click(),
      () =>
        operation
          .getByTestId('api-request-sample')
          .locator('[role="tabpanel"]:not([hidden])')
          .getByText(samplesFrom)
          .first()
          .waitFor({ timeout: 15_000 }),
    )
    const dialog = api.page.getByRole('dialog', { name: 'Попробовать: Отправить сообщение' })
    outcomes.console = await worksOrReloadsOnce(
      api,
      'the «Попробовать» console',
      () => operation.getByRole('button', { name: 'Попробовать' }).click(),
      () => dialog.getByLabel('Тело запроса (JSON)').waitFor({ timeout: 15_000 }),
    )
    assert.match(await dialog.getByLabel('Тело запроса (JSON)').inputValue(), /"channel": "sms"/, 'the console is filled from the chosen example')

    // The worker that searched before the deploy, and one that starts after it, both find the word only build B has.
    outcomes.searched = await worksOrReloadsOnce(
      searched,
      'a search in a tab that searched before',
      () => search(searched, query),
      () => suggestionFor(searched, 'Что такое платформа'),
    )
    outcomes.unsearched = await worksOrReloadsOnce(
      unsearched,
      'a first search',
      () => search(unsearched, query),
      () => suggestionFor(unsearched, 'Что такое платформа'),
    )
    // A result opens its page with the word marked.
    await unsearched.page.getByTestId('search-suggestion').filter({ hasText: 'Что такое платформа' }).first().click()
    await unsearched.page.waitForURL(/\/docs\/start\/whatis/)
    await unsearched.page
      .locator('.markdown mark', { hasText: new RegExp(query.slice(0, 6), 'i') })
      .first()
      .waitFor({ timeout: 15_000 })

    // A link followed: the page of build B, with its edit (Gatsby loads the whole page when the compilation differs).
    const loadsBefore = navigating.loads
    await navigating.page.locator('.markdown a[href="/docs/start/whatis"]').first().click()
    await navigating.page.getByText('Заветная идея платформы').waitFor({ timeout: 15_000 })
    // A whole load shows the page's text before its `load` event: counted after it.
    await navigating.page.waitForLoadState('load')
    assert.ok(navigating.loads - loadsBefore <= 1, `a link followed: the page loaded ${navigating.loads - loadsBefore} times`)
    outcomes.navigation = navigating.loads > loadsBefore ? 'reloaded' : 'worked'

    for (const tab of [api, searched, unsearched, navigating]) {
      assert.deepEqual(await trouble(tab, served), [])
      // What is left is the expected failed loads of the old build's files, judged here: not the suite's problems.
      tab.problems.length = 0
      await tab.context.close()
    }
    return outcomes
  }

  before(async () => {
    work = process.env.E2E_DEPLOY_DIR || mkdtempSync(join(tmpdir(), 'docs-deploy-'))
    mkdirSync(work, { recursive: true })
    // mkdtemp makes the folder private to its owner; nginx's workers run as another user (nobody when the suite
    // runs as root, as in CI) and must read the releases under it.
    chmodSync(work, 0o755)
    rmSync(join(work, 'releases'), { recursive: true, force: true })
    state = join(work, 'nginx')
    mkdirSync(state, { recursive: true })
    // The suite made it already; run alone, the spec makes it as the suite would.
    ensureBuild()
    builds = {
      a: PUBLIC,
      b: buildRelease(join(work, 'b'), 'B', (dir) => {
        replaceOnce(dir, PAGE_EDIT)
        replaceOnce(dir, SAMPLE_EDIT)
      }),
    }
    buildByHash = { [compilationHash(builds.a)]: 'A', [compilationHash(builds.b)]: 'B' }
    assert.equal(Object.keys(buildByHash).length, 2, 'the code change gives build B another compilation')
    browser = shared.browser ?? (ownBrowser = await launchBrowser())
  })

  after(async () => {
    await ownBrowser?.close()
    await stopNginx(server)
    if (!process.env.E2E_DEPLOY_DIR && work) rmSync(work, { recursive: true, force: true })
  })

  it('the builds differ where the tabs will look: code chunks, sample and console files, search shards', () => {
    const names = (root) =>
      new Set(
        spawnSync('find', ['.', '-type', 'f', '-name', '*.js', '-o', '-type', 'f', '-name', '*.json'], { cwd: root, encoding: 'utf8' })
          .stdout.split('\n')
          .filter((name) => /[.-][0-9a-f]{12,20}\.js(?:on)?$/.test(name)),
      )
    const [a, b] = [names(builds.a), names(builds.b)]
    const gone = [...a].filter((name) => !b.has(name))
    for (const kind of [/\/api\/samples\/sendMessage\./, /\/api\/console\./, /\/search-index\//, /^\.\/[\w-]+\.js$/]) {
      assert.ok(
        gone.some((name) => kind.test(name)),
        `build B renamed no file like ${kind}: the test would not see a stale name`,
      )
    }
  })

  it('a deploy that removes the old build: every feature works or reloads the page once to the new build', async () => {
    const outcomes = await acrossDeploy(() => release(builds.b), { samplesFrom: 'Vasilek' })
    console.log(`deploy.spec: after a deploy that removes the old files: ${JSON.stringify(outcomes)}`)
  })

  it('a deploy that keeps the previous build’s files: the open tabs work on without a reload', async () => {
    // Every file of build A is still there: the worker that searched before learns of build B from its list of index
    // files, read again when the reader comes back to the box.
    const outcomes = await acrossDeploy(() => release(builds.a, builds.b), { samplesFrom: /Romashka|Vasilek/ })
    console.log(`deploy.spec: after a deploy that keeps the old files: ${JSON.stringify(outcomes)}`)
    // Following a link to a page of another compilation is Gatsby's own full load; nothing else needs one.
    const { navigation, ...rest } = outcomes
    assert.ok(['worked', 'reloaded'].includes(navigation))
    assert.deepEqual(
      Object.values(rest),
      Object.values(rest).map(() => 'worked'),
      JSON.stringify(outcomes),
    )
  })
})
