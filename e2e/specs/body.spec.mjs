// A page body as a reader sees it. /markdown-page shows every part a body can have; each part must look like
// what it is in both colour modes, on a desktop and on a phone (the styles of body components once rendered
// into pages without shipping to the browser, and no test noticed: these assertions read computed styles).
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { BASE, ROOT, gotoReady, measureContrast, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

const SHOWCASE = '/markdown-page'
/** Screenshots of each run, for a reviewer's eyes (not committed). */
const ARTIFACTS = join(ROOT, 'e2e', '.artifacts')
/** WCAG 2 AA for body-size text. */
const AA = 4.5

const TRANSPARENT = 'rgba(0, 0, 0, 0)'

/** Computed styles of the first element matching `selector` inside the body. */
const styleOf = (page, selector, properties) =>
  page
    .locator(`[data-markdown-body] ${selector}`)
    .first()
    .evaluate((el, props) => {
      const style = getComputedStyle(el)
      return Object.fromEntries(props.map((name) => [name, style.getPropertyValue(name)]))
    }, properties)

const pageBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

describe('page body: every part styled on /markdown-page', () => {
  for (const mode of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      it(`${mode}, ${width} px: headings, lists, tables, code, admonitions, tabs, image, API operation, quote and details`, async () => {
        const phone = width < 996
        const { context, page, problems } = await openPage(shared.browser, { width, theme: mode, touch: phone })
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE })
        await gotoReady(page, `${BASE}${SHOWCASE}`)
        const body = page.locator('[data-markdown-body]')
        const background = await pageBackground(page)

        // Headings of three levels, each with its anchor link.
        for (const level of [2, 3, 4]) {
          const heading = body.locator(`h${level}[id]`).first()
          assert.equal(await heading.locator('a[href^="#"]').count(), 1, `h${level} has a link to itself`)
        }
        const [h2, h4, text] = await Promise.all([
          styleOf(page, 'h2', ['font-size']),
          styleOf(page, 'h4', ['font-size']),
          styleOf(page, 'p', ['font-size']),
        ])
        assert.ok(
          parseFloat(h2['font-size']) > parseFloat(h4['font-size']) && parseFloat(h4['font-size']) >= parseFloat(text['font-size']),
          'headings on a scale',
        )

        // Lists, one nested in another.
        assert.ok((await body.locator('ol > li').count()) >= 4)
        assert.ok((await body.locator('ol li > ul > li').count()) >= 2)

        // Admonitions: five kinds, each a box with a coloured edge and a tint of its own, the title set apart.
        const notes = await body.getByRole('note').evaluateAll((elements) =>
          elements.map((el) => {
            const box = getComputedStyle(el)
            const title = el.firstElementChild
            const content = el.lastElementChild?.querySelector('p') ?? el
            return {
              name: el.getAttribute('aria-label'),
              edge: parseFloat(box.borderLeftWidth),
              edgeColour: box.borderLeftColor,
              tint: box.backgroundColor,
              padding: parseFloat(box.paddingLeft),
              titleWeight: Number(getComputedStyle(title).fontWeight),
              titleColour: getComputedStyle(title).color,
              textColour: getComputedStyle(content).color,
            }
          }),
        )
        assert.deepEqual(
          notes.map((n) => n.name),
          ['Примечание', 'Как сэкономить', 'Информация', 'Внимание', 'Опасно'],
        )
        for (const note of notes) {
          assert.ok(note.edge >= 3, `${note.name}: a coloured edge`)
          assert.ok(note.tint !== TRANSPARENT && note.tint !== background, `${note.name}: a tinted box`)
          assert.ok(note.padding >= 8, `${note.name}: padded`)
          assert.ok(note.titleWeight >= 600 && note.titleColour !== note.textColour, `${note.name}: the title is set apart from the text`)
        }
        assert.equal(new Set(notes.map((n) => n.edgeColour)).size, 5, 'each kind has its own colour')

        // Tabs: the selected tab looks selected, the others do not; only its panel shows; click and arrow keys switch.
        // The showcase's own tabs (the API operation further down has tabs of its own).
        const tabGroup = body.locator('[role="tablist"]').first().locator('xpath=..')
        const tabs = tabGroup.getByRole('tab')
        const tabLook = () =>
          tabs.evaluateAll((elements) =>
            elements.map((el) => ({
              colour: getComputedStyle(el).color,
              edge: getComputedStyle(el).borderBottomColor,
              selected: el.getAttribute('aria-selected'),
            })),
          )
        const [first, second, third] = await tabLook()
        assert.equal(first.selected, 'true')
        assert.ok(first.colour !== second.colour && first.edge !== second.edge, 'the selected tab differs from the others')
        assert.deepEqual([second.colour, second.edge], [third.colour, third.edge])
        assert.equal(await tabGroup.getByRole('tabpanel').count(), 1, 'one panel shown')
        assert.notEqual(
          await styleOf(page, '[role="tab"]', ['background-color']).then((s) => s['background-color']),
          'rgb(239, 239, 239)',
          'not the browser default button',
        )
        await tabs.nth(1).click()
        assert.match(await tabGroup.getByRole('tabpanel').textContent(), /addClientTags/)
        await tabs.nth(1).press('ArrowRight')
        assert.equal(await tabs.nth(2).getAttribute('aria-selected'), 'true')
        assert.match(await tabGroup.getByRole('tabpanel').textContent(), /tags/)
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tab')

        // Code: a quiet box, the title above, marked lines, a long line that scrolls inside the block and can be
        // reached with the keyboard, and a copy button that says it copied.
        const blocks = body.locator('[data-code-block]')
        const frame = await blocks.first().evaluate((el) => {
          const pre = el.querySelector('pre')
          const lines = [...pre.querySelectorAll('code > span')].map((line) => getComputedStyle(line).backgroundColor)
          return {
            title: el.firstElementChild.textContent,
            background: getComputedStyle(pre.parentElement).backgroundColor,
            overflow: getComputedStyle(pre).overflowX,
            font: getComputedStyle(pre).fontFamily,
            marked: lines.filter((colour) => colour !== 'rgba(0, 0, 0, 0)').length,
            // A run of one colour is a span with its colour's class (src/theme/CodeBlock/prism.css).
            tokens: pre.querySelectorAll('code [class^="t-"]').length,
          }
        })
        assert.equal(frame.title, 'Тело запроса POST /v1/messages')
        assert.ok(frame.background !== TRANSPARENT && frame.background !== background, 'code sits on its own background')
        assert.equal(frame.overflow, 'auto')
        assert.match(frame.font, /mono/i)
        assert.equal(frame.marked, 2, 'the two highlighted lines are marked')
        assert.ok(frame.tokens > 5, 'highlighted')
        const long = blocks.nth(1).locator('pre')
        assert.ok(await long.evaluate((pre) => pre.scrollWidth > pre.clientWidth), 'the long line scrolls inside its block')
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page itself does not scroll sideways')
        await long.focus()
        assert.equal(await long.evaluate((pre) => pre.matches(':focus-visible') || document.activeElement === pre), true)
        assert.notEqual(await long.evaluate((pre) => getComputedStyle(pre).outlineStyle), 'none', 'a visible focus ring')
        await long.press('ArrowRight')
        await page.waitForFunction(() => document.querySelectorAll('[data-markdown-body] pre')[1].scrollLeft > 0)
        const copy = blocks.first().getByRole('button', { name: 'Копировать код в буфер обмена' })
        await blocks.first().hover()
        await copy.click()
        await page.waitForFunction(() => document.querySelector('[data-markdown-body] [data-code-copy]')?.textContent === 'Скопировано')
        assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^\{\n {2}"to": \{/)

        // Tables: cells ruled, the header shaded; the wide one scrolls in its own box on a phone.
        const cell = await styleOf(page, 'td', ['border-top-width', 'padding-left'])
        assert.ok(parseFloat(cell['border-top-width']) >= 1 && parseFloat(cell['padding-left']) >= 4)
        const header = await styleOf(page, 'th', ['background-color'])
        assert.notEqual(header['background-color'], TRANSPARENT)
        const wide = body.getByRole('region', { name: 'Таблица' }).nth(1)
        assert.equal(await wide.evaluate((el) => getComputedStyle(el).overflowX), 'auto')
        if (phone) assert.ok(await wide.evaluate((el) => el.scrollWidth > el.clientWidth), 'the wide table scrolls in its box')

        // Blockquote and details.
        const quote = await styleOf(page, 'blockquote', ['border-left-width'])
        assert.ok(parseFloat(quote['border-left-width']) >= 3)
        const details = page.locator('[data-markdown-body] > details')
        assert.equal(await details.evaluate((el) => el.open), false)
        await details.locator('summary').click()
        assert.equal(await details.evaluate((el) => el.open), true)

        // The API operation: method badge, path, field rows.
        const method = await styleOf(page, 'section[aria-label] span', ['background-color', 'color', 'font-weight'])
        assert.notEqual(method['background-color'], TRANSPARENT, 'the method is a badge')
        assert.ok(Number(method['font-weight']) >= 600)
        assert.ok((await body.locator('section[data-api-operation] li[id]').count()) >= 1)

        // Every text of the body at AA contrast on what is behind it.
        const { count, worst } = await measureContrast(page, '[data-markdown-body]')
        assert.ok(count > 50, `measured ${count} elements`)
        assert.ok(worst.ratio >= AA, `${mode} ${width}: «${worst.text}» ${worst.color} on ${worst.background} is ${worst.ratio}:1`)

        // The image: bordered, and it zooms on a click.
        const image = body.locator('img[data-zoomable]')
        await image.scrollIntoViewIfNeeded()
        await page.waitForSelector('[data-markdown-body] img.medium-zoom-image')
        assert.ok(parseFloat((await styleOf(page, 'img', ['border-top-width']))['border-top-width']) >= 1)
        await image.evaluate((img) => {
          window.__zoomOpened = false
          img.addEventListener('medium-zoom:opened', () => (window.__zoomOpened = true), { once: true })
        })
        await image.click()
        await page.waitForFunction(() => window.__zoomOpened)
        await page.keyboard.press('Escape')
        await page.waitForSelector('.medium-zoom-image--opened', { state: 'detached' })

        mkdirSync(ARTIFACTS, { recursive: true })
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: join(ARTIFACTS, `markdown-page-${width}-${mode}.png`), fullPage: true })
        await context.close()
        assert.deepEqual(problems, [])
      })
    }
  }
})
