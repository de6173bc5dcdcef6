import { installLinks } from '../MDXComponents/client'
import { installTabs } from '../Tabs/client'
import { installCodeBlocks } from '../CodeBlock/client'
import './body.css'
import '../Admonition/styles.module.css'
import '../ApiReference/styles.module.css'

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
}
