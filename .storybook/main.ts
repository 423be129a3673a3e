import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The demo's stand-in widgets, and MSW's worker, which answers the stories' calls.
  staticDirs: ['../packages/app/public-demo', './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
