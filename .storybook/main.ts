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
  // The MSW worker script is the demo app's; one copy serves both.
  staticDirs: ['../packages/app/public-demo'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
