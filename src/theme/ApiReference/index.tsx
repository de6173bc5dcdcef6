import React from 'react'
import { t } from '../../i18n/ru'
import type { FieldRow } from '../../reference/types'
import { useApiData } from './context'
import * as styles from './styles.module.css'

const methodClasses: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.methodDelete,
}

const methodClass = (method: string): string => methodClasses[method] ?? ''

function FieldTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  if (rows.length === 0) return null
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('theme.api.name')}</th>
            <th scope="col">{t('theme.api.type')}</th>
            <th scope="col">{t('theme.api.required')}</th>
            <th scope="col">{t('theme.api.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name}</code>
              </td>
              <td className={styles.type}>{row.type}</td>
              <td>{row.required ? t('theme.api.yes') : t('theme.api.no')}</td>
              <td>
                {row.description}
                {row.constraints.length > 0 ? <span className={styles.constraints}>{row.constraints.join('; ')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Method, path, headers, parameters, body and responses of one operation, from content/api/openapi.yaml. */
export function ApiOperation({ id }: { id: string }) {
  const op = useApiData().operations[id]
  if (!op) throw new Error(`ApiOperation: operation "${id}" is not in this page's API data`)
  return (
    <section className={styles.operation} aria-label={op.summary || op.id}>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${methodClass(op.method)}`}>{op.method}</span>
        <code className={styles.path}>
          <span className={styles.base}>{op.baseUrl}</span>
          {op.path}
        </code>
      </p>
      {op.deprecated ? <p className={styles.deprecated}>{t('theme.api.deprecated')}</p> : null}
      <FieldTable caption={t('theme.api.headers')} rows={op.headers} />
      <FieldTable caption={t('theme.api.pathParams')} rows={op.pathParams} />
      <FieldTable caption={t('theme.api.queryParams')} rows={op.queryParams} />
      {op.body ? <FieldTable caption={t('theme.api.body')} rows={op.body} /> : null}
      <div className={styles.responses}>
        <p className={styles.responsesTitle}>{t('theme.api.responses')}</p>
        <ul>
          {op.responses.map((r) => (
            <li key={r.status}>
              <code>{r.status}</code> {r.description}
            </li>
          ))}
        </ul>
        {op.responses
          .filter((r) => /^2/.test(r.status) && r.fields.length > 0)
          .map((r) => (
            <FieldTable key={r.status} caption={`${t('theme.api.responses')}: ${r.status}`} rows={r.fields} />
          ))}
      </div>
    </section>
  )
}

/** The payload of one webhook, from the `webhooks` section of the OpenAPI description. */
export function ApiWebhook({ name }: { name: string }) {
  const hook = useApiData().webhooks[name]
  if (!hook) throw new Error(`ApiWebhook: webhook "${name}" is not in this page's API data`)
  return (
    <section className={styles.operation} aria-label={`${t('theme.api.webhook')}: ${hook.name}`}>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${styles.post}`}>POST</span>
        <code className={styles.path}>{`${t('theme.api.webhook')} ${hook.name}`}</code>
      </p>
      {hook.description ? <p>{hook.description}</p> : null}
      <FieldTable caption={t('theme.api.body')} rows={hook.fields} />
    </section>
  )
}

/** The error code table, generated from `x-error-codes` of the OpenAPI description. */
export function ErrorCodes() {
  const { errorCodes, deliveryErrorCodes } = useApiData()
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('theme.api.errorCodes')}>
        <table className={styles.table}>
          <caption>{t('theme.api.errorCodes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('theme.api.code')}</th>
              <th scope="col">{t('theme.api.httpStatus')}</th>
              <th scope="col">{t('theme.api.description')}</th>
            </tr>
          </thead>
          <tbody>
            {(errorCodes ?? []).map((e) => (
              <tr key={e.code} id={`error-${e.code.toLowerCase()}`}>
                <td>
                  <code>{e.code}</code>
                </td>
                <td>{e.status}</td>
                <td>{e.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deliveryErrorCodes && deliveryErrorCodes.length > 0 ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('theme.api.deliveryErrorCodes')}>
          <table className={styles.table}>
            <caption>{t('theme.api.deliveryErrorCodes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('theme.api.code')}</th>
                <th scope="col">{t('theme.api.description')}</th>
              </tr>
            </thead>
            <tbody>
              {deliveryErrorCodes.map((e) => (
                <tr key={e.code} id={`error-${e.code.toLowerCase()}`}>
                  <td>
                    <code>{e.code}</code>
                  </td>
                  <td>{e.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  )
}
