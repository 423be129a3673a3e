import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configureApi, sessionStore } from '@wallet/api';
import { createHandlers, DemoBackend, type ScenarioName } from '@wallet/mocks';
import { activateLocale, addCatalog, ensureLocale, LocaleProvider, toastQueue } from '@wallet/ui';
import { configure } from 'storybook/test';
import '@wallet/ui/styles.css';
import './docs.css';
import { ThemedDocsContainer } from './docs/DocsContainer';
import { usageOf } from './docs/usage';
import { defaultModes, type Mode, THEME_KEY } from './modes';
import { stubMotionPreference } from './motion';
import { freezeTime, isSnapshotRun } from './snapshotClock';
import { checkFinalScreen, type SpecExpectation } from './specExpect';
import { withApp } from './withApp';

// English from the start: a story file may read a message as it loads (its parameters), before
// the toolbar's language is activated for its first story.
ensureLocale();

// The pseudo-locale: every message accented, to find text that does not go through the catalog.
addCatalog('pseudo', () => import('@wallet/ui/locales/pseudo.po'));

// findBy/waitFor in play functions wait on a condition; their 1 s default gives up on a loaded
// 2-core machine (a lazy chunk or a mocked answer can take longer there), so wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

declare module 'storybook/internal/types' {
  interface Parameters {
    /** STATES.md ids this story shows, on screen once its play function ends. */
    spec?: string[];
    /** What the final screen of a story with `spec` shows (checked after play, specExpect.ts). */
    specExpect?: SpecExpectation | SpecExpectation[];
    /** Its state is held by a pointer resting on it (a tooltip, a paused toast): the visual
     * check then leaves the pointer where the play function put it (test-runner.ts). */
    pointerRests?: boolean;
    /** Why a screens or app story's capture is nearly blank on purpose (scripts/visual.mjs). */
    nearBlankReason?: string;
    /** Why a spec story is not captured when no other captured story shows its states. */
    uncapturedReason?: string;
    /** The demo backend's seed for this story. @default 'demo' */
    scenario?: ScenarioName;
    /** Start the story signed in as this persona's e-mail. */
    signedInAs?: string;
    /** Why a screens or app story takes fewer than the four page modes (.storybook/modes.ts). */
    modesReason?: string;
    /** The motion preference the story's script sees, whatever the browser's (motion.ts). */
    motion?: 'full' | 'reduce';
  }
}

