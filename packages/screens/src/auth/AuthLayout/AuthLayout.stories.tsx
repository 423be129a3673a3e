import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { escapeRegExp, tr } from '../../testing/storyKit';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Screens/Auth/Layout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen', route: { path: '/login' } },
  args: { children: <h1>Page</h1> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reCAPTCHA notice, a catalog message with links in it (`tr` reads it with their words). */
const RECAPTCHA_NOTICE =
  'This site is protected by reCAPTCHA and the Google <0>Privacy Policy</0> and <1>Terms of Service</1> apply.';

/**
 * Four slides that move on every 5 seconds, the fourth marked Coming Soon; the legal links. Not
 * snapshotted: it waits for a slide to move, and snapshots hold motion still (Visual/Login's
 * desktop stories picture the promo).
 */
export const Promo: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    spec: ['auth.promo'],
    specExpect: [
      { role: 'region', name: 'What you can do with Wallet' },
      { role: 'navigation', name: 'Legal' },
    ],
    motion: 'full',
  },
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: tr('What you can do with Wallet') });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(4);
    await expect(slides[0]).toHaveAccessibleName(
      tr('{position} of {count}: {name}', { position: 1, count: 4, name: tr('Global banking') }),
    );
    await expect(slides[3]).toHaveTextContent(tr('Coming Soon'));
    await expect(slides[1]).not.toBeVisible();
    await waitFor(() => expect(slides[1]).toBeVisible(), { timeout: 5800 });
    const legal = canvas.getByRole('navigation', { name: tr('Legal') });
    for (const name of ['Privacy Policy', 'Cookie Policy', 'Terms and Conditions'])
      await expect(within(legal).getByRole('link', { name: tr(name) })).toHaveAttribute(
        'target',
        '_blank',
      );
  },
};

/** On the six sign-in routes the reCAPTCHA notice shows (Google's own badge stays hidden). */
export const RecaptchaShown: Story = {
  parameters: {
    spec: ['auth.recaptcha-badge'],
    // The notice's sentence up to "reCAPTCHA" (its links are elements of their own).
    specExpect: {
      text: () =>
        new RegExp(`^${escapeRegExp(tr(RECAPTCHA_NOTICE).split('reCAPTCHA')[0]!)}reCAPTCHA`),
    },
    route: { path: '/signup/confirmation' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('recaptcha-badge')).toHaveTextContent(tr(RECAPTCHA_NOTICE));
    await waitFor(() => expect(sessionStore.get('recaptchaBadge')).toBe('shown'));
  },
};

/** Elsewhere (here the forgotten-password page) there is none. */
export const RecaptchaHidden: Story = {
  parameters: {
    spec: ['auth.recaptcha-badge'],
    // The page and its footer, with no notice between them (the play function checks there is none).
    specExpect: [
      { role: 'heading', name: 'Page', level: 1 },
      { role: 'navigation', name: 'Legal' },
    ],
    route: { path: '/reset-password' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page' })).toBeVisible();
    await expect(canvas.queryByTestId('recaptcha-badge')).not.toBeInTheDocument();
    await expect(sessionStore.get('recaptchaBadge')).toBeNull();
  },
};
