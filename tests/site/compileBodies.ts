import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { ProcessedBody } from '../../src/node/body'
import { ROOT } from './paths'

export type Compiled = ProcessedBody | { error: string }

/** Each MDX body compiled and rendered as the build does it (tests/site/compile.ts), in one Node process. */
export function compileBodies(cases: Array<{ name: string; body: string }>): Compiled[] {
  const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, 'compile.ts')], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node' }) },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`tests/site/compile.ts failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as Compiled[]
}
