import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { SignedInApp } from '../testing/SignedInApp';
import { desktopOnly } from '@wallet/screens/testing';

// Idle timing shortened so a story can wait it out: warning after 0.5 s idle, logout at 1.5 s.
const SHORT = { idleMs: 1500, warnBeforeMs: 1000, checkEveryMs: 100 };

const meta = {
  title: 'App/Session',
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard' },
    signedInAs: PERSONAS.cardholder,
  },
  render: () => <SignedInApp />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Is this access token still accepted by the backend? */
async function accepted(accessToken: string | null) {
  const response = await fetch('/api/v1/profile', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.ok;
}

/** Left idle: the warning, then the logout call, storage cleared and back at /login. */
export const TimedOut: Story = {
  parameters: { spec: ['session.timed-out'] },
  render: () => <SignedInApp timing={SHORT} />,
  play: async ({ canvasElement }) => {
    const token = sessionStore.get('accessToken');
    await expect(
      await page(canvasElement).findByRole('alertdialog', { name: 'Session Expiring' }),
    ).toBeInTheDocument();
    const navigated = await page(canvasElement).findByTestId('navigated', {}, { timeout: 4000 });
    await expect(navigated).toHaveTextContent('/login');
    await expect(sessionStore.hasAccessToken()).toBe(false);
    await expect(sessionStorage.getItem('user_email')).toBeNull();
    await expect(await accepted(token)).toBe(false); // the logout call ended it on the server
  },
};

/** The access token has expired: one refresh, the call retried, the page carries on. */
export const Refresh: Story = {
  parameters: { spec: ['session.refresh'] },
  beforeEach: () => sessionStore.set('accessToken', 'expired-access-token'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome, Chloe Card')).toBeVisible();
    const renewed = sessionStore.get('accessToken');
    await expect(renewed).not.toBe('expired-access-token');
    await expect(await accepted(renewed)).toBe(true);
  },
};

/** The refresh token is refused too: the session ends and the user is back at /login. */
export const RefreshFails: Story = {
  parameters: { spec: ['session.refresh'] },
  beforeEach: () => {
    sessionStore.set('accessToken', 'expired-access-token');
    sessionStore.set('refreshToken', 'revoked-refresh-token');
  },
  play: async ({ canvasElement }) => {
    // A refused refresh first asks the session's other tabs for their tokens (up to 1 s).
    const navigated = await page(canvasElement).findByTestId('navigated', {}, { timeout: 5000 });
    await expect(navigated).toHaveTextContent('/login');
    await expect(sessionStore.hasAccessToken()).toBe(false);
  },
};

/** Logout in the top bar: the server session, tokens, storage and cache go; back at /login. */
export const Logout: Story = {
  parameters: {
    ...desktopOnly(
      'Logout is pressed in the desktop top bar (the layout stories show the phone sheet).',
    ),
    spec: ['session.logout'],
  },
  play: async ({ canvas, canvasElement }) => {
    const token = sessionStore.get('accessToken');
    await canvas.findByText('Welcome, Chloe Card');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await page(canvasElement).findByTestId('navigated')).toHaveTextContent('/login');
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    await expect(await accepted(token)).toBe(false);
  },
};
