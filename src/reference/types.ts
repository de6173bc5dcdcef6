/** Render-ready views of the OpenAPI description, shared by the build (src/node/openapi.ts) and the theme. */

export interface FieldRow {
  /** Dotted path for nested fields: `to.phone`, `items[].clientId`. */
  name: string
  type: string
  required: boolean
  description: string
  constraints: string[]
}

export interface ResponseView {
  status: string
  description: string
  fields: FieldRow[]
}

export interface OperationView {
  id: string
  method: string
  path: string
  baseUrl: string
  summary: string
  description: string
  deprecated: boolean
  headers: FieldRow[]
  pathParams: FieldRow[]
  queryParams: FieldRow[]
  body: FieldRow[] | null
  responses: ResponseView[]
}

export interface WebhookView {
  name: string
  summary: string
  description: string
  fields: FieldRow[]
}

export interface ErrorCodeView {
  code: string
  status: number
  description: string
}

/** What one page needs from the API description: only the parts it shows. */
export interface PageApiData {
  operations: Record<string, OperationView>
  webhooks: Record<string, WebhookView>
  errorCodes: ErrorCodeView[] | null
  deliveryErrorCodes: Array<{ code: string; description: string }> | null
}
