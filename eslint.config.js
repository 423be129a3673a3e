import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// The dependency rule of docs/architecture.md: app -> screens -> {ui, api}; mocks -> api;
// ui imports nothing of ours. Enforced on relative paths and on package names.
const layers = {
  ui: ['@wallet/api', '@wallet/screens', '@wallet/app', '@wallet/mocks'],
  api: ['@wallet/ui', '@wallet/screens', '@wallet/app', '@wallet/mocks'],
  screens: ['@wallet/app'],
  mocks: ['@wallet/ui', '@wallet/screens', '@wallet/app'],
};
const boundary = (from, forbidden) => ({
  files: [from === 'mocks' ? 'mocks/src/**' : `packages/${from}/src/**`],
  ignores: ['**/*.stories.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          group: [name, `${name}/*`],
          message: `${from} must not import ${name} (see docs/architecture.md).`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      'storybook-static/**',
      'reports/**',
      'test-results/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/ui',
              from: ['./packages/api', './packages/screens', './packages/app', './mocks'],
            },
            {
              target: './packages/api',
              from: ['./packages/ui', './packages/screens', './packages/app', './mocks'],
            },
            { target: './packages/screens', from: ['./packages/app'] },
            { target: './mocks', from: ['./packages/ui', './packages/screens', './packages/app'] },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A scrollable region must be focusable so keyboard users can scroll it (axe agrees).
      // Components' autoFocus (react-aria's, in dialogs) is deliberate; raw DOM autofocus is flagged.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  ...Object.entries(layers).map(([from, forbidden]) => boundary(from, forbidden)),
  {
    files: ['scripts/**', '*.config.{js,ts}', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
