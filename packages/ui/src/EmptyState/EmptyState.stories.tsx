import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyIcon } from '../icons/actionIcons';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <EmptyIcon />,
    title: 'No record',
    description: 'Save a wallet you send to often, and pick it when you withdraw.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's empty text, what fills it, and the next step as a button. */
export const WithAction: Story = {
  args: { action: <Button onPress={fn()}>Add Recipient</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No record')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Recipient' })).toHaveFocus();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={
          <EmptyState
            icon={<EmptyIcon />}
            title="No record"
            description="Save a wallet you send to often, and pick it when you withdraw."
            action={<Button>Add Recipient</Button>}
          />
        }
        doText="What is empty, what fills it, and the one action that does."
        dont={
          <EmptyState
            icon={<EmptyIcon />}
            title="No record"
            action={
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
                <Button>Add Recipient</Button>
                <Button variant="secondary">Import CSV</Button>
                <Button variant="ghost">Learn More</Button>
              </div>
            }
          />
        }
        dontText="Several ways forward and no word on what fills the list."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
