import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'server/db/migrations',
      'coverage',
      'test-results',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The signed-in app reaches the server only through the data provider (and its hooks); the light
    // pages (public site, account screens) through the light client of src/http.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/dataProvider/**', 'src/authProvider/**', 'src/http/**', 'src/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tanstack/react-query', message: 'Use the hooks of src/dataProvider/hooks.ts.' }],
          patterns: [
            {
              group: ['**/authProvider/httpClient'],
              importNames: ['httpClient', 'withAuth', 'renewSessionAfter401'],
              message: 'Call the server through the data provider.',
            },
          ],
        },
      ],
    },
  },
);
