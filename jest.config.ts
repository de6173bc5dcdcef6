import { availableParallelism } from 'node:os'
import type { Config } from 'jest'

/**
 * Four projects in three layers. `npm run test:unit` selects node and dom: code and components with inputs of their
 * own, answering in well under a minute, the layer to run on every save. `npm run test:content` selects content: the
 * checks over the whole site's content as the build reads it (tests/site), no Gatsby build. `npm run test:build`
 * selects build: real `gatsby build`s of fixture sites and of the site, checked by outside tools (tests/build).
 */
const shared = {
  transform: { '^.+\\.[jt]sx?$': ['<rootDir>/tests/jest-preprocess.js', {}] as [string, object] },
  moduleNameMapper: {
    '.+\\.module\\.css$': '<rootDir>/tests/__mocks__/cssModule.js',
    '.+\\.css$': '<rootDir>/tests/__mocks__/style.js',
    '.+\\.woff2$': '<rootDir>/tests/__mocks__/file.js',
    '^gatsby$': '<rootDir>/tests/__mocks__/gatsby.tsx',
  },
  // Gatsby's browser packages ship modules Jest must compile; its own dist/ is CommonJS, run by Node as it is, and
  // compiling it (the state machines, the utilities the adaptations check) took longer than the tests themselves.
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)', 'node_modules/gatsby/dist/'],
  setupFiles: ['<rootDir>/tests/setup-globals.ts'],
}

/**
 * The search index as the build cuts it, searched with every prefix of every query against the uncut index: tens of
 * thousands of searches, minutes of CPU, so it runs with the build layer rather than on every save.
 */
const HEADS_AND_TAILS = '/tests/search/headsAndTails.test.ts'
/** A copy of the site with 120 generated pages, loaded as the build loads it: a build's worth of work. */
const SYNTHETIC_DOCS = '/tests/bench/synthetic-docs.test.ts'
/**
 * The checks of the site's own content: its facts, spelling, the search's relevance over its pages and the API
 * reference's records. They read the whole site (tests/site/testSite.ts) and answer for what writers change.
 */
const CONTENT = ['/tests/content/', '/tests/search/relevance.test.ts', '/tests/search/apiReference.test.ts']

const config: Config = {
  // Unit tests are CPU-bound and the main process idles while they run, so one worker per core. A build test
  // starts a `gatsby build` that uses every core itself: test:build runs them one at a time (--runInBand).
  maxWorkers: availableParallelism(),
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/tests/**/*.test.ts', '<rootDir>/plugins/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '/src/state/',
        '/src/head/',
        '/src/browser/',
        '<rootDir>/tests/build/',
        HEADS_AND_TAILS,
        SYNTHETIC_DOCS,
        ...CONTENT,
      ],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/{state,head,browser}/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
    },
    {
      ...shared,
      displayName: 'content',
      testEnvironment: 'node',
      testMatch: CONTENT.map((path) => `<rootDir>${path}${path.endsWith('/') ? '**/*.test.ts' : ''}`),
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...shared,
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts', `<rootDir>${HEADS_AND_TAILS}`, `<rootDir>${SYNTHETIC_DOCS}`],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
}

export default config
