import { t } from '../i18n/ru'

/** How long the button says it copied. */
const COPIED_MS = 2000

async function writeClipboard(text: string): Promise<void> {
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

/**
 * Adds a copy button to every highlighted code block. The blocks are static HTML from the build
 * (gatsby-remark-prismjs) that React does not manage, so the button is added after each route update.
 */
export function addCopyButtons(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('.gatsby-highlight:not([data-copy])').forEach((block) => {
    block.setAttribute('data-copy', '')
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'code-copy button-quiet'
    button.textContent = t('theme.code.copy')
    button.setAttribute('aria-label', t('theme.code.copyLabel'))
    button.addEventListener('click', () => {
      const code = block.querySelector('code')?.textContent ?? ''
      writeClipboard(code).then(
        () => {
          button.textContent = t('theme.code.copied')
          button.setAttribute('data-copied', '')
          window.setTimeout(() => {
            button.textContent = t('theme.code.copy')
            button.removeAttribute('data-copied')
          }, COPIED_MS)
        },
        (error: unknown) => console.warn('Could not copy the code block.', error),
      )
    })
    block.appendChild(button)
  })
}
