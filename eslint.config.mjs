// ESLint flat configuration: `npm run lint` (CI runs it). Formatting is Prettier's (`npm run format`), so no
// stylistic rules here; these catch mistakes: TypeScript's, React hooks' and accessibility's.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import prettier from 'eslint-config-prettier'

export default tseslint.config(
  { ignores: ['public/', '.cache/', 'node_modules/', 'src/theme/styles/generated/', 'e2e/.artifacts/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An unused value is a defect; a name starting with _ says it is unused on purpose (a rest-omitted field).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Every eslint-disable says why (`-- reason`).
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The rules of hooks. The plugin's other recommended rules are written for the React Compiler, which this
      // site does not use; they flag patterns that are correct without it (a stored colour mode read in an effect).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A box that scrolls (a code block, a wide table, a tab panel) takes keyboard focus so it can be scrolled.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.{js,cjs}', 'plugins/**/index.js', 'tests/__mocks__/*.js', 'tests/jest-preprocess.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  prettier,
)
