import React, { useEffect, useState } from 'react'
import { tc } from '../../i18n/content'
import * as styles from './styles.module.css'

/** docs/requirements.md §2: while lazily loaded content loads, a spinner shows after 200 ms (no timeout). */
export const SPINNER_DELAY_MS = 200

/** Loading state of lazily loaded code or data: a delayed spinner, or the error with a Retry button. */
export function Loading({ error, retry }: { error?: Error | null; retry: () => void }) {
  const [pastDelay, setPastDelay] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), SPINNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>
          {tc('theme.loading.error')} <code>{error.message}</code>
        </p>
        <button type="button" className="button-primary" onClick={retry}>
          {tc('theme.loading.retry')}
        </button>
      </div>
    )
  }
  if (!pastDelay) return null
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span className="visually-hidden">{tc('theme.loading.spinner')}</span>
    </div>
  )
}
