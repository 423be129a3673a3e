import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- the setup is no package
import { activateLocale } from '../packages/ui/src/i18n/activate';

// Messages in English, as the app starts (tables of cases read them as a file loads), and again
// before each test, unless a test switches (docs/i18n.md).
await activateLocale('en');
beforeEach(() => activateLocale('en'));
afterEach(() => cleanup());
