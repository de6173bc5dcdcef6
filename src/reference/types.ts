/** Render-ready views of the OpenAPI description, made at build time (src/node/openapi.ts) for the theme. */

/** One constraint in readable Russian («от 1 до 64 символов»), with an optional literal shown as code («шаблон» + `^…$`). */
export interface Constraint {
  text: string
  code?: string
}

export interface EnumValue {
  /** The value as JSON (`"sms"`). */
  value: string
  descriptionHtml: string
}

/** One field, parameter or header, with the fields nested in it. */
export interface SchemaNode {
  name: string
  /** Dotted path: `to.phone`, `items[].clientId`. */
  path: string
  /** Id of its row on the page: `body-to-phone`, `query-limit`, `response-200-data-messageId`. */
  anchor: string
  type: string
  required: boolean
  deprecated: boolean
  descriptionHtml: string
  constraints: Constraint[]
  defaultValue?: string
  example?: string
  enumValues?: EnumValue[]
  children: SchemaNode[]
  /** oneOf/anyOf alternatives, each with its own fields. */
  variants?: VariantView[]
  /** The field whose value decides the variant. */
  discriminator?: string
}

export interface VariantView {
  title: string
  key: string
  descriptionHtml: string
  children: SchemaNode[]
}

/** A request or response body: its fields (or variants) and its examples. */
export interface BodyView {
  anchor: string
  descriptionHtml: string
  type: string
  children: SchemaNode[]
  variants?: VariantView[]
  discriminator?: string
  examples: ExampleView[]
}

export interface ExampleView {
  name: string
  /** The key of the body variant (VariantView.key) the example is one of, when the body has variants. */
  variant?: string
  summary: string
  /** Pretty JSON. */
  json: string
  /** Made from the schema by the sampler, not written in the file. */
  generated: boolean
}

export interface ErrorCodeRef {
  code: string
  href: string
}

/**
 * Where an earlier response of the same operation shows the same headers or body fields: the page shows them
 * there once and names them here with a link (ten error statuses share one error body), so their rows, and the
 * anchors in them, exist only on that response.
 */
export interface SameAsView {
  status: string
  /** The first of its rows. */
  anchor: string
}

export interface ResponseView {
  status: string
  anchor: string
  descriptionHtml: string
  headers: SchemaNode[]
  /** Set when an earlier response has these very headers: they are listed by name with a link. */
  headersSameAs?: SameAsView
  body: BodyView | null
  /** Set when an earlier response has the same body fields: its description and examples stay, its fields are a link. */
  bodySameAs?: SameAsView
  /** Error codes that come with this status. */
  errorCodes: ErrorCodeRef[]
}

export interface ServerView {
  url: string
  description: string
}

export interface SampleView {
  /** Storage value and tab value: `curl`, `python`, … */
  id: string
  label: string
  /** Prism language of the code. */
  language: string
  code: string
}

export interface OperationView {
  id: string
  method: string
  path: string
  servers: ServerView[]
  summary: string
  descriptionHtml: string
  deprecated: boolean
  /** Bearer key required. */
  auth: boolean
  pathParams: SchemaNode[]
  queryParams: SchemaNode[]
  headers: SchemaNode[]
  body: BodyView | null
  responses: ResponseView[]
  /** The samples of the example shown first (the request body's first example). */
  samples: SampleView[]
  /** When the request body has several examples: the samples of each, fetched when the reader picks another. */
  exampleSamples: ExampleSamplesView | null
  /** Site path of the console's data (ConsoleOperation of every operation), fetched when the console opens. */
  consoleFile: string
}

/** A JSON schema reduced to the keywords the console validates. */
export type ConsoleSchema = Record<string, unknown>

/** What the «Попробовать» console needs of an operation to build its form, validate it and send it. */
export interface ConsoleOperation {
  method: string
  path: string
  auth: boolean
  /** The file's servers, the sandbox flagged: the console sends there unless the reader confirms otherwise. */
  servers: Array<{ url: string; description: string; sandbox: boolean }>
  params: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: ConsoleSchema; example: string }>
  /** The request body's schema and its examples by name (the console starts from the one the samples show). */
  body: { required: boolean; schema: ConsoleSchema; examples: Record<string, unknown> } | null
}

/**
 * The samples of every request example of an operation live in a JSON file beside the pages
 * (`{ [example]: { [sample id]: code block HTML } }`), so a page carries only the samples it shows first.
 */
export interface ExampleSamplesView {
  /** Site path of the file; its name carries a hash of its content. */
  file: string
  /** Each example's name and the key of the body variant it is one of ('' for none). */
  variants: Record<string, string>
  /** The example whose samples the page shows first. */
  shown: string
}

export interface WebhookView {
  name: string
  summary: string
  descriptionHtml: string
  headers: SchemaNode[]
  body: BodyView | null
  responses: ResponseView[]
}

export interface ErrorCodeView {
  code: string
  status: number
  description: string
  descriptionHtml: string
}

export interface DeliveryErrorCodeView {
  code: string
  description: string
  descriptionHtml: string
}

/** What one page needs from the API description: only the parts it shows. */
export interface PageApiData {
  operations: Record<string, OperationView>
  webhooks: Record<string, WebhookView>
  errorCodes: ErrorCodeView[] | null
  deliveryErrorCodes: DeliveryErrorCodeView[] | null
}
