#!/usr/bin/env node
// Writes a ready-to-run nginx configuration for a finished build from the template deploy/nginx.conf.
// The Content-Security-Policy allows exactly the inline scripts of the built pages (by their sha256), requests to
// the servers of the published OpenAPI file (the «Попробовать» console sends there) and the hosts of the
// integrations that the environment turns on, read with the site's own configuration loader, so run it with the
// same GA_MEASUREMENT_ID, YM_COUNTER_ID and FEEDBACK_WIDGET_URL as the build.
//
//   node scripts/build/nginx-conf.mjs [--root public] [--listen 8080] [--state /var/lib/docs-nginx]
//                               [--out nginx.conf] [--max-inline-scripts 16]
//
// --root     the built public/ folder (made absolute)
// --listen   what nginx listens on: a port, or address:port such as 127.0.0.1:8080
// --state    the folder for pid, logs and temporary files; it must exist and be writable by nginx
// --out      the file to write (default: standard output)
// --max-inline-scripts  fail when the pages have more distinct inline scripts than this: every page
//            shares a handful of constant ones, and a per-page script would make the policy grow
//            with the site and change with every edit.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = join(import.meta.dirname, '..', '..')
const TEMPLATE = join(ROOT, 'deploy', 'nginx.conf')

/** `type` values whose inline content the browser runs, so script-src governs it; others are data blocks. */
const EXECUTABLE_TYPE = /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

class GenerationError extends Error {}

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string', default: join(ROOT, 'public') },
      listen: { type: 'string', default: '8080' },
      state: { type: 'string', default: '/var/lib/docs-nginx' },
      out: { type: 'string' },
      'max-inline-scripts': { type: 'string', default: '16' },
    },
  })
  const limit = Number(values['max-inline-scripts'])
  if (!Number.isInteger(limit) || limit < 0) throw new GenerationError('--max-inline-scripts takes a whole number')
  if (!/^(?:[\w.:[\]-]+:)?\d{1,5}$/.test(values.listen)) throw new GenerationError(`--listen: "${values.listen}" is not a port or address:port`)
  const root = resolve(values.root)
  if (!existsSync(join(root, 'index.html'))) throw new GenerationError(`no build in ${root}: run npm run build first`)
  return { root, listen: values.listen, state: resolve(values.state), out: values.out, limit }
}

const require = createRequire(join(ROOT, 'package.json'))
let tsRegistered = false

/** A module of the site, through ts-node, as the build reads it. */
function siteModule(path) {
  if (!tsRegistered) {
    require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
    tsRegistered = true
  }
  return require(join(ROOT, path))
}

/** The site's configuration and integration hosts, through the same TypeScript modules the build uses. */
function loadIntegrations() {
  const { loadSiteConfig, ConfigError } = siteModule('src/config/index.ts')
  const { integrationPolicies } = siteModule('src/head/integrationSources.ts')
  try {
    return integrationPolicies(loadSiteConfig(process.env))
  } catch (error) {
    if (error instanceof ConfigError) throw new GenerationError(error.message)
    throw error
  }
}

/**
 * connect-src sources for the servers of the OpenAPI file the build published (none when the site has no API):
 * each absolute server URL as a path prefix, so the console reaches its API and nothing else beyond the site.
 */
function apiServerSources(root) {
  const { OPENAPI_ROUTE } = siteModule('src/config/routes.ts')
  const file = join(root, OPENAPI_ROUTE)
  if (!existsSync(file)) return []
  let document
  try {
    document = require('yaml').parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new GenerationError(`${relative(root, file)}: not YAML (${error.message})`)
  }
  const sources = []
  for (const [index, server] of (document?.servers ?? []).entries()) {
    const where = `${relative(root, file)}: servers[${index}].url`
    const url = String(server?.url ?? '')
    if (url.includes('{')) throw new GenerationError(`${where} "${url}" has variables; the policy needs the servers' real addresses`)
    // A relative server is the site itself, which 'self' already allows.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) continue
    let parsed
    try {
      parsed = new URL(url)
    } catch {
      throw new GenerationError(`${where} "${url}" is not a URL`)
    }
    if (!/^https?:$/.test(parsed.protocol)) throw new GenerationError(`${where} "${url}" is neither http nor https`)
    if (parsed.search || parsed.hash) throw new GenerationError(`${where} "${url}" has a query or fragment`)
    // A source ending in / allows every path under it; ; and , would end the directive or the policy.
    const source = `${parsed.origin}${parsed.pathname.replace(/\/?$/, '/')}`
    if (/[;,\s]/.test(source)) throw new GenerationError(`${where} "${url}" cannot be written in a policy`)
    sources.push(source)
  }
  return [...new Set(sources)]
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
}

function attributes(source) {
  const out = {}
  for (const match of source.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return out
}

/** The scripts of one page: inline ones (text as the browser hashes it) and the addresses of external ones. */
function pageScripts(html) {
  const inline = []
  const external = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1])
    if (attrs.src !== undefined) external.push(attrs.src)
    else if (EXECUTABLE_TYPE.test((attrs.type ?? '').trim())) inline.push(match[2].replace(/\r\n?/g, '\n'))
  }
  return { inline, external }
}

const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * Over all pages: inline script hashes (hash -> pages and a sample), external script addresses, and
 * which of `markers` any script contains.
 */
