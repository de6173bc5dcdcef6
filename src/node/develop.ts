import type { NodePluginArgs } from 'gatsby'
import { ContentError } from './errors'
import { ConfigError } from '../config'

/**
 * `gatsby develop` shows an edited content file at once: the content is read again as the build reads it
 * (every body compiled and rendered once, src/node/body), nodes are created anew and the ones gone are
 * deleted; Gatsby then runs the affected page queries and the open page updates. An invalid file is
 * reported and the last good content stays.
 */
export function watchContent(
  root: string,
  args: Pick<NodePluginArgs, 'reporter' | 'getNode' | 'actions'>,
  reload: () => Promise<Set<string>>,
  initial: Set<string>,
): void {
  // chokidar is Gatsby's own file watcher (gatsby-source-filesystem uses it too); loaded only under develop.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build never needs the watcher, so it is not imported at the top
  const { watch } = require('chokidar') as typeof import('chokidar')
  let current = initial
  let running: Promise<void> = Promise.resolve()
  const refresh = (file: string) => {
    running = running.then(async () => {
      try {
        const next = await reload()
        for (const id of current) {
          const node = next.has(id) ? null : args.getNode(id)
          if (node) args.actions.deleteNode(node)
        }
        current = next
        args.reporter.info(`Content reloaded after a change to ${file}`)
      } catch (error) {
        if (error instanceof ContentError || error instanceof ConfigError) args.reporter.error(error.message)
        else throw error
      }
    })
  }
  watch(`${root}/content`, { ignoreInitial: true, ignored: /(^|[/\\])\../ }).on('all', (_event, file) => refresh(file.slice(root.length + 1)))
}
