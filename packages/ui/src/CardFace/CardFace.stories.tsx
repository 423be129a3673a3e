import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardFace } from './CardFace';

const meta = {
  title: 'UI/CardFace',
  component: CardFace,
  tags: ['autodocs'],
  args: { type: 'virtual', lastFour: '4242', nameOnCard: 'ANA LIM', state: 'active' },
  argTypes: { details: { control: false } },
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

/**
 * Frozen: frosted, a snowflake beside "Card is frozen" and an icy edge, so a dark physical card
 * still stands out on a dark page (Storybook's Theme toolbar: Dark).
 */
export const Frozen: Story = {
  args: { type: 'physical', lastFour: '1881', state: 'frozen' },
  play: async ({ canvas }) => {
    const status = canvas.getByTestId('card-face-status');
    await expect(status).toHaveTextContent('Card is frozen');
    await expect(status.querySelector('svg')).not.toBeNull();
    await expect(getComputedStyle(canvas.getByTestId('card-face')).outlineStyle).toBe('solid');
  },
};

export const FrozenDark: Story = {
  ...Frozen,
  globals: { theme: 'dark' },
};

/** Revealed: the provider's details on the face itself, in place of the masked number. */
export const Revealed: Story = {
  args: {
    details: (
      <dl style={{ margin: 0, color: '#fff', fontFamily: 'var(--font-mono)' }}>
        <dt className="visually-hidden">Card number</dt>
        <dd style={{ margin: 0 }}>4000 1234 5678 4242</dd>
      </dl>
    ),
  },
  play: async ({ canvas }) => {
    const face = canvas.getByTestId('card-face');
    await expect(face).toContainElement(canvas.getByText('4000 1234 5678 4242'));
    await expect(canvas.getByText('Card ending in 4242')).toHaveClass('visually-hidden');
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
