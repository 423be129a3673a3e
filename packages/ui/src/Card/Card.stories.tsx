import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amount } from '../Amount/Amount';
import { Button } from '../Button/Button';
import { Card, Tile } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: { title: 'Preferences', children: <p>Preferred name, language and timezone.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Preferences' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm">
        Edit Preferences
      </Button>
    ),
  },
};

export const WalletTile: Story = {
  render: () => (
    <Tile
      title="Main Wallet"
      actions={
        <>
          <Button size="sm">Deposit</Button>
          <Button size="sm" variant="secondary">
            Withdraw
          </Button>
        </>
      }
    >
      <strong style={{ fontSize: '1.5rem' }}>
        <Amount value="10250.5" decimals={6} ticker="USDC" />
      </strong>
    </Tile>
  ),
};

export const Empty: Story = { args: { children: undefined } };

export const LongContent: Story = {
  args: {
    title: 'A very long card title that wraps onto a second line on narrow screens',
    children: <p>{'Long content. '.repeat(40)}</p>,
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