function collectScripts(root, markers) {
  const hashes = new Map()
  const external = new Set()
  const found = new Set()
  const files = htmlFiles(root)
  for (const file of files) {
    const scripts = pageScripts(readFileSync(file, 'utf8'))
    for (const src of scripts.external) external.add(src)
    for (const text of scripts.inline) {
      const hash = cspHash(text)
      const seen = hashes.get(hash) ?? { pages: 0, file: relative(root, file), sample: text.slice(0, 80) }
      seen.pages += 1
      hashes.set(hash, seen)
    }
    for (const marker of markers) {
      if ([...scripts.inline, ...scripts.external].some((text) => text.includes(marker))) found.add(marker)
    }
  }
  return { pages: files.length, hashes, external, found }
}

function checkInlineLimit(hashes, limit) {
  if (hashes.size <= limit) return
  const rare = [...hashes.values()].sort((a, b) => a.pages - b.pages).slice(0, 3)
  throw new GenerationError(
    [
      `${hashes.size} distinct inline scripts in the built pages, more than --max-inline-scripts ${limit}.`,
      'A script whose text differs from page to page makes the Content-Security-Policy grow with the site;',
      'move it into a file (or into page data) so every page shares the same few inline scripts. Rarest ones:',
      ...rare.map((h) => `  ${h.file} (${h.pages} page${h.pages === 1 ? '' : 's'}): ${JSON.stringify(h.sample)}…`),
    ].join('\n'),
  )
}

/**
 * The built pages must agree with the environment: a build made with an integration needs its hosts in
 * the policy, and those of an integration that is off stay out of it.
 */
function checkIntegrations(policies, found) {
  const problems = []
  for (const policy of policies) {
    const built = found.has(policy.marker)
    if (built && !policy.enabled) problems.push(`the pages load ${policy.marker} but ${policy.env} is not set here`)
    if (!built && policy.enabled) problems.push(`${policy.env} is set here but the pages were built without it`)
  }
  if (problems.length > 0) {
    throw new GenerationError(`${problems.join('\n')}\nGenerate the configuration with the environment the site was built with.`)
  }
}

function contentSecurityPolicy(hashes, policies, apiServers) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    // Gatsby inlines the global CSS into every page as a <style> element, and its focus wrapper, its
    // route announcer and React style props render style attributes: both need 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // The API console's requests go to the servers of the OpenAPI file.
    'connect-src': ["'self'", ...apiServers],
    // The search worker is a same-origin bundle (new Worker(new URL('./worker.ts', import.meta.url))).
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  for (const policy of policies) {
    if (!policy.enabled) continue
    for (const [directive, sources] of Object.entries(policy.sources)) {
      directives[directive] = [...new Set([...(directives[directive] ?? directives['default-src']), ...sources])]
    }
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
}

function checkExternalScripts(external, policies) {
  const allowed = new Set(policies.filter((p) => p.enabled).flatMap((p) => p.sources['script-src'] ?? []))
  const foreign = [...external].filter((src) => /^(?:https?:)?\/\//i.test(src) && !allowed.has(new URL(src, 'https://x').origin))
  if (foreign.length > 0) throw new GenerationError(`scripts from hosts the policy does not allow: ${foreign.join(', ')}`)
}

/** nginx reads at most 4 KB per quoted value; a longer policy is put together from several. */
const NGINX_VALUE_MAX = 4000

/** The CSP slots: the policy itself, or variables holding its parts (a map with one default each). */
function policySlots(csp) {
  if (csp.length <= NGINX_VALUE_MAX) return { CSP: csp, CSP_PARTS: '' }
  const parts = []
  for (const source of csp.split(' ')) {
    const last = parts.length - 1
    if (last >= 0 && parts[last].length + 1 + source.length <= NGINX_VALUE_MAX) parts[last] += ` ${source}`
    else parts.push(last >= 0 ? ` ${source}` : source)
  }
  return {
    CSP: parts.map((_, i) => `$csp_part${i + 1}`).join(''),
    CSP_PARTS: [
      '  # The Content-Security-Policy, too long for one nginx value, in parts.',
      ...parts.map((part, i) => `  map "" $csp_part${i + 1} { default "${part}"; }`),
      '',
    ].join('\n'),
  }
}

function render(template, slots) {
  const text = template.replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in slots)) throw new GenerationError(`deploy/nginx.conf: unknown slot ${whole}`)
    return slots[name]
  })
  return text
}

function main() {
  const options = readOptions(process.argv.slice(2))
  const policies = loadIntegrations()
  const scripts = collectScripts(
    options.root,
    policies.map((p) => p.marker),
  )
  console.error(`nginx-conf: ${scripts.pages} pages, ${scripts.hashes.size} distinct inline scripts (limit ${options.limit})`)
  checkInlineLimit(scripts.hashes, options.limit)
  checkIntegrations(policies, scripts.found)
  checkExternalScripts(scripts.external, policies)
  const apiServers = apiServerSources(options.root)
  const csp = contentSecurityPolicy([...scripts.hashes.keys()], policies, apiServers)
  const slots = { ROOT: options.root, LISTEN: options.listen, STATE: options.state, ...policySlots(csp) }
  const config = render(readFileSync(TEMPLATE, 'utf8'), slots)
  const enabled = policies.filter((p) => p.enabled).map((p) => p.env)
  console.error(
    `nginx-conf: integrations ${enabled.length ? enabled.join(', ') : 'none'}; API servers ${apiServers.join(' ') || 'none'}; policy ${csp.length} characters`,
  )
  if (options.out) writeFileSync(options.out, config)
  else process.stdout.write(config)
}

try {
  main()
} catch (error) {
  if (!(error instanceof GenerationError) && !String(error.code).startsWith('ERR_PARSE_ARGS')) throw error
  console.error(`nginx-conf: ${error.message}`)
  process.exit(1)
}
