import { fetchBuildJson } from '../../../browser/buildJson'
import { tConsole } from '../../../i18n/apiConsole'
import { validate, type JsonSchema, type Problem } from './validate'
import { storageSlot, STORAGE_KEYS } from '../../../state/storage'
import type { ConsoleOperation } from '../../../reference/types'
import * as styles from './styles.module.css'

/**
 * The «Попробовать» console: loaded on the first click of its button (client.ts imports this chunk), it sends the
 * operation from the browser, to the sandbox unless the reader confirms the production server. The key lives in
 * sessionStorage only (gone with the tab) and in the Authorization header of the request: never in localStorage,
 * the address or an attribute of the page.
 */

const keySlot = storageSlot(STORAGE_KEYS.apiConsoleKey, 'session')

const sessionKey = {
  get: (): string => keySlot.get() ?? '',
  set: (value: string): void => (value ? keySlot.set(value) : keySlot.del()),
}

const files = new Map<string, Promise<Record<string, ConsoleOperation>>>()

function loadOperations(path: string): Promise<Record<string, ConsoleOperation>> {
  let file = files.get(path)
  if (!file) {
    file = fetchBuildJson<Record<string, ConsoleOperation>>(path)
    file.catch(() => files.delete(path))
    files.set(path, file)
  }
  return file
}

type Child = Node | string | null | undefined | false

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value)
  for (const child of children) if (child) node.append(child)
  return node
}

let counter = 0
const uid = (name: string) => `api-console-${++counter}-${name.replace(/[^\w-]/g, '')}`