// Every story is an accessibility test: axe violations of WCAG 2.0, 2.1 and 2.2 A/AA fail it.
// target-size (WCAG 2.2, 24 px) is off in axe by default, so it is switched on here.
const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Docs pages (MDX and autodocs) render no story, so the theme decorator never reaches them:
    // their container follows the Theme toolbar itself.
    docs: { container: ThemedDocsContainer },
    // The sidebar in the order people work: what is where, the spec's states, the foundations, the
    // components, the screens, the app; the visual fixtures last. Stories tagged test-only sit with
    // their component, hidden until the tag filter shows them.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Spec coverage',
          'Foundations',
          'Design tokens',
          'UI',
          'Screens',
          'App',
          'Visual',
        ],
      },
    },
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
    // Snapshots (Chromatic's and the local visual check's) with motion reduced: transitions are
    // instant and the carousel holds still; an animation that still runs is captured at its end.
    // diffThreshold as the local check's colour threshold (scripts/visual.mjs THRESHOLD), so the
    // cloud and this machine judge a change alike.
    chromatic: { prefersReducedMotion: 'reduce', pauseAnimationAtEnd: true, diffThreshold: 0.03 },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
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
    // Every story in each language of the app, and in the pseudo-locale (docs/i18n.md).
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'pseudo', title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // STORYBOOK_LOCALE=es runs `pnpm test:stories` in Spanish (docs/i18n.md "Stories in Spanish").
  initialGlobals: { theme: 'system', locale: import.meta.env.STORYBOOK_LOCALE || 'en' },
  // Stories without modes of their own take their title's default (ui: light and dark; pages:
  // light and dark at 375 and 1280 px). Parameters have no per-title default, so this enhancer,
  // which sees each story's title as it is prepared, sets it on the story's own parameters.
  argTypesEnhancers: [
    ({ title, tags, parameters, argTypes }) => {
      const chromatic = parameters.chromatic as { modes?: Record<string, Mode> } | undefined;
      if (!chromatic?.modes) parameters.chromatic = { ...chromatic, modes: defaultModes(title) };
      // A story tagged `test-only` closes, cancels or navigates: a behaviour test, never a snapshot.
      if (tags.includes('test-only')) {
        parameters.chromatic = { ...(parameters.chromatic as object), disableSnapshot: true };
      }
      // A ui component's docs page says when to use it and when not (docs/usage.ts).
      const docs = parameters.docs as { description?: { component?: string } } | undefined;
      const usage = usageOf(title);
      if (usage && !docs?.description?.component) {
        parameters.docs = { ...docs, description: { ...docs?.description, component: usage } };
      }
      return argTypes;
    },
  ],
  // Every story gets its own demo backend (the same one the app's demo mode runs), seeded from
  // parameters.scenario; a story overrides single calls with msw.use() in its own beforeEach.
  async beforeEach({ parameters, globals, msw }) {
    const locale = (globals.locale as string | undefined) ?? 'en';
    await activateLocale(locale);
    // Before the backend is made, so the dates it stamps are the fixed clock's too.
    const unfreeze = isSnapshotRun() ? freezeTime() : undefined;
    // A story's waiting state (a call that never answers) stays for as long as one looks at it,
    // not the app's 30 s before a read fails.
    configureApi({
      host: '',
      locale: locale === 'es' ? 'es' : 'en',
      readTimeoutMs: 24 * 60 * 60 * 1000,
    });
    sessionStorage.clear();
    // The toast queue is the app's one, module-wide: a toast of the story before is not this one's.
    toastQueue.clear();
    const backend = new DemoBackend(undefined, parameters.scenario ?? 'demo');
    msw.use(...createHandlers(backend));
    if (parameters.signedInAs) {
      // The persona speaks the story's language: the signed-in frame switches the page to the
      // profile's once it has read it (docs/i18n.md), and the fixtures' profiles are English.
      const persona = backend.db.users[parameters.signedInAs];
      if (persona && locale !== 'en') persona.preferred_locale = locale;
      const tokens = backend.openSession(parameters.signedInAs);
      sessionStore.setTokens(tokens.access_token, tokens.refresh_token);
      sessionStore.set('userEmail', parameters.signedInAs);
    }
    const restoreMotion = parameters.motion ? stubMotionPreference(parameters.motion) : undefined;
    return () => {
      unfreeze?.();
      restoreMotion?.();
    };
  },
  // A spec story is a fixture: once its play function is over, the states it names are on screen.
  afterEach: (context) => checkFinalScreen(context),
  decorators: [
    withApp,
    (Story, { globals }) => {
      const theme = globals.theme as string;
      const chosen = theme === 'light' || theme === 'dark' ? theme : undefined;
      // The app's own stored choice (packages/app/src/shell/theme.ts) follows the toolbar, before
      // the story renders, so the top bar's Theme switch shows the theme that is applied.
      if (chosen) localStorage.setItem(THEME_KEY, chosen);
      else localStorage.removeItem(THEME_KEY);
      useEffect(() => {
        const root = document.documentElement;
        if (chosen) root.dataset.theme = chosen;
        else delete root.dataset.theme;
      }, [chosen]);
      // Mounted afresh on a toolbar change: the switch reads the stored choice once, as it mounts.
      return <Story key={theme} />;
    },
    (Story) => (
      <LocaleProvider>
        <Story />
      </LocaleProvider>
    ),
  ],
};

export default preview;
