import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesConfig, pureRulesConfig } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.data',
      'node_modules',
      'storybook-static',
      'test-results',
      'playwright-report',
      'schemas/generated',
      // Compiler and bundler output of the integrator example (docs/examples/stockBadge/build.ts).
      'docs/examples/*/generated',
      'server/app/org-static/org-cellaris/stock-badge.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // DESIGN.md import rules and the layers of docs/architecture.md.
  boundariesConfig,
  pureRulesConfig,
);
