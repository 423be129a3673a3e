import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };

interface Violation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  page: string;
}

/** Reports every Content-Security-Policy violation of every frame to the test (capture phase). */
function listen() {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>).__cspViolation;
      void report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: `${event.sourceFile}:${event.lineNumber}`,
        page: location.href,
      });
    },
    true,
  );
}

async function watch(context: BrowserContext, violations: Violation[]) {
  await context.exposeBinding('__cspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(listen);
}

/** Console errors (a 404, a 500, a React warning) and uncaught errors of every page. */
function watchConsole(context: BrowserContext, errors: string[]) {
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
}

/**
 * Every journey runs under the build's own headers (vite preview serves dist-demo/_headers), and
 * fails if the Content-Security-Policy blocked anything, in any page or context it opened.
 */
export const test = base.extend<{
  cspViolations: Violation[];
  /**
   * Errors a test provokes on purpose (a 500 it switches on): a text each contains, or a pattern.
   * A describe sets it with test.use({ allowConsoleErrors }); one test can push to it.
   */
  allowConsoleErrors: (string | RegExp)[];
  consoleErrors: string[];
}>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: Violation[] = [];
      await watch(context, violations);
      // Contexts a test opens itself (a second device) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created, violations);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // A fresh list per test, so what one test pushes does not carry over to the next. Playwright
  // reads a fixture's dependencies from its destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  allowConsoleErrors: [async ({}, use) => use([]), { option: true }],
  // A journey fails on any console error or uncaught error, in any context it opened, unless the
  // test allows it: test.use({ allowConsoleErrors: [...] }).
  consoleErrors: [
    // After cspViolations, so the two wrappers of browser.newContext come off in order.
    async ({ context, browser, allowConsoleErrors, cspViolations: _csp }, use) => {
      const errors: string[] = [];
      watchConsole(context, errors);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchConsole(created, errors);
        return created;
      };
      await use(errors);
      browser.newContext = newContext;
      const allowed = (error: string) =>
        allowConsoleErrors.some((allow) =>
          typeof allow === 'string' ? error.includes(allow) : allow.test(error),
        );
      const unexpected = errors.filter((error) => !allowed(error));
      expect(unexpected, 'console errors; allow wanted ones with allowConsoleErrors').toEqual([]);
    },
    { auto: true },
  ],
});
