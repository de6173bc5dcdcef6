import { createRequire } from 'node:module'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { PageApiData } from '../../reference/types'
import type { ClientConfig } from '../../config'
import { cssModuleClassName, cssModuleLocals } from './cssModules'

/** What the Node bundle of the body components offers (src/theme/MDXComponents/server.tsx). */
export interface BodyRenderer {
  renderBody(code: string, api: PageApiData | null): string
  renderCodeBlock(code: string, language: string): string
}

interface EsbuildPlugin {
  name: string
  setup(build: {
    onResolve(options: { filter: RegExp }, callback: (args: { path: string; importer: string }) => object | undefined): void
    onLoad(options: { filter: RegExp }, callback: (args: { path: string }) => object): void
  }): void
}

interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ text: string }> }>
}

const nativeRequire = createRequire(__filename)

/**
 * CSS modules become the class-name maps webpack's css-loader would give (src/node/body/cssModules.ts);
 * plain stylesheets are the browser's business and load as nothing.
 */
function stylesheets(root: string): EsbuildPlugin {
  return {
    name: 'body-stylesheets',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, ({ path }) => {
        const file = relative(root, path)
        const names = Object.fromEntries(cssModuleLocals(readFileSync(path, 'utf8')).map((local) => [local, cssModuleClassName(file, local)]))
        return { contents: `module.exports = ${JSON.stringify(names)}`, loader: 'js' }
      })
      build.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }))
      build.onResolve({ filter: /^gatsby$/ }, ({ importer }) => ({
        errors: [
          {
            text: `${relative(root, importer)}: body components are rendered in Node at build time and cannot import "gatsby"; put browser behaviour in the component's client.ts`,
          },
        ],
      }))
    },
  }
}

/**
 * Bundles the body components for Node (TypeScript, JSX and CSS-module class names resolved) and loads the
 * bundle. React, react-dom and Prism stay outside it, so the body renders with the same React as everything
 * else in the process. Takes a fraction of a second; run once per build.
 */
export async function loadBodyRenderer(root: string, config: ClientConfig): Promise<BodyRenderer> {
  const esbuild = nativeRequire('esbuild') as Esbuild
  const outfile = join(root, '.cache', 'body', 'components.cjs')
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(root, 'src', 'theme', 'MDXComponents', 'server.tsx')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'prismjs', 'prismjs/*'],
    define: { __SITE_CONFIG__: JSON.stringify(config) },
    plugins: [stylesheets(root)],
    logLevel: 'silent',
  })
  // Written under another name and renamed: builds and test workers running at once never read half a file.
  mkdirSync(dirname(outfile), { recursive: true })
  const partial = `${outfile}.${process.pid}`
  writeFileSync(partial, outputFiles[0].text)
  renameSync(partial, outfile)
  const resolved = nativeRequire.resolve(outfile)
  delete nativeRequire.cache[resolved]
  return nativeRequire(resolved) as BodyRenderer
}
