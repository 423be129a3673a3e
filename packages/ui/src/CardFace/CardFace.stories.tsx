import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardFace } from './CardFace';

const meta = {
  title: 'UI/CardFace',
  component: CardFace,
  tags: ['autodocs'],
  args: { type: 'virtual', lastFour: '4242', nameOnCard: 'ANA LIM', state: 'active' },
} satisfies Meta<typeof CardFace>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Virtual: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Virtual card')).toBeVisible();
    await expect(canvas.getByText('Card ending in 4242')).toBeInTheDocument();
    await expect(canvas.queryByTestId('card-face-status')).not.toBeInTheDocument();
  },
};

export const Physical: Story = { args: { type: 'physical', lastFour: '1881' } };

export const Frozen: Story = {
  args: { type: 'physical', lastFour: '1881', state: 'frozen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('card-face-status')).toHaveTextContent('Card is frozen');
  },
};

export const InProgress: Story = {
  args: { state: 'in-progress', statusText: 'Your card is being processed', lastFour: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('card-face-status')).toHaveTextContent(
      'Your card is being processed',
    );
    await expect(canvas.getByText('Card number not issued yet')).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'small' } };

/** A 23-character name at a phone's width: the name stays on one line. */
export const Mobile375: Story = {
  args: { nameOnCard: 'ABCDEFGHIJ KLMNOPQRSTUV', state: 'frozen' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <CardFace {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByText('ABCDEFGHIJ KLMNOPQRSTUV');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
  },
};
