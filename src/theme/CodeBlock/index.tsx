import React from 'react'
import clsx from 'clsx'
import { tc } from '../../i18n/content'
import { highlightBlock } from './highlight'
import * as styles from './styles.module.css'

interface CodeElementProps {
  className?: string
  children?: React.ReactNode
  'data-title'?: string
  'data-highlight'?: string
}

/** The language of a fenced block from its code element's class (`language-json` -> `json`). */
const languageOf = (className = '') => /(?:^|\s)language-(\S+)/.exec(className)?.[1] ?? ''

/**
 * A fenced code block (MDX's `pre`): highlighted at build time, an optional title, marked lines, and a copy
 * button that src/theme/CodeBlock/client.ts brings to life. The block scrolls sideways inside its frame
 * and can be focused to scroll with the keyboard.
 */
export function CodeBlock({ children }: React.PropsWithChildren) {
  const code = React.isValidElement<CodeElementProps>(children) ? children.props : {}
  const text = typeof code.children === 'string' ? code.children : ''
  const language = languageOf(code.className)
  const title = code['data-title']
  const marked = new Set((code['data-highlight'] ?? '').split(',').filter(Boolean).map(Number))
  const { base, lines } = highlightBlock(text, language)
  return (
    <div className={styles.block} data-code-block="">
      {title ? <div className={styles.title}>{title}</div> : null}
      <div className={styles.frame}>
        <pre className={clsx(styles.pre, language && `language-${language}`)} tabIndex={0}>
          <code className={clsx(language && `language-${language}`, base) || undefined}>
            {lines.map((segments, index) => {
              const line = (
                <>
                  {segments.map((segment, i) =>
                    segment.className ? (
                      <span key={i} className={segment.className}>
                        {segment.text}
                      </span>
                    ) : (
                      segment.text
                    ),
                  )}
                  {'\n'}
                </>
              )
              // Only a marked line is an element of its own: in a `pre` the newlines already make the lines.
              return marked.has(index + 1) ? (
                <span key={index} className={styles.marked}>
                  {line}
                </span>
              ) : (
                <React.Fragment key={index}>{line}</React.Fragment>
              )
            })}
          </code>
        </pre>
        <button type="button" className={clsx(styles.copy, 'button-quiet')} data-code-copy="" aria-label={tc('theme.code.copyLabel')}>
          {tc('theme.code.copy')}
        </button>
      </div>
    </div>
  )
}
