import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import {
  PACKAGES,
  packageName,
  productionZones,
  REACT_ARIA,
  restrictedPathZones,
  root,
  STORY_FILES,
} from './scripts/boundaries.mjs';

// The dependency rule of docs/architecture.md: app -> screens -> {ui, api}; mocks -> api;
// ui imports nothing of ours; inside screens, an area imports common, forms, hooks and testing,
// never another area. Enforced on relative paths and on package names; the rules themselves
// live in scripts/boundaries.mjs (the areas are read from the folders), which also writes them
// into docs/architecture.md.
// Screens and app take react-aria's behaviour only through @wallet/ui (REACT_ARIA).
const layers = Object.fromEntries(
  Object.entries(PACKAGES)
    .filter(([, { forbidden, uiBehaviour }]) => forbidden.length > 0 || uiBehaviour)
    .map(([name, { forbidden }]) => [name, forbidden.map(packageName)]),
);
const restrictedImports = (from, forbidden, why = '') => [
  'error',
  {
    patterns: [
      ...forbidden.map((name) => ({
        group: [name, `${name}/*`],
        message: `${from} must not import ${name}${why} (see docs/architecture.md).`,
      })),
      ...(PACKAGES[from].uiBehaviour
        ? [
            {
              group: REACT_ARIA,
              message: `${from} must not import react-aria: use @wallet/ui's components, or add the one missing there (see docs/architecture.md).`,
            },
          ]
        : []),
    ],
  },
];
const boundary = (from, forbidden) => ({
  files: [from === 'mocks' ? 'mocks/src/**' : `packages/${from}/src/**`],
  ignores: ['**/*.stories.tsx'],
  rules: { 'no-restricted-imports': restrictedImports(from, forbidden) },
});
// Stories are spared the package boundaries, not react-aria: they show the screens as they are.
const storyBoundaries = Object.entries(PACKAGES)
  .filter(([, { uiBehaviour }]) => uiBehaviour)
  .map(([from, { dir }]) => ({
    files: [`${dir}/src/**/*.stories.tsx`],
    rules: { 'no-restricted-imports': restrictedImports(from, []) },
  }));
// A package's production code (not its stories, story helpers or tests) may import less still:
// screens code never reaches the demo backend.
const production = Object.entries(PACKAGES)
  .filter(([, { productionForbidden }]) => productionForbidden?.length)
  .map(([from, { dir, forbidden, productionForbidden }]) => ({
    files: [`${dir}/src/**`],
    ignores: STORY_FILES,
    rules: {
      'no-restricted-imports': restrictedImports(
        from,
        [...forbidden, ...productionForbidden].map(packageName),
        ' outside stories and tests',
      ),
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: productionZones() }],
    },
  }));

const html = 'Render text, not HTML: React escapes it (see docs/security.md).';
const blankTarget =
  "[name.name='target'][value.value='_blank'], [name.name='target'][value.expression.value='_blank']";
const injectionSinks = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: html },
  { selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]', message: html },
  { selector: 'Property[key.name=/^(innerHTML|outerHTML)$/]', message: html },
  { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: html },
  {
    selector: `JSXOpeningElement:has(JSXAttribute:matches(${blankTarget})):not(:has(JSXAttribute[name.name='rel'][value.value=/\\bno(opener|referrer)\\b/]))`,
    message: 'A link to a new tab needs rel="noreferrer" (or "noopener").',
  },
];

// Screens and the app link only through @wallet/ui's Link: a raw <a> draws the browser's blue
// (#0000EE) and misses the router, the focus ring and the new-tab rules of docs/security.md.
const rawLink = {
  selector: "JSXOpeningElement[name.name='a']",
  message:
    'Use @wallet/ui\'s Link, not a raw <a> (mailto: and outside addresses too: Link opens web addresses in a new tab with rel="noreferrer" and draws the design system\'s link).',
};

// Every text of ui, screens and app goes through the catalog (docs/i18n.md): the lint rule
// below holds them to it.
const LOCALIZED = ['packages/ui/src/**', 'packages/screens/src/**', 'packages/app/src/**'];

/** What lingui/no-unlocalized-strings treats as text (docs/i18n.md). */
export const UNLOCALIZED_OPTIONS = {
  ignore: [
    // one lower-case word, a path or URL, a CSS value or a key: not text ("Save" is)
    '^[a-z0-9_./:#?=&%@*()-][\\w./:#?=&%@*()-]*$',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|variant|size|tone|kind|type|href|to|id|name|key|role|lang|autoComplete|inputMode|spellCheck|autoCapitalize|enterKeyHint|mode|placement|orientation|selectionMode|data-[\\w-]+|testId|dialog|icon|status|align|as|method|target|rel|pattern|layout)$',
      },
    },
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    'TypeError',
    'sessionStore.*',
    'localStorage.*',
    'navigate',
    'useSearchParams',
    'URLSearchParams',
    'document.*',
    'fetch',
    'new URL',
  ],
};

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
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: restrictedPathZones() }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A scrollable region must be focusable so keyboard users can scroll it (axe agrees).
      // Components' autoFocus (react-aria's, in dialogs) is deliberate; raw DOM autofocus is flagged.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Script injection sinks (docs/security.md): no HTML from strings, no strings run as code,
    // no new tab that can reach back through window.opener. The CSP is the second line.
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...injectionSinks],
    },
  },
  {
    // The same sinks, and no raw <a>, in screens and the app (their stories too).
    files: ['packages/screens/src/**', 'packages/app/src/**'],
    rules: { 'no-restricted-syntax': ['error', ...injectionSinks, rawLink] },
  },
  {
    // Every text a person reads or hears goes through the catalog (docs/i18n.md): a literal
    // in JSX, or in a prop or call that shows it, fails. Names whose values are never shown
    // (variants, routes, keys, CSS) are not text.
    files: LOCALIZED,
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_OPTIONS],
    },
  },
  ...Object.entries(layers).map(([from, forbidden]) => boundary(from, forbidden)),
  ...storyBoundaries,
  ...production,
  {
    files: ['scripts/**', '*.config.{js,ts}', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
