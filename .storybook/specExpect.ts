import type { ByRoleMatcher } from '@testing-library/dom';
import { expect, waitFor, within } from 'storybook/test';
import { tr } from '@wallet/screens/testing';

/**
 * What a spec story's final screen shows: an element by role (and accessible name), or a text.
 * Queried over the whole document (dialogs render outside the canvas) and required visible.
 * Written in English; a text (not a pattern) is read in the story's language (`tr`: a catalog
 * message becomes its translation, an amount takes the language's separators); a function is
 * called as the check runs (a message with values, from the screen's own message object).
 */
export type SpecExpectation =
  | {
      role: ByRoleMatcher;
      name?: Text;
      /** Its accessible description, e.g. the error message a field points to. */
      description?: Text;
      level?: number;
    }
  | { text: Text };

/**
 * English text (read in the story's language by `tr`), a pattern (as it is), or a function read
 * as the check runs, in the story's language: `() => SEND_MESSAGES.belowMin('10', 'USDC')`.
 */
type Text = string | RegExp | (() => string | RegExp);

const describeExpectation = (e: SpecExpectation) =>
  'role' in e
    ? `${String(e.role)}${e.name ? ` "${String(e.name)}"` : ''}${e.description ? ` described "${String(e.description)}"` : ''}`
    : `text "${String(e.text)}"`;

/**
 * A captured story never ends on the story router's "Navigated to" line, and a story that names
 * spec states must end with them on screen (a fixture first, README "Spec
 * stories"): run after its play function, this waits for each expectation of
 * `parameters.specExpect` and fails the story when one is missing or hidden. A story tagged
 * `test-only` may close, cancel or navigate, and names no state.
 */
export async function checkFinalScreen({
  parameters,
  tags,
  title,
  name,
}: {
  parameters: { spec?: string[]; specExpect?: SpecExpectation | SpecExpectation[] };
  tags: string[];
  title: string;
  name: string;
}) {
  const story = `${title} / ${name}`;
  // A captured story that ends on the router's stand-in line shows a designer nothing.
  const captured =
    !tags.includes('test-only') &&
    !(parameters as { chromatic?: { disableSnapshot?: boolean } }).chromatic?.disableSnapshot;
  if (captured && document.querySelector('[data-testid="navigated"]')) {
    throw new Error(
      `${story} is captured but ends on "Navigated to …": show the page it lands on (parameters.route.pages), or tag the story test-only.`,
    );
  }
  const ids = parameters.spec ?? [];
  if (ids.length === 0) return;
  if (tags.includes('test-only')) {
    throw new Error(`${story} is tagged "test-only" but names spec states (${ids.join(', ')}).`);
  }
  const expectations = [parameters.specExpect ?? []].flat();
  if (expectations.length === 0) {
    throw new Error(
      `${story} names ${ids.join(', ')} but declares no parameters.specExpect (what its final screen shows).`,
    );
  }
  const screen = within(document.body);
  const inLanguage = (value: Text | undefined) =>
    typeof value === 'string' ? tr(value) : typeof value === 'function' ? value() : value;
  for (const english of expectations) {
    const expectation: SpecExpectation =
      'role' in english
        ? {
            ...english,
            name: inLanguage(english.name),
            description: inLanguage(english.description),
          }
        : { text: inLanguage(english.text) };
    // Every match, then one of them visible: a message may also sit in a hidden live region.
    const query = () =>
      'role' in expectation
        ? screen.findAllByRole(expectation.role, {
            name: expectation.name,
            description: expectation.description,
            level: expectation.level,
          })
        : screen.findAllByText(expectation.text);
    try {
      await waitFor(async () => {
        const found = await query();
        expect(found.some(isVisible), 'one match visible').toBe(true);
      });
    } catch (error) {
      const why = String((error as Error).message).split('\n')[0];
      throw new Error(
        `${story} names ${ids.join(', ')} but its final screen shows no ${describeExpectation(expectation)} (parameters.specExpect): ${why}`,
      );
    }
  }
}

/** Rendered and not hidden by CSS along its ancestors (what toBeVisible checks). */
function isVisible(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0')
      return false;
    if (node.hidden) return false;
  }
  const box = element.getBoundingClientRect();
  // A visually hidden live region is 1 px and clipped.
  return box.width > 1 && box.height > 1;
}
