import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { folioPlugin } from './scripts/lint/boundaries.js'

const root = import.meta.dirname

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Promises (docs/decisions/0118-lint-promises-cycles-bans.md): a promise is awaited, handled, or
    // marked `void` on purpose. Type-aware, which doubles lint's CPU time, so only on what src/ ships.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what a handler returns, so `onClick={save}` with an async `save` drops its
      // rejection unseen; `onClick={() => void save()}` says so. Kept on for JSX attributes too.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Layering (docs/decisions/0042-lint-boundaries.md): core imports neither server nor web, web and
    // server never import each other, features never import each other, only tests import tests/.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { folio: folioPlugin },
    rules: { 'folio/boundaries': 'error' },
  },
  {
    // No import cycles in src/ (decision 118), followed through the tsconfig aliases (@core/, @web/).
    // A cycle closed by a dynamic import() is allowed: a lazily loaded part that imports its loader
    // (lazy-parts.tsx) runs after the loader has finished, so no module sees another half-made.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // What ships from src/ (decision 118): no test library, and the environment only through
    // src/server/config.ts, where every variable is validated and documented.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/server/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'process', importNames: ['env'], message: 'Read the environment in src/server/config.ts.' },
            { name: 'node:process', importNames: ['env'], message: 'Read the environment in src/server/config.ts.' },
          ],
          patterns: [
            {
              group: ['vitest', 'vitest/*', '@vitest/*', '@testing-library/*', '@playwright/test'],
              message: 'Test code lives in *.test.ts(x) or tests/support, not in what src/ ships.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in src/server/config.ts.' },
      ],
    },
  },
  {
    // Config files and the test setup are loaded by their tools, which expect default exports.
    files: ['*.config.{ts,js}', 'tests/setup/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
