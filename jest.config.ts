import type { Config } from 'jest'

/** Two projects: build-time and pure code under node, components under jsdom. Build-output tests: tests/build. */
const shared = {
  transform: { '^.+\\.[jt]sx?$': ['<rootDir>/tests/jest-preprocess.js', {}] as [string, object] },
  moduleNameMapper: {
    '.+\\.module\\.css$': '<rootDir>/tests/__mocks__/cssModule.js',
    '.+\\.css$': '<rootDir>/tests/__mocks__/style.js',
    '.+\\.woff2$': '<rootDir>/tests/__mocks__/file.js',
    '^gatsby$': '<rootDir>/tests/__mocks__/gatsby.tsx',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.cache/', '/public/', '/e2e/'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  setupFiles: ['<rootDir>/tests/setup-globals.ts'],
}

const config: Config = {
  // The site's content, read once for every test that needs it (tests/site/testSite.ts).
  globalSetup: '<rootDir>/tests/site/globalSetup.ts',
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/tests/**/*.test.ts', '<rootDir>/plugins/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/src/state/', '/src/head/', '/src/browser/'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/{state,head,browser}/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
    },
  ],
}

export default config
