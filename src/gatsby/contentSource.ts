/** content/ as gatsby-source-filesystem names it: the File nodes the site's transformer reads. */
export const CONTENT_SOURCE = 'content'

/**
 * gatsby-source-filesystem's options for the site's content/ under `root`.
 *
 * Under `gatsby develop` a File node's digest is the file's modification time and inode (the plugin's `fastHash`),
 * not an MD5 of its text. The plugin makes the node as soon as its watcher reports a change, and a save truncates
 * the file before writing it: the MD5 can be of the empty file, and the write's own report is dropped (chokidar
 * keeps one report per file in 5 ms) or finds that MD5 again (the plugin caches it by modification time). Two
 * saves seen that way get the same digest, and Gatsby takes the second for no change: the page keeps the first.
 * A digest read from the file's metadata claims nothing about its text; the text is read when the node is
 * processed, after develop's batch wait (src/gatsby/developBatch.ts), and any later write changes the time.
 *
 * `gatsby build` reads files that do not change while it runs: there the MD5 lets an unchanged file find its
 * nodes and results of the last build, whatever a checkout did to its time.
 */
export function contentSourceOptions(root: string, develop: boolean) {
  return { name: CONTENT_SOURCE, path: `${root}/content`, ignore: ['**/.*', '**/*.md'], fastHash: develop }
}
