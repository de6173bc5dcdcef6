import React from 'react'
import { ta } from '../../i18n/ru'
import { withPrefix } from '../../config/sitePath'
import { errorCodeAnchor, OPENAPI_ROUTE, POSTMAN_ROUTE } from '../../config/routes'
import { CodeBlock } from '../CodeBlock'
import { Tabs, TabItem } from '../Tabs'
import { useApiData } from './context'
import type { BodyView, ExampleView, OperationView, ResponseView, SameAsView, SchemaNode, VariantView } from '../../reference/types'
import * as styles from './styles.module.css'

/**
 * The API reference, rendered at build time from the OpenAPI description (src/node/openapi.ts): schema trees
 * with linkable rows, every response with its examples, generated samples in ten languages. In the browser only
 * src/theme/ApiReference/client.ts runs (copy a link or an address, the server choice, folded rows opened by a link).
 */

const methodClasses: Record<string, string> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.methodDelete,
}

/** Where the API overview explains the key (its «Аутентификация» section). */
const AUTH_HREF = '/docs/api#аутентификация'
/** Enum lists longer than this fold. */
const LONG_ENUM = 8

const Html = ({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) =>
  html ? <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null

/** Highlighted code through the site's code block (copy button, focusable, scrolls sideways). */
const Code = ({ code, language, title }: { code: string; language: string; title?: string }) => (
  <CodeBlock>
    <code className={`language-${language}`} data-title={title}>
      {code}
    </code>
  </CodeBlock>
)

function EnumValues({ node }: { node: SchemaNode }) {
  const values = node.enumValues ?? []
  if (values.length === 0) return null
  const described = values.some((v) => v.descriptionHtml)
  const list = described ? (
    <table className={styles.enumTable}>
      <thead>
        <tr>
          <th scope="col">{ta('theme.api.value')}</th>
          <th scope="col">{ta('theme.api.meaning')}</th>
        </tr>
      </thead>
      <tbody>
        {values.map((v) => (
          <tr key={v.value}>
            <td>
              <code>{v.value}</code>
            </td>
            <td dangerouslySetInnerHTML={{ __html: v.descriptionHtml }} />
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <p className={styles.enumInline}>
      {ta('theme.api.values')}:{' '}
      {values.map((v, i) => (
        <React.Fragment key={v.value}>
          {i > 0 ? ', ' : null}
          <code>{v.value}</code>
        </React.Fragment>
      ))}
    </p>
  )
  if (values.length <= LONG_ENUM) return list
  return (
    <details className={styles.fold}>
      <summary>{ta('theme.api.allValues', { count: values.length })}</summary>
      {list}
    </details>
  )
}

function Variants({ variants, discriminator, anchor, shown }: { variants: VariantView[]; discriminator?: string; anchor: string; shown?: string }) {
  return (
    <div className={styles.variants} id={`${anchor}-variants`}>
      <p className={styles.variantsTitle}>
        {ta('theme.api.variants')}
        {discriminator ? (
          <>
            {' ('}
            {ta('theme.api.discriminator')} <code>{discriminator}</code>)
          </>
        ) : null}
      </p>
      <Tabs defaultValue={shown}>
        {variants.map((variant) => (
          <TabItem key={variant.key} value={variant.key} label={variant.title}>
            <Html html={variant.descriptionHtml} className={styles.description} />
            <Fields nodes={variant.children} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  )
}

function Field({ node }: { node: SchemaNode }) {
  const nested = node.children.length + (node.variants?.length ?? 0)
  return (
    <li className={styles.field} id={node.anchor}>
      <div className={styles.fieldHead}>
        <a className={styles.fieldLink} href={`#${node.anchor}`} aria-label={ta('theme.api.fieldLink', { name: node.path })} data-api-link="">
          #
        </a>
        <code className={styles.fieldName} title={node.path}>
          {node.name}
        </code>
        <span className={styles.fieldType}>{node.type}</span>
        {node.required ? <span className={styles.required}>{ta('theme.api.requiredMark')}</span> : null}
        {node.deprecated ? <span className={styles.deprecatedBadge}>{ta('theme.api.deprecatedField')}</span> : null}
      </div>
      <Html html={node.descriptionHtml} className={styles.description} />
      {node.constraints.length > 0 ? (
        <ul className={styles.constraints}>
          {node.constraints.map((c) => (
            <li key={`${c.text}${c.code ?? ''}`}>
              {c.text}
              {c.code ? (
                <>
                  {' '}
                  <code>{c.code}</code>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {node.defaultValue !== undefined || node.example !== undefined ? (
        <p className={styles.fieldMeta}>
          {node.defaultValue !== undefined ? (
            <span>
              {ta('theme.api.default')}: <code>{node.defaultValue}</code>
            </span>
          ) : null}
          {node.example !== undefined ? (
            <span>
              {ta('theme.api.example')}: <code>{node.example}</code>
            </span>
          ) : null}
        </p>
      ) : null}
      <EnumValues node={node} />
      {nested > 0 ? (
        <details className={styles.children}>
          <summary>{ta('theme.api.children', { count: node.children.length || node.variants?.length || 0 })}</summary>
          <Fields nodes={node.children} />
          {node.variants ? <Variants variants={node.variants} discriminator={node.discriminator} anchor={node.anchor} /> : null}
        </details>
      ) : null}
    </li>
  )
}

function Fields({ nodes }: { nodes: SchemaNode[] }) {
  if (nodes.length === 0) return null
  return (
    <ul className={styles.fields}>
      {nodes.map((node) => (
        <Field key={node.anchor} node={node} />
      ))}
    </ul>
  )
}

/** The heading level of a block's group titles: `headingLevel` from the page's outline (src/node/body/remark.ts). */
const HeadingLevel = React.createContext(3)

/** `"2"` … `"6"` from the MDX attribute; anything else keeps the level of a block under an h2. */
const headingLevelOf = (value: string | number | undefined): number => {
  const level = Number(value)
  return Number.isInteger(level) && level >= 2 && level <= 6 ? level : 3
}

function Group({ title, children }: React.PropsWithChildren<{ title: string }>) {
  const Heading = `h${React.useContext(HeadingLevel)}` as 'h2'
  return (
    <div className={styles.group}>
      <Heading className={styles.groupTitle}>{title}</Heading>
      {children}
    </div>
  )
}

/** A group of fields (path or query parameters, headers) under its title; nothing when there are none. */
function FieldGroup({ title, nodes }: { title: string; nodes: SchemaNode[] }) {
  if (nodes.length === 0) return null
  return (
    <Group title={title}>
      <Fields nodes={nodes} />
    </Group>
  )
}

function Examples({ examples, title, shown }: { examples: ExampleView[]; title: string; shown?: string }) {
  if (examples.length === 0) return null
  const label = (e: ExampleView) => (e.generated ? `${e.summary} (${ta('theme.api.generatedExample')})` : e.summary)
  if (examples.length === 1) {
    const only = examples[0]
    return (
      <Code
        code={only.json}
        language="json"
        title={only.generated ? `${title} (${ta('theme.api.generatedExample')})` : only.name === 'example' ? title : `${title}: ${only.summary}`}
      />
    )
  }
  return (
    <Tabs defaultValue={shown}>
      {examples.map((e) => (
        <TabItem key={e.name} value={e.name} label={label(e)}>
          <Code code={e.json} language="json" title={`${title}: ${label(e)}`} />
        </TabItem>
      ))}
    </Tabs>
  )
}

/**
 * A body: its fields or variants and its examples. `shown` (an operation's request body with several examples)
 * is the example the samples show: its variant and it are selected, and choosing another variant or example
 * changes the samples (client.ts).
 */
function Body({
  body,
  title,
  examples = true,
  shown,
  sameAs,
}: {
  body: BodyView
  title: string
  examples?: boolean
  shown?: ExampleView
  sameAs?: SameAsView
}) {
  return (
    <>
      <Html html={body.descriptionHtml} className={styles.description} />
      {sameAs ? (
        <SameAs
          sameAs={sameAs}
          text={ta('theme.api.sameFields')}
          names={[...body.children.map((c) => c.name), ...(body.variants ?? []).map((v) => v.title)]}
        />
      ) : (
        <>
          <Fields nodes={body.children} />
          {body.variants ? (
            <Variants variants={body.variants} discriminator={body.discriminator} anchor={body.anchor} shown={shown?.variant} />
          ) : null}
        </>
      )}
      {examples && shown ? (
        <div data-api-body-examples="">
          <Examples examples={body.examples} title={title} shown={shown.name} />
        </div>
      ) : examples ? (
        <Examples examples={body.examples} title={title} />
      ) : null}
    </>
  )
}

/**
 * Rows an earlier response shows already (SameAsView): named, with a link to them there. Following the link opens
 * that response (the browser opens the folds around a fragment's target, and so does client.ts).
 */
function SameAs({ sameAs, text, names }: { sameAs: SameAsView; text: string; names: string[] }) {
  return (
    <p className={styles.sameAs}>
      {text} <a href={`#${sameAs.anchor}`}>{sameAs.status}</a>
      {names.length > 0 ? ': ' : null}
      {names.map((name, i) => (
        <React.Fragment key={name}>
          {i > 0 ? ', ' : null}
          <code>{name}</code>
        </React.Fragment>
      ))}
    </p>
  )
}

/**
 * One status of an operation or webhook. An operation's response examples live in its response pane
 * (ResponseExamples) instead, beside the fields on wide screens, after the responses on narrow ones.
 */
function Response({ response, examples = true }: { response: ResponseView; examples?: boolean }) {
  const ok = /^2/.test(response.status)
  return (
    <div className={styles.responseRow}>
      {/* The link stays outside <summary>: a control inside another control cannot be reached on its own. */}
      <a
        className={`${styles.fieldLink} ${styles.statusLink}`}
        href={`#${response.anchor}`}
        aria-label={ta('theme.api.statusLink', { status: response.status })}
        data-api-link=""
      >
        #
      </a>
      <details className={styles.response} id={response.anchor} open={ok}>
        <summary className={styles.responseSummary}>
          <span className={`${styles.status} ${ok ? styles.statusOk : /^4/.test(response.status) ? styles.statusClient : styles.statusServer}`}>
            {response.status}
          </span>
          {/* Plain text in the summary (no links inside a control); the codes are linked in the body below. */}
          <Html html={response.descriptionHtml.replace(/^<p>|<\/p>$/g, '').replace(/<\/?a\b[^>]*>/g, '')} className={styles.responseText} as="span" />
        </summary>
        <div className={styles.responseBody}>
          {response.errorCodes.length > 0 ? (
            <p className={styles.codes}>
              {ta('theme.api.responseCodes')}:{' '}
              {response.errorCodes.map((e, i) => (
                <React.Fragment key={e.code}>
                  {i > 0 ? ', ' : null}
                  <a href={withPrefix(e.href)}>
                    <code>{e.code}</code>
                  </a>
                </React.Fragment>
              ))}
            </p>
          ) : null}
          {response.headers.length > 0 ? (
            <>
              <p className={styles.subTitle}>{ta('theme.api.responseHeaders')}</p>
              {response.headersSameAs ? (
                <SameAs sameAs={response.headersSameAs} text={ta('theme.api.sameHeaders')} names={response.headers.map((h) => h.name)} />
              ) : (
                <Fields nodes={response.headers} />
              )}
            </>
          ) : null}
          {response.body ? (
            <>
              <p className={styles.subTitle}>{ta('theme.api.responseBody')}</p>
              <Body body={response.body} title={`${ta('theme.api.response')} ${response.status}`} examples={examples} sameAs={response.bodySameAs} />
            </>
          ) : null}
        </div>
      </details>
    </div>
  )
}

function Endpoint({ op }: { op: OperationView }) {
  const base = op.servers[0]?.url ?? ''
  return (
    <div className={styles.endpoint}>
      <span className={`${styles.method} ${methodClasses[op.method] ?? ''}`}>{op.method}</span>
      <code className={styles.path} data-api-url="">
        <span className={styles.base} data-api-base="">
          {base}
        </span>
        {op.path}
      </code>
      <button type="button" className={`${styles.copyUrl} button-quiet`} data-api-copy-url="" data-copied={ta('theme.api.copied')}>
        {ta('theme.api.copyUrl')}
      </button>
      {/* The console's code is fetched on the first click (client.ts). */}
      <button type="button" className={styles.tryButton} data-api-try="">
        {ta('theme.api.try')}
      </button>
    </div>
  )
}

function Servers({ op }: { op: OperationView }) {
  if (op.servers.length < 2) return null
  return (
    <div className={styles.servers} role="group" aria-label={ta('theme.api.server')}>
      {op.servers.map((server, index) => (
        <button key={server.url} type="button" className={styles.server} aria-pressed={index === 0} data-api-server={server.url} title={server.url}>
          {server.description.split(/\s—\s/)[0]}
        </button>
      ))}
    </div>
  )
}

/** The request sample: method and path, the server switch, one tab per language (the language is remembered). */
function RequestSample({ op }: { op: OperationView }) {
  return (
    <div className={styles.pane} data-testid="api-request-sample">
      <div className={styles.paneHead}>
        <p className={styles.paneTitle}>
          {ta('theme.api.requestSample')}{' '}
          <span className={`${styles.method} ${styles.paneMethod} ${methodClasses[op.method] ?? ''}`}>{op.method}</span> <code>{op.path}</code>
        </p>
        <Servers op={op} />
      </div>
      <Tabs groupId="api-sample" label={ta('theme.api.samplesLabel')}>
        {op.samples.map((s) => (
          <TabItem key={s.id} value={s.id} label={s.label}>
            <div data-api-sample={s.id}>
              <Code code={s.code} language={s.language} />
            </div>
          </TabItem>
        ))}
      </Tabs>
    </div>
  )
}

/** The response examples, one tab per status: the status opened among the responses is the one shown. */
function ResponseExamples({ op }: { op: OperationView }) {
  if (op.responses.length === 0) return null
  return (
    <div className={`${styles.pane} ${styles.responsePane}`} data-testid="api-response-example" data-api-response-pane="">
      <p className={styles.paneTitle}>{ta('theme.api.responseExample')}</p>
      <Tabs label={ta('theme.api.statusPicker')}>
        {op.responses.map((r) => (
          <TabItem key={r.status} value={r.status} label={r.status}>
            {r.body && r.body.examples.length > 0 ? (
              <Examples examples={r.body.examples} title={`${ta('theme.api.response')} ${r.status}`} />
            ) : (
              <p className={styles.noBody}>{ta('theme.api.noResponseBody')}</p>
            )}
          </TabItem>
        ))}
      </Tabs>
    </div>
  )
}

/** One operation of the OpenAPI description: endpoint, servers, authentication, parameters, body, responses, samples. */
export function ApiOperation({ id, headingLevel }: { id: string; headingLevel?: string | number }) {
  const op = useApiData().operations[id]
  if (!op) throw new Error(`ApiOperation: operation "${id}" is not in this page's API data`)
  return (
    <HeadingLevel.Provider value={headingLevelOf(headingLevel)}>
      <section
        className={styles.operation}
        aria-label={op.summary || op.id}
        data-api-operation={op.id}
        data-api-samples={op.exampleSamples?.file}
        data-api-examples={op.exampleSamples ? JSON.stringify(op.exampleSamples.variants) : undefined}
        data-api-example={op.exampleSamples?.shown}
        data-api-console={op.consoleFile}
      >
        <Endpoint op={op} />
        <div className={styles.meta}>
          <p className={styles.auth}>
            <span className={styles.metaLabel}>{ta('theme.api.auth')}:</span>{' '}
            {op.auth ? (
              <a href={withPrefix(AUTH_HREF)}>
                {ta('theme.api.authBearer')} <code>Authorization: Bearer</code>
              </a>
            ) : (
              ta('theme.api.noAuth')
            )}
          </p>
          <p className={styles.downloads}>
            <span className={styles.metaLabel}>{ta('theme.api.downloads')}:</span>{' '}
            <a href={withPrefix(OPENAPI_ROUTE)} download="">
              {ta('theme.api.openapiFile')}
            </a>
            {', '}
            <a href={withPrefix(POSTMAN_ROUTE)} download="">
              {ta('theme.api.postmanCollection')}
            </a>
          </p>
        </div>
        {op.deprecated ? <p className={styles.deprecated}>{ta('theme.api.deprecated')}</p> : null}
        {/* Beside the fields on wide screens (sticky while the operation is in view); on narrow ones the request
            follows the address and the response examples follow the responses (styles.module.css). */}
        <div className={styles.aside}>
          <RequestSample op={op} />
          <ResponseExamples op={op} />
        </div>
        <FieldGroup title={ta('theme.api.pathParams')} nodes={op.pathParams} />
        <FieldGroup title={ta('theme.api.queryParams')} nodes={op.queryParams} />
        <FieldGroup title={ta('theme.api.headers')} nodes={op.headers} />
        {op.body ? (
          <Group title={ta('theme.api.body')}>
            <Body body={op.body} title={ta('theme.api.body')} shown={op.body.examples.find((e) => e.name === op.exampleSamples?.shown)} />
          </Group>
        ) : null}
        <Group title={ta('theme.api.responses')}>
          {op.responses.map((r) => (
            <Response key={r.status} response={r} examples={false} />
          ))}
        </Group>
      </section>
    </HeadingLevel.Provider>
  )
}

/** One webhook from the `webhooks` section: signature headers, payload tree, example, what to answer. */
export function ApiWebhook({ name, headingLevel }: { name: string; headingLevel?: string | number }) {
  const hook = useApiData().webhooks[name]
  if (!hook) throw new Error(`ApiWebhook: webhook "${name}" is not in this page's API data`)
  return (
    <HeadingLevel.Provider value={headingLevelOf(headingLevel)}>
      <section className={styles.operation} aria-label={`${ta('theme.api.webhook')}: ${hook.name}`} data-api-webhook={hook.name}>
        <div className={styles.endpoint}>
          <span className={`${styles.method} ${styles.post}`}>POST</span>
          <code className={styles.path}>{`${ta('theme.api.webhook')} ${hook.name}`}</code>
        </div>
        <Html html={hook.descriptionHtml} className={styles.description} />
        <FieldGroup title={ta('theme.api.headers')} nodes={hook.headers} />
        {hook.body ? (
          <Group title={ta('theme.api.payload')}>
            <Body body={hook.body} title={ta('theme.api.payload')} />
          </Group>
        ) : null}
        {hook.responses.length > 0 ? (
          <Group title={ta('theme.api.webhookResponses')}>
            {hook.responses.map((r) => (
              <Response key={r.status} response={r} />
            ))}
          </Group>
        ) : null}
      </section>
    </HeadingLevel.Provider>
  )
}

/** The error-code tables, from `x-error-codes` and `x-delivery-error-codes`; each row has an anchor. */
export function ErrorCodes() {
  const { errorCodes, deliveryErrorCodes } = useApiData()
  return (
    <>
      <ErrorTable caption={ta('theme.api.errorCodes')} rows={errorCodes ?? []} />
      {deliveryErrorCodes && deliveryErrorCodes.length > 0 ? (
        <ErrorTable caption={ta('theme.api.deliveryErrorCodes')} rows={deliveryErrorCodes} />
      ) : null}
    </>
  )
}

/** One table of codes, each row its own anchor; the HTTP status column is there when the codes have one. */
function ErrorTable({ caption, rows }: { caption: string; rows: Array<{ code: string; status?: number; descriptionHtml: string }> }) {
  const withStatus = rows.some((row) => row.status !== undefined)
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{ta('theme.api.code')}</th>
            {withStatus ? <th scope="col">{ta('theme.api.httpStatus')}</th> : null}
            <th scope="col">{ta('theme.api.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.code} id={errorCodeAnchor(e.code)}>
              <td>
                <a
                  className={styles.fieldLink}
                  href={`#${errorCodeAnchor(e.code)}`}
                  aria-label={ta('theme.api.fieldLink', { name: e.code })}
                  data-api-link=""
                >
                  #
                </a>
                <code>{e.code}</code>
              </td>
              {withStatus ? <td>{e.status}</td> : null}
              <td dangerouslySetInnerHTML={{ __html: e.descriptionHtml }} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
