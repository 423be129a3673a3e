import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Address } from './Address';

const evm = '0x52908400098527886E0F7030069857D2E4169EE7';

const meta = {
  title: 'UI/Display/Address',
  component: Address,
  tags: ['autodocs'],
  args: { address: evm },
} satisfies Meta<typeof Address>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(evm)).toBeVisible();
  },
};

export const Truncated: Story = {
  args: { truncate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0x52908400…D2E4169EE7')).toBeVisible();
    await expect(canvas.getByTitle(evm)).toBeInTheDocument();
  },
};

export const ShortIsNeverTruncated: Story = {
  args: { address: 'bc1qshortaddress', truncate: true },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

/**
 * Grouped (a review, a deposit address): whole, 0x then groups of four, wrapping only between
 * groups in a narrow column; read out whole.
 */
export const Grouped: Story = {
  args: { grouped: true },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(evm)).toHaveClass('visually-hidden');
    const address = canvasElement.querySelector('[data-grouped]')!;
    await expect(address).toHaveAttribute('aria-hidden', 'true');
    const groups = [...address.children].map((group) => group.textContent);
    await expect(groups[0]).toBe('0x');
    await expect(groups.slice(1).every((group) => group.length === 4)).toBe(true);
    for (const group of address.children)
      await expect(group.getBoundingClientRect().height).toBeLessThan(
        2 * parseFloat(getComputedStyle(group).fontSize),
      );
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
        do={
          <p style={{ margin: 0, maxWidth: 240 }}>
            Send to <Address address={evm} grouped />
          </p>
        }
        doText="On a review, the whole address in groups of four, to compare group by group."
        dont={
          <p style={{ margin: 0, maxWidth: 240 }}>
            Send to <Address address={evm} truncate />
          </p>
        }
        dontText="On a review, shortened: the hidden middle is exactly what a swapped address changes."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
