import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AMOUNT_DECIMALS } from '../format/amount';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Amount } from './Amount';

const meta = {
  title: 'UI/Display/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { value: '1234567.891234567', ticker: 'USDC' },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number and its ticker share one line: every part overlaps every other vertically. */
const onOneLine = (amount: Element) => {
  const rects = [...amount.querySelectorAll('span')].flatMap((s) => [...s.getClientRects()]);
  rects.push(...amount.getClientRects());
  return Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom));
};

/** A hero by its whole text (its parts are styled apart, so getByText cannot see it whole). */
const hero = (root: HTMLElement, text: string) => {
  const found = [...root.querySelectorAll<HTMLElement>('[data-amount][data-size="hero"]')].find(
    (el) => el.textContent === text,
  );
  if (!found) throw new Error(`No hero amount "${text}"`);
  return found;
};

/** Crypto: 6 decimals, rounded down. */
export const Crypto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567.891234 USDC')).toBeVisible();
  },
};

/** USD: 2 decimals (picked by the ticker), or with a "$" prefix. */
export const Usd: Story = {
  args: { value: '2500.999', ticker: 'USD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,500.99 USD')).toBeVisible();
  },
};

export const UsdPrefix: Story = {
  args: { value: '2500.999', ticker: undefined, prefix: '$', decimals: AMOUNT_DECIMALS.usd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2,500.99')).toBeVisible();
  },
};

/** VEF rewards: whole tokens. */
export const Reward: Story = {
  args: { value: '250.9', ticker: 'VEF', decimals: AMOUNT_DECIMALS.reward },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('250 VEF')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: '0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.000000 USDC')).toBeVisible();
  },
};

/**
 * Money in and out: a real minus or a plus, an arrow, and green or red. The sign and the arrow
 * carry the meaning without colour; a screen reader reads "minus 42.50 USD".
 */
export const Signed: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Amount value="150" signed ticker="USDC" />
      <Amount value="-42.5" signed ticker="USD" />
      <Amount value="-42.5" signed prefix="$" decimals={2} />
      <Amount value="0" signed ticker="USDC" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('+150.000000 USDC')).toBeVisible();
    await expect(canvas.getByText('\u221242.50 USD')).toBeVisible();
    await expect(canvas.getByText('\u2212$42.50')).toBeVisible();
    // Two arrows (in and out); zero has neither sign nor arrow.
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(3);
    await expect(canvas.getByText('0.000000 USDC').querySelector('svg')).toBeNull();
  },
};

/** A page's headline figure: the whole part large, decimals and ticker quieter. */
export const Hero: Story = {
  args: { value: '12500.75', size: 'hero' },
  play: async ({ canvasElement }) => {
    const amount = hero(canvasElement, '12,500.750000 USDC');
    await expect(amount).toBeVisible();
    await expect(onOneLine(amount)).toBe(true);
  },
};

/**
 * Heroes in a phone-sized tile and a narrow column: the figure scales down with its container,
 * the ticker stays on the number's line and nothing overflows.
 */
export const HeroNarrow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[320, 200].map((width) => (
        <div key={width} data-box style={{ width, border: '1px dashed gray', padding: 8 }}>
          <Amount value="12500.75" ticker="USDC" size="hero" />
          <Amount value="123456789012.123456" ticker="USDC" size="hero" />
          <Amount value="-3000" ticker="USD" size="hero" signed />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heroes = [...canvasElement.querySelectorAll('[data-amount][data-size="hero"]')];
    await expect(heroes).toHaveLength(6);
    for (const hero of heroes) {
      await expect(onOneLine(hero)).toBe(true);
      const box = hero.closest('[data-box]')!.getBoundingClientRect();
      await expect(hero.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
  },
};

/** A malformed server value shows a dash, never "NaN" or a crash. */
export const Unreadable: Story = {
  args: { value: 'not-a-number' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Amount not available')).toHaveTextContent('—');
  },
};

/** More digits than a float holds, kept exactly. */
export const Huge: Story = {
  args: { value: '123456789012345678.123456' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456,789,012,345,678.123456 USDC')).toBeVisible();
  },
};

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={<Amount value="-42.5" signed ticker="USD" />}
        doText="Money out with its minus, its arrow and its currency: clear without the colour."
        dont={<span style={{ color: 'var(--color-danger)' }}>42.5</span>}
        dontText="A bare number in red: no sign, no currency, a decimal lost, the meaning in colour alone."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
