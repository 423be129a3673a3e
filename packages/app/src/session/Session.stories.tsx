import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { desktopOnly, tr } from '@wallet/screens/testing';
import { HomeScreen } from '@wallet/screens';
import { LoginPage, SignedInApp } from '../testing/SignedInApp';

// Idle timing shortened so a story can wait it out: warning after 0.5 s idle, logout at 6 s. The
// warning stays that long because a loaded machine runs the idle check seconds late, and a check
// past the timeout logs out without warning first.
const SHORT = { idleMs: 6000, warnBeforeMs: 5500, checkEveryMs: 100 };

/** The top bar's greeting of `name`, in the story's language. */
const welcome = (name: string) => tr('Welcome, {name}', { name });

// Signed in on Home; a session that ends lands on the login page, as the customer sees it.
const meta = {
  title: 'App/Session',
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard', pattern: '/dashboard/*', pages: { '/login': LoginPage } },
    signedInAs: PERSONAS.cardholder,
  },
  render: () => <SignedInApp page={<HomeScreen />} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** The login page the session ended on (the story's router mounts it at /login). */
const atLogin = async (el: HTMLElement, timeout?: number) =>
  expect(
    await within(el).findByRole('heading', { level: 1, name: tr('Log In') }, { timeout }),
  ).toBeVisible();

const loginPage = { role: 'heading', level: 1, name: 'Log In' } as const;

/** Is this access token still accepted by the backend? */
async function accepted(accessToken: string | null) {
  const response = await fetch('/api/v1/profile', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.ok;
}

/** The access token has expired: one refresh, the call retried, the page carries on. */
export const Refresh: Story = {
  parameters: {
    spec: ['session.refresh'],
    specExpect: [
      {
        // A message with a value: read when the final screen is checked.
        get text() {
          return welcome('Chloe Card');
        },
      },
      { role: 'heading', level: 1, name: 'Home' },
    ],
  },
  beforeEach: () => sessionStore.set('accessToken', 'expired-access-token'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(welcome('Chloe Card'))).toBeVisible();
    const renewed = sessionStore.get('accessToken');
    await expect(renewed).not.toBe('expired-access-token');
    await expect(await accepted(renewed)).toBe(true);
  },
};

/** Left idle: the warning, then the logout call, storage cleared and back at /login. */
export const TimedOut: Story = {
  parameters: { spec: ['session.timed-out'], specExpect: loginPage },
  // The warning's code is in before the clock runs: a loaded machine must not spend its time on
  // screen downloading it.
  beforeEach: async () => {
    await import('@wallet/screens/session');
  },
  // The frame alone: the less a loaded machine renders, the closer the idle checks run on time.
  render: () => <SignedInApp timing={SHORT} />,
  play: async ({ canvasElement }) => {
    const token = sessionStore.get('accessToken');
    await expect(
      await page(canvasElement).findByRole('alertdialog', { name: tr('Session Expiring') }),
    ).toBeInTheDocument();
    // The logout waits out the idle time left (5.5 s here) and the logout call.
    await atLogin(canvasElement, 15_000);
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
    await expect(sessionStore.hasAccessToken()).toBe(false);
    await expect(sessionStorage.getItem('user_email')).toBeNull();
    await expect(await accepted(token)).toBe(false); // the logout call ended it on the server
  },
};

/** The refresh token is refused too: the session ends and the user is back at /login. */
export const RefreshFails: Story = {
  parameters: { spec: ['session.refresh'], specExpect: loginPage },
  beforeEach: () => {
    sessionStore.set('accessToken', 'expired-access-token');
    sessionStore.set('refreshToken', 'revoked-refresh-token');
  },
  play: async ({ canvasElement }) => {
    // A refused refresh first asks the session's other tabs for their tokens (up to 1 s).
    await atLogin(canvasElement);
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
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
    specExpect: loginPage,
  },
  play: async ({ canvas, canvasElement }) => {
    const token = sessionStore.get('accessToken');
    await canvas.findByText(welcome('Chloe Card'));
    await userEvent.click(canvas.getByRole('button', { name: tr('Logout') }));
    await atLogin(canvasElement);
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
    // Nothing of the session is left; the login page keeps its own reCAPTCHA notice flag.
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key !== 'recaptcha_badge')).toEqual([]),
    );
    await expect(await accepted(token)).toBe(false);
  },
};
