import React, { useState } from 'react'
import { withPrefix } from '../../config/sitePath'
import { tc } from '../../i18n/content'

/** Copies the page as clean Markdown (published at build time next to the page) for AI assistants. */
export function CopyMarkdownButton({ path }: { path: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      const response = await fetch(withPrefix(path))
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      await navigator.clipboard.writeText(await response.text())
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2000)
    } catch (error) {
      console.warn('Could not copy the page as Markdown.', error)
    }
  }
  return (
    <button type="button" className="button-quiet" onClick={copy} aria-live="polite">
      {copied ? tc('theme.docs.copiedMarkdown') : tc('theme.docs.copyMarkdown')}
    </button>
  )
}
