import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { tr } from '@wallet/screens/testing';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/** The top bar's greeting of the verified persona, in the story's language. */
const welcome = () => tr('Welcome, {name}', { name: 'Ana Lim' });

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
      await canvas.findByRole('heading', { level: 1, name: tr('Page Not Available') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: tr('Back To Home') })).toHaveAttribute(
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
      {
        // The greeting of the signed-in persona, a message with a value: read when the final
        // screen is checked.
        get text() {
          return welcome();
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: tr('Page Not Available') }),
    ).toBeVisible();
    await expect(await canvas.findByText(welcome())).toBeVisible();
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
    await expect(context.canvas.getByRole('navigation', { name: tr('Main') })).toBeVisible();
  },
};
