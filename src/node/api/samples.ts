import { HTTPSnippet, type HarRequest } from 'httpsnippet'
import type { SampleView } from '../../reference/types'

/**
 * Code samples generated from an operation and its example request with httpsnippet (maintained, used by
 * Insomnia and others): the same request in ten languages, so a sample cannot drift from the schema.
 */
export const SAMPLE_TARGETS: Array<{
  id: string
  label: string
  target: string
  client: string
  language: string
  options?: Record<string, unknown>
}> = [
  { id: 'curl', label: 'curl', target: 'shell', client: 'curl', language: 'bash', options: { indent: '  ' } },
  { id: 'python', label: 'Python', target: 'python', client: 'requests', language: 'python' },
  { id: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch', language: 'javascript' },
  { id: 'php', label: 'PHP', target: 'php', client: 'guzzle', language: 'php' },
  { id: 'java', label: 'Java', target: 'java', client: 'nethttp', language: 'java' },
  { id: 'kotlin', label: 'Kotlin', target: 'kotlin', client: 'okhttp', language: 'kotlin' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient', language: 'csharp' },
  { id: 'go', label: 'Go', target: 'go', client: 'native', language: 'go' },
  { id: 'swift', label: 'Swift', target: 'swift', client: 'nsurlsession', language: 'swift' },
  { id: 'powershell', label: 'PowerShell', target: 'powershell', client: 'restmethod', language: 'powershell' },
]

/** What a sample sends: everything the HAR request needs, kept apart so tests can check it against the schema. */
export interface SampleRequest {
  method: string
  url: string
  headers: Array<{ name: string; value: string }>
  query: Array<{ name: string; value: string }>
  body: unknown
}

export function harOf(request: SampleRequest): HarRequest {
  const query = request.query.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')
  return {
    method: request.method,
    url: query ? `${request.url}?${query}` : request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers,
    queryString: request.query,
    headersSize: -1,
    bodySize: -1,
    ...(request.body === undefined ? {} : { postData: { mimeType: 'application/json', text: JSON.stringify(request.body, null, 2) } }),
  } as HarRequest
}

export function samplesOf(request: SampleRequest): SampleView[] {
  const snippet = new HTTPSnippet(harOf(request))
  return SAMPLE_TARGETS.map(({ id, label, target, client, language, options }) => {
    const code = snippet.convert(target as never, client, options)
    const text = Array.isArray(code) ? code.join('\n') : code
    if (typeof text !== 'string') throw new Error(`httpsnippet made no ${label} sample for ${request.method} ${request.url}`)
    return { id, label, language, code: text.trimEnd() }
  })
}
