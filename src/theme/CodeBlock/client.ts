import { tc } from '../../i18n/content'
import { onBodyEvent } from '../MarkdownBody/delegate'
import './styles.module.css'

/** How long the button says it copied. */
const COPIED_MS = 2000

export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  document.execCommand('copy')
  area.remove()
}

/** The copy button of a code block (rendered by src/theme/CodeBlock at build time) copies the block's code. */
export function installCodeBlocks(): void {
  onBodyEvent('click', '[data-code-copy]', (button) => {
    const code = button.closest('[data-code-block]')?.querySelector('code')?.textContent ?? ''
    writeClipboard(code.replace(/\n$/, '')).then(
      () => {
        button.textContent = tc('theme.code.copied')
        button.setAttribute('data-copied', '')
        window.setTimeout(() => {
          button.textContent = tc('theme.code.copy')
          button.removeAttribute('data-copied')
        }, COPIED_MS)
      },
      (error: unknown) => console.warn('Could not copy the code block.', error),
    )
  })
}
