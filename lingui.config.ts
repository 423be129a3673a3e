import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog for the product: the messages of ui, screens and app, in PO files (the format
// translators' tools read). English is the source: the spec's wording, written in the code.
// docs/i18n.md: how to add a string or a language, the glossary, the translators' round trip.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  // Storybook's third language: every message accented, to find text that skips the catalog.
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/i18n/locales/{locale}',
      include: [
        '<rootDir>/packages/ui/src',
        '<rootDir>/packages/screens/src',
        '<rootDir>/packages/app/src',
      ],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
