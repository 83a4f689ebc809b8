import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesPlugin } from './tools/eslint/module-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Browser code sees the browser's globals only, and server code, scripts and configs Node's only.
    files: ['shell/src/**', 'mfe-*/src/**', 'libs/ui/src/**', 'libs/web/src/**', 'libs/domain-ui/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['services/**', 'deploy/**', 'scripts/**', 'tools/**', 'e2e/**', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Which project may import which (the rules over the Nx tags in each package.json), SDKs only in their adapters, and
    // inside a package, folders by layers without cycles (tools/eslint/folder-layers.mjs), and the plumbing library
    // holding plumbing alone (tools/eslint/plumbing-folders.mjs).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/enforce-module-boundaries': 'error',
      'boundaries/sdk-adapters': 'error',
      'boundaries/folder-layers': 'error',
      'boundaries/plumbing-folders': 'error',
    },
  },
  {
    // Every API path is written once, in the endpoint catalogue (libs/contracts/src/<area>/<area>.endpoints.ts).
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'libs/contracts/src/**/*.endpoints.ts',
      'libs/contracts/src/endpoints/**',
      '**/*.spec.{ts,tsx}',
      '**/*.int-spec.ts',
      '**/testing/**',
      'e2e/**',
      'services/system-tests/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Use the endpoint catalogue of @app/contracts instead of an /api/ path.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Use the endpoint catalogue of @app/contracts instead of an /api/ path.' },
      ],
    },
  },
  {
    // Nest injects constructor parameters by their emitted types: a type-only import would erase them.
    files: ['services/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Settings are parsed once, at start, by the config modules; nothing else reads the environment.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/src/config/**', '**/src/testing/**', 'services/system-tests/**', '**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through the parsed config.' }],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**', 'tools/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
