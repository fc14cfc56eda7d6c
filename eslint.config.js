import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { folioPlugin } from './scripts/lint/boundaries.js'

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
    // Config files and the test setup are loaded by their tools, which expect default exports.
    files: ['*.config.{ts,js}', 'tests/setup/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
