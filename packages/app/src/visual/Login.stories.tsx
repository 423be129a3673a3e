import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { tr } from '@wallet/screens/testing';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/** /login as a visitor sees it: promo artwork beside the form (desktop), the form alone (phone). */
const meta = {
  title: 'Visual/Login',
  component: VisualApp,
  parameters: { ...visualParameters, route: { path: '/login', pattern: '/*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
} satisfies Meta<typeof VisualApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promo's pause control, whichever it offers (Pause or Play), in the story's language. */
const slidesControl = () => new RegExp(`^(${tr('Pause slides')}|${tr('Play slides')})$`);

/**
 * The promo's artwork and its pause control with the dots (the panel shows from 768 px). With
 * reduced motion, as snapshots are taken, the slides hold still and the control offers Play.
 */
const desktopPlay: Story['play'] = async ({ canvas }) => {
  const promo = await canvas.findByRole('region', { name: tr('What you can do with Wallet') });
  await expect(promo.querySelector('svg[aria-hidden="true"]')).toBeVisible();
  await expect(canvas.getByRole('button', { name: slidesControl() })).toBeVisible();
};

export const MobileLight: Story = { globals: LOOKS.mobileLight };
export const MobileDark: Story = { globals: LOOKS.mobileDark };
/** The promo beside the form, with its control. */
const promo = {
  spec: ['auth.promo'],
  specExpect: [
    { role: 'region', name: 'What you can do with Wallet' },
    {
      role: 'button',
      // A pattern of two messages: built when the final screen is checked.
      get name() {
        return slidesControl();
      },
    },
    { role: 'heading', name: 'Log In', level: 1 },
  ],
};

export const DesktopLight: Story = {
  parameters: promo,
  globals: LOOKS.desktopLight,
  play: desktopPlay,
};
export const DesktopDark: Story = {
  parameters: promo,
  globals: LOOKS.desktopDark,
  play: desktopPlay,
};

/** The first Tab lands on the skip link, shown on focus; Enter moves focus to the page's main. */
export const SkipLinkFocused: Story = {
  globals: LOOKS.mobileLight,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: tr('Skip to main content') });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
