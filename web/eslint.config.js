import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import boundaries from './eslint-rules/feature-boundaries.js'

export default defineConfig(
  { ignores: ['build/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/logo.svg'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { texelforge: boundaries },
    rules: {
      'texelforge/feature-boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // noUncheckedIndexedAccess is on, so `arr[i]!` after a bounds-safe loop is the honest spelling.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['vite.config.ts', 'vite-plugins/**/*.ts', 'playwright.config.ts', 'e2e/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { ecmaVersion: 2023, globals: globals.node },
  },
  {
    // Playwright fixtures are written `async ({}, use) => ...` with `void` fixture types.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint-rules/**/*.js', 'eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
  },
  {
    files: ['public/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2019, sourceType: 'script', globals: globals.browser },
  },
)
