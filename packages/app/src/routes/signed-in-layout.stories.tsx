import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { SignedInApp } from '../testing/SignedInApp';

const meta = {
  title: 'App/Signed-in layout',
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard' },
    signedInAs: PERSONAS.cardholder,
  },
  render: () => <SignedInApp />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar greets the signed-in user by the name the profile call returns. */
export const TopBar: Story = {
  parameters: { spec: ['shell.topbar'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome, Chloe Card')).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(banner).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The server's feature list switches Cards off: the entry shows Coming Soon and is not a link. */
export const ComingSoon: Story = {
  parameters: { spec: ['shell.sidebar.coming-soon'] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v1/feature', () =>
        HttpResponse.json({
          data: [
            { route: '/card', enabled: false },
            { route: '/referral', enabled: true },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByText('Coming Soon')).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: /Cards/ })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Refer A Friend' })).toBeVisible();
  },
};

/** Logout calls the API, clears the session and goes to /login. */
export const Logout: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Welcome, Chloe Card');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
    await expect(sessionStorage.getItem('access_token')).toBeNull();
  },
};
