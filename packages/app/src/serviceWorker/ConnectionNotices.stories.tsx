import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { HomeScreen } from '@wallet/screens';
import { goOffline, settled, tr } from '@wallet/screens/testing';
import { SignedInApp } from '../testing/SignedInApp';
import { ConnectionNotices } from './ConnectionNotices';
import { updateStore } from './updates';

/** The Reload of the offered version (it would start the new service worker and reload). */
const reload = fn();

/** Home under the notices, as the real-API build shows them; `update`: a new version waits. */
function HomeWithNotices({ update }: { update: boolean }) {
  const [updates] = useState(() => {
    const store = updateStore();
    if (update) store.set({ reload });
    return store;
  });
  return (
    <>
      <SignedInApp page={<HomeScreen />} />
      <ConnectionNotices updates={updates} />
    </>
  );
}

/** What the offline notice says can wait (English: read through `tr`). */
const NOTHING_SENT =
  'What you see may be out of date, and nothing can be sent until you are back online.';
/** Try again's answer while the site still does not answer (English). */
const STILL_OFFLINE = 'Still no connection. Check your network and try again.';

const meta = {
  title: 'App/Connection Notices',
  component: HomeWithNotices,
  args: { update: false },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard', pattern: '/dashboard/*' },
    signedInAs: PERSONAS.verified,
  },
} satisfies Meta<typeof HomeWithNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Brings the line back after a story that dropped it (dropLine). */
let lineBack: (() => void) | undefined;
const bringLineBack = () => () => {
  lineBack?.();
  lineBack = undefined;
};
/** The line drops once Home has read what it shows: the page as it was read. */
async function dropLine(canvasElement: HTMLElement) {
  await settled(canvasElement);
  lineBack = goOffline();
}

/** No network: the page as it was read, and the notice with Try again. */
export const Offline: Story = {
  beforeEach: bringLineBack,
  parameters: { specExpect: [{ role: 'region', name: "You're offline" }] },
  play: async ({ canvasElement }) => {
    await dropLine(canvasElement);
    const notice = await page(canvasElement).findByRole('region', { name: tr("You're offline") });
    await expect(within(notice).getByRole('button', { name: tr('Try again') })).toBeVisible();
    await expect(within(notice).getByRole('status')).toHaveTextContent(tr(NOTHING_SENT));
  },
};

/** Try again while the site still does not answer: said, and the notice stays. */
export const StillOffline: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/healthz', () => HttpResponse.error()));
    return bringLineBack();
  },
  parameters: { specExpect: [{ text: STILL_OFFLINE }] },
  play: async ({ canvasElement }) => {
    await dropLine(canvasElement);
    const notice = await page(canvasElement).findByRole('region', { name: tr("You're offline") });
    await userEvent.click(within(notice).getByRole('button', { name: tr('Try again') }));
    await expect(await within(notice).findByText(tr(STILL_OFFLINE))).toBeVisible();
  },
};

/** A new version waits (no flow in progress): offered, with Reload. */
export const UpdateReady: Story = {
  args: { update: true },
  parameters: { specExpect: [{ role: 'region', name: 'A new version is ready' }] },
  play: async ({ canvasElement }) => {
    const offer = await page(canvasElement).findByRole('region', {
      name: tr('A new version is ready'),
    });
    await expect(within(offer).getByRole('button', { name: tr('Reload') })).toBeVisible();
    // The page under it as a customer reads it: Home with its balances and history in.
    await settled(canvasElement);
  },
};

/** Reload starts the new version; nothing else does. */
export const UpdateReloads: Story = {
  args: { update: true },
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    reload.mockClear();
    const offer = await page(canvasElement).findByRole('region', {
      name: tr('A new version is ready'),
    });
    await expect(reload).not.toHaveBeenCalled();
    await userEvent.click(within(offer).getByRole('button', { name: tr('Reload') }));
    await expect(reload).toHaveBeenCalledTimes(1);
  },
};
