import { installLinks } from '../MDXComponents/client'
import { installTabs, restoreTabs } from '../Tabs/client'
import { installCodeBlocks } from '../CodeBlock/client'
import { installApiReference, restoreExample, revealTarget } from '../ApiReference/client'
import './body.css'
import '../Admonition/styles.module.css'

/**
 * The browser side of every body component, in one list: importing a component's client module (or, for a
 * component without behaviour, its stylesheet) ships its styles with the site's CSS, which Gatsby inlines into
 * every page, so a body is styled whatever page a reader opens first. A component missing here is caught by
 * the build check of src/node/body/styleCheck.ts: its classes would appear in pages without a rule.
 */
export function installBodyBehaviour(): void {
  installLinks()
  installTabs()
  installCodeBlocks()
  installApiReference()
}

/** A body just shown (first load or after navigation): remembered tab choices, and a link's folded target opened. */
export function showBody(root: HTMLElement): void {
  restoreTabs(root)
  restoreExample(root)
  revealTarget()
}
