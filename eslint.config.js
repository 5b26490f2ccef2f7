// Flat config shared by every package: typescript-eslint, jsx-a11y as errors, hooks rules,
// and import cycle detection so that data keeps flowing one way (tokens <- design-system <- storefront).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.tools/**',
      '**/dist/**',
      '**/build/**',
      '**/.builds/**',
      '**/test-results*/**',
      '**/playwright-report/**',
      '**/storybook-static/**',
      '**/.react-router/**',
      'backend/data/**',
      'backend/extensions/*/dist/**',
      'stories/visual/__*__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'tokens/tsconfig.json',
            'design-system/tsconfig.json',
            'storefront/tsconfig.json',
          ],
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: Object.fromEntries(
      Object.entries(jsxA11y.flatConfigs.strict.rules).map(([name, value]) => [
        name,
        Array.isArray(value) ? ['error', ...value.slice(1)] : value === 'off' ? 'off' : 'error',
      ]),
    ),
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@city/storefront', '@city/storefront/*', 'react-router', 'zustand'] },
      ],
    },
  },
  {
    // The storefront's API clients stand alone: no domain rules, guards or session in them.
    files: ['storefront/app/lib/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/domain/*', '**/guards/*', '**/guards', '**/session.server'] },
      ],
    },
  },
  {
    files: ['tokens/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@city/*', 'react'] }],
    },
  },
);
