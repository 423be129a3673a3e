import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailAddress } from './EmailAddress';

const meta = {
  title: 'UI/EmailAddress',
  component: EmailAddress,
  tags: ['autodocs'],
  args: { value: 'jane-doe-smith@example-company.com' },
  render: (args) => (
    <p style={{ width: 200, fontWeight: 700 }}>
      Enter the code we sent to <EmailAddress {...args} />.
    </p>
  ),
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a narrow column the address wraps before "@" or after a dot, never at its hyphens. */
export const Narrow: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Enter the code/)).toHaveTextContent(
      'Enter the code we sent to jane-doe-smith@example-company.com.',
    );
    const parts = [...canvasElement.querySelectorAll('p > span > span')];
    await expect(parts.map((p) => p.textContent)).toEqual([
      'jane-doe-smith',
      '@example-company.',
      'com',
    ]);
    // Each part is laid out on one line: no line ends at a hyphen.
    for (const part of parts) await expect(part.getClientRects()).toHaveLength(1);
    const lines = new Set(parts.map((p) => Math.round(p.getBoundingClientRect().top)));
    await expect(lines.size).toBeGreaterThan(1);
  },
};

/** A part wider than the whole line breaks inside it rather than overflow. */
export const LongerThanTheLine: Story = {
  args: { value: 'a-very-long-local-part-that-cannot-fit@example.com' },
  play: async ({ canvasElement }) => {
    const p = canvasElement.querySelector('p')!;
    await expect(p.scrollWidth).toBeLessThanOrEqual(p.clientWidth);
  },
};
