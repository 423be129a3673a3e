// @storybook/test-runner's Jest config, pointed at the same Chromium as every other browser test.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const config = getJestConfig();

export default {
  ...config,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...config.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { headless: true, ...chromiumLaunchOptions() },
    },
  },
};
