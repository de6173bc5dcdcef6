import React from 'react'
import { t } from '../../i18n/ru'
import * as styles from './styles.module.css'

/** The error and its causes, outermost first (`error.cause` chains). */
export function errorChain(error: unknown): string[] {
  const chain: string[] = []
  let current: unknown = error
  while (current && chain.length < 10) {
    chain.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined
  }
  return chain
}

export function CrashScreen({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  return (
    <main className={styles.crash} role="alert">
      <h1>{t('theme.error.title')}</h1>
      <button type="button" className="button-primary" onClick={tryAgain}>
        {t('theme.error.tryAgain')}
      </button>
      <ol className={styles.chain}>
        {errorChain(error).map((message, index) => (
          <li key={index}>
            <code>{message}</code>
          </li>
        ))}
      </ol>
    </main>
  )
}

interface State {
  error: unknown
}

/** docs/requirements.md §2/§8: a rendering error shows the crash screen; 'Try again' clears the error. */
export class ErrorBoundary extends React.Component<React.PropsWithChildren, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(): void {
    document.title = t('theme.error.pageTitle')
  }

  override render() {
    if (this.state.error) return <CrashScreen error={this.state.error} tryAgain={() => this.setState({ error: null })} />
    return this.props.children
  }
}
