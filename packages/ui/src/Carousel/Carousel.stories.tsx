import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Carousel } from './Carousel';

const slide = (title: string, text: string, extra?: React.ReactNode) => (
  <div style={{ display: 'grid', gap: 8 }}>
    <h2>{title}</h2>
    <p>{text}</p>
    {extra}
  </div>
);

const slides = [
  {
    id: 'bank',
    label: 'Global banking',
    content: slide('Global banking', 'One account for the whole world.'),
  },
  {
    id: 'token',
    label: 'Native token',
    content: slide('Our own token', 'Hold and earn with VEF.'),
  },
  {
    id: 'yield',
    label: 'Earn yield',
    content: slide('Earn yield on crypto', 'Put your USDC to work.'),
  },
  {
    id: 'spend',
    label: 'Spend crypto',
    content: slide('Spend your crypto', 'Pay anywhere with a card.', <Badge>Coming Soon</Badge>),
  },
];

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  // Slides hold JSX, which Storybook args do not carry through arrays: pass them in render.
  args: { label: 'What you can do', slides: [], interval: 5000 },
  argTypes: { slides: { control: false } },
  render: (args) => <Carousel {...args} slides={slides} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (el: HTMLElement) =>
  [...el.querySelectorAll('[aria-roledescription="slide"]')].find(
    (s) => !(s as HTMLElement).hidden,
  );

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What you can do' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('group', { name: '1 of 4: Global banking' })).toBeVisible();
  },
};

/**
 * It advances by itself (a short interval here) and stops when paused. Not snapshotted: it is
 * about time passing, and snapshots are taken with reduced motion, where the slides hold still.
 */
export const AutoAdvance: Story = {
  tags: ['!autodocs', 'test-only'],
  args: { interval: 300 },
  parameters: { chromatic: { disableSnapshot: true }, motion: 'full' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(
      () =>
        expect(visibleSlide(canvasElement)).toHaveAttribute('aria-label', '2 of 4: Native token'),
      { timeout: 2000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slides' }));
    await userEvent.unhover(canvasElement);
    const pausedAt = visibleSlide(canvasElement)?.getAttribute('aria-label');
    await new Promise((r) => setTimeout(r, 700));
    await expect(visibleSlide(canvasElement)).toHaveAttribute('aria-label', pausedAt!);
    await expect(canvas.getByRole('button', { name: 'Play slides' })).toBeVisible();
  },
};

/** Hovering pauses rotation. Not snapshotted: about time passing, like AutoAdvance. */
export const PausesOnHover: Story = {
  tags: ['!autodocs', 'test-only'],
  args: { interval: 300 },
  parameters: { chromatic: { disableSnapshot: true }, motion: 'full' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region'));
    await new Promise((r) => setTimeout(r, 800));
    await expect(visibleSlide(canvasElement)).toHaveAttribute(
      'aria-label',
      '1 of 4: Global banking',
    );
  },
};

/** Keyboard: focus inside pauses rotation; Next, Previous and the slide buttons move; changes are announced. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true }, motion: 'full' },
  args: { interval: 300 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 700));
    await expect(visibleSlide(canvasElement)).toHaveAttribute(
      'aria-label',
      '1 of 4: Global banking',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlide(canvasElement)).toHaveAttribute('aria-label', '2 of 4: Native token');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(visibleSlide(canvasElement)).toHaveAttribute('aria-label', '4 of 4: Spend crypto');
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3: Earn yield' }));
    await expect(canvas.getByRole('button', { name: 'Show slide 3: Earn yield' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

/** With reduced motion preferred it starts paused: Play starts it. */
export const ReducedMotion: Story = {
  tags: ['!autodocs', 'test-only'],
  args: { interval: 300 },
  // About time passing (no slide moves); its captures differed between runs, by the slide shown.
  parameters: { chromatic: { disableSnapshot: true }, motion: 'reduce' },
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', { name: 'Play slides' });
    await new Promise((r) => setTimeout(r, 700));
    await expect(visibleSlide(canvasElement)).toHaveAttribute(
      'aria-label',
      '1 of 4: Global banking',
    );
    // By keyboard, then focus leaves: neither hover nor focus holds the rotation.
    play.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause slides' })).toHaveFocus();
    play.blur();
    await waitFor(
      () =>
        expect(visibleSlide(canvasElement)).toHaveAttribute('aria-label', '2 of 4: Native token'),
      { timeout: 2000 },
    );
  },
};
