// @storybook/test-runner's Jest config (the visual check, scripts/test-visual.mjs), pointed at the
// same Chromium as every other browser test. Captures must not depend on the machine: UTC, one
// locale, reduced motion, a fixed pixel density, and font rendering without hinting or LCD
// (subpixel) anti-aliasing, which differ between hosts.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

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
      launchOptions: {
        headless: true,
        ...launch,
        args: [
          ...launch.args,
          '--font-render-hinting=none',
          '--disable-lcd-text',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
        ],
      },
      contextOptions: {
        timezoneId: 'UTC',
        locale: 'en-US',
        reducedMotion: 'reduce',
        colorScheme: 'light',
        // Half the pixels of a CSS pixel: captures a third of the size, and a 2 px move or a
        // colour change still shows (scripts/visual.test.ts).
        deviceScaleFactor: 0.5,
      },
    },
  },
};
