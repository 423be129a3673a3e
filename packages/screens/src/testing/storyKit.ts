// Helpers for stories' play functions (never imported by screens themselves).
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { inLanguage, type InboxMessage } from '@wallet/mocks';
import {
  amountInputText,
  formatMoney,
  numberSeparators,
  type FormatMoneyOptions,
} from '@wallet/ui';
import { currentReview, markKey } from '../forms/sendOnce';

/**
 * Escape as a keyboard user presses it in an open dialog: once the focus is inside it. A loaded
 * machine moves the focus there late, and a key pressed before goes to the page instead.
 */
export async function pressEscapeIn(dialog: HTMLElement) {
  await waitFor(() =>
    expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
  );
  await userEvent.keyboard('{Escape}');
}

/**
 * Finds a ui Amount by the text it reads as ("12,500.750000 USDC"): a hero styles its parts
 * apart, so a plain text query cannot see it whole. `getByText(amountText('…'))`.
 */
export const amountText = (text: string) => (_: string, element: Element | null) =>
  !!element?.matches('[data-amount]') && element.textContent?.replace(/\s+/g, ' ').trim() === text;

/** Queries over the whole document: dialogs render outside the story's canvas. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo backend's inbox (what it has "e-mailed"), read the way the demo panel reads it. */
export async function demoInbox(): Promise<InboxMessage[]> {
  const response = await fetch(apiUrl('demo/inbox'));
  return ((await response.json()) as { data: InboxMessage[] }).data;
}

/** The last code e-mailed to `email`. */
export async function latestCode(email: string): Promise<string> {
  const message = (await demoInbox()).find((m) => m.to === email && m.code);
  if (!message?.code) throw new Error(`no code in the demo inbox for ${email}`);
  return message.code;
}

/** A call that never answers, to show a screen while it waits. */
export const pending = (method: 'get' | 'post', path: string) =>
  http[method](apiUrl(path), () => delay('infinite'));

/**
 * The server fails the call (500, the spec's error shape): every time, or with `{ once: true }`
 * only the first, so Try again reaches the demo backend.
 */
export const failing = (method: 'get' | 'post', path: string, options?: { once?: boolean }) =>
  http[method](
    apiUrl(path),
    () => HttpResponse.json({ error_message: 'Internal server error' }, { status: 500 }),
    options,
  );

/**
 * Records each POST to `path` into `into` (its JSON body; null without one), then `answer`
 * replies; without `answer` the call passes on to the demo backend. Empty `into` in the story's
 * beforeEach.
 */
export const recording = (
  into: unknown[],
  path: string,
  answer?: () => Promise<Response | void> | Response | void,
) =>
  http.post(apiUrl(path), async ({ request }) => {
    // A clone: the demo backend reads the body after us.
    into.push(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
    return answer?.();
  });

/**
 * Waits until no part of the page shown is still loading (`aria-busy`: a skeleton): what a story
 * captures is its data, not a moment of its loading (the visual check fails such a capture, by
 * the same test).
 */
export const settled = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(
      [...canvasElement.ownerDocument.querySelectorAll('[aria-busy="true"]')].filter((element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      ),
    ).toEqual([]),
  );

/** The story's router went to `path` (the decorator's stand-in page says where). */
export const navigatedTo = async (canvasElement: HTMLElement, path: string) =>
  expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(
    `Navigated to ${path}`,
  );

/** What the page put on the clipboard while `replaceClipboard` was in place. */
export const clipboard: string[] = [];

/**
 * Replaces the Clipboard API for a story (a headless browser has none it may write to) and
 * records what is copied into `clipboard`; returns the clean-up for the story's beforeEach.
 */
export function replaceClipboard(): () => void {
  clipboard.length = 0;
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => Promise.resolve(void clipboard.push(text)) },
  });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  };
}

/**
 * The browser without a network for a story (`navigator.onLine` false, the `offline` event sent);
 * returns the clean-up for the story's beforeEach, which brings the line back.
 */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}

/**
 * Another tab of this browser is sending the review of `flow` this page shows (it holds the
 * review's Web Lock, see forms/sendOnce.ts) until the returned function is called.
 */
export async function anotherTabSending(flow: string): Promise<() => void> {
  const name = markKey(flow, currentReview(flow) ?? '');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((granted) => {
    void navigator.locks.request(name, () => {
      granted();
      return held;
    });
  });
  return release;
}

