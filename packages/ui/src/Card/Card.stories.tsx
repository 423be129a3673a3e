import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amount } from '../Amount/Amount';
import { Button } from '../Button/Button';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Card, Tile } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: { title: 'Preferences', children: <p>Preferred name, language and timezone.</p> },
  argTypes: { children: { control: false }, actions: { control: false } },
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

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={
          <Card title="Card settings" headingLevel={3}>
            <p>Freeze the card while you look for it.</p>
            <hr style={{ border: 0, borderTop: '1px solid var(--color-border-subtle)' }} />
            <p>Reset the PIN you use at cash machines.</p>
          </Card>
        }
        doText="One card, its parts set apart by a divider."
        dont={
          <Card title="Card settings" headingLevel={3}>
            <Card title="Freeze" headingLevel={4}>
              <p>Freeze the card while you look for it.</p>
            </Card>
          </Card>
        }
        dontText="A card in a card: borders inside borders, and a heading level to spare."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
