import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/** An unknown path: a bare page signed out, inside the shell signed in; the way home is a button. */
const meta = {
  title: 'Visual/NotFound',
  component: VisualApp,
  parameters: {
    ...visualParameters,
    spec: ['shell.not-found'],
    specExpect: [
      { role: 'heading', level: 1, name: 'Page Not Available' },
      { role: 'link', name: 'Back To Home' },
    ],
    route: { path: '/no-such-page', pattern: '/*' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page Not Available' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
} satisfies Meta<typeof VisualApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = {
  parameters: {
    signedInAs: PERSONAS.verified,
    specExpect: [
      { role: 'heading', level: 1, name: 'Page Not Available' },
      { role: 'link', name: 'Back To Home' },
      { text: /^Welcome, / },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page Not Available' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Welcome, /)).toBeVisible();
  },
} satisfies Story;

export const SignedOutMobileLight: Story = { globals: LOOKS.mobileLight };
export const SignedOutDesktopDark: Story = { globals: LOOKS.desktopDark };
export const SignedInMobileDark: Story = { ...signedIn, globals: LOOKS.mobileDark };
export const SignedInDesktopLight: Story = {
  ...signedIn,
  globals: LOOKS.desktopLight,
  play: async (context) => {
    await signedIn.play(context);
    await expect(context.canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
