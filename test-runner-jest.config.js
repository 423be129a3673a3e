// @storybook/test-runner's Jest config (the visual check, scripts/test-visual.mjs), pointed at the
// same Chromium as every other browser test, capturing as scripts/visual.mjs says every capture
// is taken.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { CAPTURE_ARGS, CAPTURE_CONTEXT } from './scripts/visual.mjs';

const config = getJestConfig();
const launch = chromiumLaunchOptions();

export default {
  ...config,
  // Four renders (each with its play function) and captures of a long page on a loaded machine.
  testTimeout: 300000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...config.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { headless: true, ...launch, args: [...launch.args, ...CAPTURE_ARGS] },
      contextOptions: CAPTURE_CONTEXT,
    },
  },
};