/** Another tab sent the review of `flow` and got `outcome`: its mark, and the storage event. */
export function sentInAnotherTab(flow: string, outcome?: Record<string, string>) {
  const key = markKey(flow, currentReview(flow) ?? '');
  localStorage.setItem(key, JSON.stringify({ state: 'done', at: Date.now(), outcome }));
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

/**
 * Parameters of a story about a phone's layout (with `globals: { viewport: { value: 'mobile' } }`):
 * captured in light and dark at 375 px only, since its play function asserts what only that width
 * shows (.storybook/modes.ts; Chromatic and the local visual check render each mode at its width).
 */
export const phoneOnly = (modesReason: string) => ({
  chromatic: {
    modes: {
      'light 375': { theme: 'light' as const, viewport: 375 },
      'dark 375': { theme: 'dark' as const, viewport: 375 },
      'es light 375': { theme: 'light' as const, viewport: 375, locale: 'es' as const },
    },
  },
  modesReason,
});

/** Parameters of a story about the desktop layout: light and dark at 1280 px only, and Spanish. */
export const desktopOnly = (modesReason: string) => ({
  chromatic: {
    modes: {
      'light 1280': { theme: 'light' as const, viewport: 1280 },
      'dark 1280': { theme: 'dark' as const, viewport: 1280 },
      'es light 1280': { theme: 'light' as const, viewport: 1280, locale: 'es' as const },
    },
  },
  modesReason,
});

// --- the story's language (docs/i18n.md "Stories in Spanish") ---
// A play function runs in the language of the Language global (the visual check's Spanish mode,
// or STORYBOOK_LOCALE=es pnpm test:stories): what it looks for is written in English, the
// catalog's source, and read through these in the active language.

const ENGLISH_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+/g;

/**
 * An English text as the page shows it in the active language: a whole message of the catalog
 * ("Send", "Insufficient balance") is its translation; otherwise the English numbers in it
 * ("12,500.75 USDC") take the language's separators ("12.500,75 USDC"). English stays as it is.
 * A message with values: `tr('Please enter an amount of at least {amount}', { amount })`,
 * plurals too; a <Trans> message's elements by number: `tr('Remaining balance: <0/>.', { 0: money('10') })`.
 */
export function tr(english: string, values?: Record<string, unknown>): string {
  const id = generateMessageId(english);
  const translated = i18n.locale !== 'en' && i18n.messages[id] !== undefined;
  // English has no catalog: its message compiled here, as the build compiles it into the code.
  const text = translated ? i18n._(id, values) : i18n._({ id, message: compiled(english), values });
  // A <Trans> message's elements: "<0/>" takes the text given for it ("Remaining balance: <0/>."
  // with { 0: money('10') }) or stays; "<0>…</0>" keeps its words.
  const plain = text
    .replace(/<(\d+)\/>/g, (tag, n: string) => String(values?.[n] ?? tag))
    .replace(/<\/?\d+>/g, '');
  return translated ? plain : localizeNumbers(plain);
}

/**
 * A text that is not the catalog's (a CSV's headers, the backend's or a partner's own words), as
 * written for the story's language.
 */
export const byLanguage = <T>(texts: { en: T; es: T }): T =>
  i18n.locale === 'es' ? texts.es : texts.en;

/** An English message compiled (ICU plurals, placeholders); the text itself if it is not ICU. */
const compiled = (english: string) => {
  try {
    // The runtime takes a compiled message where the descriptor's type says string.
    return compileMessage(english) as unknown as string;
  } catch {
    return english;
  }
};

/** `text` with the characters a pattern reads specially escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that starts with an English text, in the active language: `{ name: startingWith('Amount') }`. */
export const startingWith = (english: string, values?: Record<string, unknown>) =>
  new RegExp(`^${escapeRegExp(tr(english, values))}`);

/** A name or text that contains an English text, in the active language. */
export const containing = (english: string, values?: Record<string, unknown>) =>
  new RegExp(escapeRegExp(tr(english, values)));

/**
 * A message in the active language as a whole pattern, each placeholder named in `holes` matching
 * its pattern source there, the others given in `values`:
 * `messagePattern('{matching} of {count} transactions match', { matching: '\\d+', count: '\\d+' })`.
 */
export function messagePattern(
  english: string,
  holes: Record<string, string>,
  values: Record<string, unknown> = {},
): RegExp {
  const names = Object.keys(holes);
  // Each hole a mark no message holds, swapped for its pattern once the rest is escaped.
  const marks = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const source = escapeRegExp(tr(english, { ...values, ...marks })).replace(
    /\uE000(\d+)\uE001/g,
    (_, i: string) => holes[names[Number(i)]!]!,
  );
  return new RegExp(`^${source}$`);
}

/** English numbers in `text` with the active language's separators ("1,234.5" -> "1.234,5"). */
export function localizeNumbers(text: string): string {
  const { group, decimal } = numberSeparators();
  if (group === ',' && decimal === '.') return text;
  return text.replace(ENGLISH_NUMBER, (number) =>
    number.replace(/[,.]/g, (separator) => (separator === ',' ? group : decimal)),
  );
}

/** An amount as Amount shows it in the active language: `money('12500.75', { ticker: 'USDC' })`. */
export const money = (value: string, options?: FormatMoneyOptions) =>
  formatMoney(value, options) ?? value;

/**
 * The demo backend's own words (a transaction's description) in the story's language, as it
 * answers them: data, not the catalog ("Withdraw" is "Retiro", "To Savings" "Para Savings").
 */
export const backendSays = (english: string) => inLanguage(english, i18n.locale);

/** A plain amount ("100.25") as a customer types it in the active language ("100,25"). */
export const typed = (plain: string) => amountInputText(plain);