/** A schema type a parameter's text is read as. */
function typed(text: string, schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

interface Prepared {
  url: string
  headers: Array<[string, string]>
  body: string | undefined
}

/** The same request for a terminal; the key stays a placeholder, so the page never shows it. */
function curlOf(method: string, request: Prepared): string {
  const lines = [`curl --request ${method}`, `  --url ${shellQuote(request.url)}`]
  for (const [name, value] of request.headers)
    lines.push(`  --header ${shellQuote(`${name}: ${name === 'Authorization' ? 'Bearer <ключ API>' : value}`)}`)
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`)
  // Every line but the last continues on the next.
  return lines.join(' \\\n')
}

function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** Opens the console of the operation around `button` (its data comes in one file, fetched on first use). */
export async function openConsole(operation: HTMLElement, button: HTMLElement): Promise<void> {
  const id = operation.dataset.apiOperation ?? ''
  let op: ConsoleOperation | undefined
  try {
    op = (await loadOperations(operation.dataset.apiConsole ?? ''))[id]
  } catch (error) {
    console.warn('Could not load the console.', error)
  }
  if (!op) {
    window.alert(tConsole('theme.api.console.loadFailed'))
    return
  }
  const dialog = buildConsole(op, operation.getAttribute('aria-label') ?? id, operation.dataset.apiExample)
  document.body.append(dialog)
  dialog.addEventListener('close', () => {
    dialog.remove()
    button.focus()
  })
  dialog.showModal()
}

function buildConsole(op: ConsoleOperation, name: string, example: string | undefined): HTMLDialogElement {
  const titleId = uid('title')
  const dialog = el('dialog', { class: styles.dialog, 'aria-labelledby': titleId, 'data-testid': 'api-console' })
  const form = el('form', { class: styles.form, novalidate: '' })

  // Servers: the sandbox first and chosen.
  const servers = [...op.servers].sort((a, b) => Number(b.sandbox) - Number(a.sandbox))
  const serverName = uid('server')
  const serverInputs = servers.map((server, index) => {
    const input = el('input', { type: 'radio', name: serverName, value: server.url })
    input.checked = index === 0
    return { server, input }
  })
  const serverSet = el(
    'fieldset',
    { class: styles.servers },
    el('legend', {}, tConsole('theme.api.console.server')),
    ...serverInputs.map(({ server, input }) =>
      el('label', { class: styles.radio }, input, ` ${server.description.split(/\s—\s/)[0]} `, el('code', {}, server.url)),
    ),
  )

  // The key: kept as the input's value property (never an attribute) and in sessionStorage.
  const keyId = uid('key')
  const keyHint = uid('key-hint')
  const key = el('input', { id: keyId, type: 'password', autocomplete: 'off', spellcheck: 'false', class: styles.input, 'aria-describedby': keyHint })
  key.value = sessionKey.get()
  key.addEventListener('input', () => sessionKey.set(key.value))
  const keyField = op.auth
    ? el(
        'div',
        { class: styles.field },
        el('label', { for: keyId }, tConsole('theme.api.console.key')),
        key,
        el('p', { id: keyHint, class: styles.hint }, tConsole('theme.api.console.keyHint')),
      )
    : null

  const params = op.params.map((param) => {
    const inputId = uid(`${param.in}-${param.name}`)
    const input = el('input', { id: inputId, type: 'text', class: styles.input, spellcheck: 'false', 'data-param': `${param.in}:${param.name}` })
    input.value = param.required || param.in !== 'query' ? param.example : ''
    const label = el(
      'label',
      { for: inputId },
      el('code', {}, param.name),
      ` (${param.in === 'path' ? 'path' : param.in === 'query' ? 'query' : 'header'}${param.required ? `, ${tConsole('theme.api.console.required')}` : ''})`,
    )
    return { param, input, field: el('div', { class: styles.field }, label, input) }
  })
  const paramSet =
    params.length > 0
      ? el('fieldset', { class: styles.params }, el('legend', {}, tConsole('theme.api.console.params')), ...params.map((p) => p.field))
      : null

  const bodyId = uid('body')
  const body = el('textarea', { id: bodyId, class: styles.textarea, rows: '12', spellcheck: 'false' })
  if (op.body) {
    const examples = op.body.examples
    const chosen = example && example in examples ? examples[example] : Object.values(examples)[0]
    body.value = chosen === undefined ? '{}' : JSON.stringify(chosen, null, 2)
  }
  const bodyField = op.body ? el('div', { class: styles.field }, el('label', { for: bodyId }, tConsole('theme.api.console.body')), body) : null

  const send = el('button', { type: 'submit', class: styles.send }, tConsole('theme.api.console.send'))
  const close = el('button', { type: 'button', class: 'button-quiet' }, tConsole('theme.api.console.close'))
  close.addEventListener('click', () => dialog.close())
  const output = el('div', { class: styles.output, 'aria-live': 'polite', 'data-testid': 'api-console-output' })

  form.append(
    el(
      'div',
      { class: styles.head },
      el('h2', { id: titleId, class: styles.title }, tConsole('theme.api.console.title', { name })),
      el('code', {}, `${op.method} ${op.path}`),
    ),
    serverSet,
    keyField ?? '',
    paramSet ?? '',
    bodyField ?? '',
    el('div', { class: styles.actions }, send, close),
    output,
  )
  dialog.append(form)

  const showProblems = (problems: string[]) => {
    output.replaceChildren(
      el(
        'div',
        { role: 'alert', class: styles.problems },
        el('p', {}, tConsole('theme.api.console.problems')),
        el('ul', {}, ...problems.map((p) => el('li', {}, p))),
      ),
    )
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const problems: string[] = []
    for (const { input } of params) input.removeAttribute('aria-invalid')
    body.removeAttribute('aria-invalid')
    for (const { param, input } of params) {
      if (input.value === '') {
        if (param.required)
          problems.push(tConsole('theme.api.console.paramProblem', { field: param.name, message: tConsole('theme.api.console.emptyRequired') }))
        if (param.required) input.setAttribute('aria-invalid', 'true')
        continue
      }
      const found = validate(typed(input.value, param.schema), param.schema)
      if (found.length > 0) input.setAttribute('aria-invalid', 'true')
      problems.push(...found.map((p) => tConsole('theme.api.console.paramProblem', { field: param.name, message: p.message })))
    }
    let bodyText: string | undefined
    if (op.body && (body.value.trim() !== '' || op.body.required)) {
      try {
        const value: unknown = JSON.parse(body.value)
        const found: Problem[] = validate(value, op.body.schema)
        problems.push(
          ...found.map((p) =>
            p.path
              ? tConsole('theme.api.console.fieldProblem', { field: p.path, message: p.message })
              : tConsole('theme.api.console.bodyProblem', { message: p.message }),
          ),
        )
        bodyText = JSON.stringify(value)
      } catch (error) {
        problems.push(
          tConsole('theme.api.console.bodyProblem', { message: tConsole('theme.api.console.notJson', { message: (error as Error).message }) }),
        )
      }
      if (problems.length > 0) body.setAttribute('aria-invalid', 'true')
    }
    if (op.auth && key.value.trim() === '') problems.push(tConsole('theme.api.console.keyMissing'))
    if (problems.length > 0) {
      showProblems(problems)
      return
    }
    const server = serverInputs.find(({ input }) => input.checked)?.server ?? servers[0]
    if (!server.sandbox && !window.confirm(tConsole('theme.api.console.confirmProduction', { url: server.url }))) return

    let path = op.path
    const query = new URLSearchParams()
    const headers: Array<[string, string]> = []
    if (op.auth) headers.push(['Authorization', `Bearer ${key.value.trim()}`])
    if (bodyText !== undefined) headers.push(['Content-Type', 'application/json'])
    for (const { param, input } of params) {
      if (input.value === '') continue
      if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(input.value))
      else if (param.in === 'query') query.append(param.name, input.value)
      else headers.push([param.name, input.value])
    }
    const search = query.toString()
    const request: Prepared = { url: `${server.url}${path}${search ? `?${search}` : ''}`, headers, body: bodyText }
    void sendRequest(op.method, request, send, output)
  })
  return dialog
}

async function sendRequest(method: string, request: Prepared, send: HTMLButtonElement, output: HTMLElement): Promise<void> {
  send.disabled = true
  send.textContent = tConsole('theme.api.console.sending')
  const started = performance.now()
  try {
    const response = await fetch(request.url, { method, headers: request.headers, body: request.body, credentials: 'omit', cache: 'no-store' })
    const text = await response.text()
    const ms = Math.round(performance.now() - started)
    const headerRows: Node[] = []
    response.headers.forEach((value, name) => headerRows.push(el('dt', {}, name), el('dd', {}, value)))
    const ok = response.ok
    output.replaceChildren(
      el(
        'p',
        { class: styles.statusLine, 'data-testid': 'api-console-status' },
        `${tConsole('theme.api.console.status')}: `,
        el('strong', { class: ok ? styles.ok : styles.bad }, `${response.status} ${response.statusText}`.trim()),
        ` · ${tConsole('theme.api.console.time', { ms })}`,
      ),
      el('p', { class: styles.subTitle }, tConsole('theme.api.console.headers')),
      el('dl', { class: styles.headers }, ...headerRows),
      el('p', { class: styles.subTitle }, tConsole('theme.api.console.responseBody')),
      text
        ? el('pre', { class: styles.pre, tabindex: '0', 'data-testid': 'api-console-body' }, prettyBody(text))
        : el('p', {}, tConsole('theme.api.console.emptyBody')),
    )
  } catch {
    // fetch rejects only when no response could be read: the network, or a server that does not allow this origin.
    output.replaceChildren(
      el(
        'div',
        { role: 'alert', class: styles.problems },
        el('p', {}, tConsole('theme.api.console.networkError')),
        el('pre', { class: styles.pre, tabindex: '0', 'data-testid': 'api-console-curl' }, curlOf(method, request)),
      ),
    )
  } finally {
    send.disabled = false
    send.textContent = tConsole('theme.api.console.send')
  }
}
