import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configureApi, sessionStore } from '@wallet/api';
import { createHandlers, DemoBackend, type ScenarioName } from '@wallet/mocks';
import { configure } from 'storybook/test';
import '@wallet/ui/styles.css';
import { withApp } from './withApp';

// findBy/waitFor in play functions wait on a condition; their 1 s default gives up on a loaded
// 2-core machine (a lazy chunk or a mocked answer can take longer there), so wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

declare module 'storybook/internal/types' {
  interface Parameters {
    /** STATES.md ids this story shows. */
    spec?: string[];
    /** The demo backend's seed for this story. @default 'demo' */
    scenario?: ScenarioName;
    /** Start the story signed in as this persona's e-mail. */
    signedInAs?: string;
  }
}

// Every story is an accessibility test: axe violations of WCAG 2.0, 2.1 and 2.2 A/AA fail it.
// target-size (WCAG 2.2, 24 px) is off in axe by default, so it is switched on here.
const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer briefly keeps a message that points at a pressed button by id;
      // once the page moves on the id is gone and axe flags the leftover. It is not our markup.
      context: { exclude: ['[data-live-announcer]'] },
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
  // Designers compare themes from the toolbar; "system" follows prefers-color-scheme.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  // Every story gets its own demo backend (the same one the app's demo mode runs), seeded from
  // parameters.scenario; a story overrides single calls with msw.use() in its own beforeEach.
  beforeEach({ parameters, msw }) {
    configureApi({ host: '', locale: 'en' });
    sessionStorage.clear();
    const backend = new DemoBackend(undefined, parameters.scenario ?? 'demo');
    msw.use(...createHandlers(backend));
    if (parameters.signedInAs) {
      const tokens = backend.openSession(parameters.signedInAs);
      sessionStore.setTokens(tokens.access_token, tokens.refresh_token);
      sessionStore.set('userEmail', parameters.signedInAs);
    }
  },
  decorators: [
    withApp,
    (Story, { globals }) => {
      const theme = globals.theme as string;
      useEffect(() => {
        const root = document.documentElement;
        if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
        else delete root.dataset.theme;
      }, [theme]);
      return <Story />;
    },
  ],
};

export default preview;
