import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { MissingFields, type MissingFieldsProps, type MissingItem } from './MissingFields';

/** The hint above the action it explains, which names it with aria-describedby. */
function BesideAction(props: Omit<MissingFieldsProps, 'id'>) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <MissingFields {...props} id={id} />
      <Button
        isDisabled={props.items.length > 0 || Boolean(props.unavailable)}
        aria-describedby={id}
      >
        Add
      </Button>
    </div>
  );
}

/** A whole form: its action waits for the required fields, and the hint follows them. */
function AddForm() {
  const id = useId();
  const [name, setName] = useState('Alice');
  const [tag, setTag] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const items: MissingItem[] = [
    ...(name.trim() ? [] : [{ label: 'Name' }]),
    ...(tag.trim() ? [] : [{ label: 'Tag' }]),
    ...(confirmed ? [] : [{ label: 'the confirmation box', kind: 'tick' as const }]),
  ];
  return (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
      <TextField label="Name" value={name} onChange={setName} isRequired />
      <TextField
        label="Tag"
        description="A word to find it by, such as Family or Exchange"
        value={tag}
        onChange={setTag}
        isRequired
      />
      <Checkbox isSelected={confirmed} onChange={setConfirmed} isRequired>
        I confirm this address can receive USDC on Arbitrum.
      </Checkbox>
      <MissingFields id={id} action="add this address" items={items} />
      <div>
        <Button type="submit" isDisabled={items.length > 0} aria-describedby={id}>
          Add
        </Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'UI/Form/MissingFields',
  component: MissingFields,
  tags: ['autodocs'],
  args: { id: 'missing', action: 'add this address', items: [{ label: 'Tag' }] },
  argTypes: { items: { control: false } },
  render: (args) => <BesideAction {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof MissingFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One field missing: the disabled Add is described by the sentence that names it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('To add this address, fill in Tag.');
    await expect(canvas.getByText('To add this address, fill in Tag.')).toBeVisible();
  },
};

/** Each kind has its verb, in one sentence: fill in, choose, tick, correct. */
export const EveryKind: Story = {
  args: {
    action: 'continue',
    items: [
      { label: 'Name' },
      { label: 'City' },
      { label: 'Country', kind: 'choose' },
      { label: 'the terms box', kind: 'tick' },
      { label: 'Wallet address', kind: 'correct' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(
      'To continue, fill in Name and City, choose Country, tick the terms box, and correct Wallet address.',
    );
  },
};

/** The action cannot be taken now whatever is filled in (no network): said first. */
export const Unavailable: Story = {
  args: {
    action: 'send',
    items: [{ label: 'the confirmation box', kind: 'tick' }],
    unavailable: "You're offline: sending waits until you're back online.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(
      "You're offline: sending waits until you're back online. To send, tick the confirmation box.",
    );
  },
};

/** Nothing missing: the paragraph is empty and hidden, the action enabled and described by nothing. */
export const NothingMissing: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add' });
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(/To add this address/)).not.toBeInTheDocument();
  },
};

/**
 * In a form (keyboard): the required fields are marked, the hint names what is missing, and as
 * each is filled it leaves the sentence, until Add is enabled and the hint is gone.
 */
export const InAForm: Story = {
  render: () => <AddForm />,
  parameters: {
    docs: {
      description: {
        story:
          'Shown here as it opens: Tag empty and the box unticked, so Add waits and the hint says for what. The story fills them in, by keyboard, until Add is enabled.',
      },
    },
  },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add' });
    const tag = canvas.getByRole('textbox', { name: 'Tag' });
    await expect(tag).toHaveAttribute('aria-required', 'true');
    // The required mark: drawn after the label, with no text for screen readers ('*' / '').
    const label = canvas.getByText('Tag', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-required', 'true');
    await expect(add).toHaveAccessibleDescription(
      'To add this address, fill in Tag, and tick the confirmation box.',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(tag).toHaveFocus();
    await userEvent.keyboard('Family');
    await expect(add).toHaveAccessibleDescription(
      'To add this address, tick the confirmation box.',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAccessibleDescription();
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    action: 'apply for this card',
    items: [
      { label: 'State' },
      { label: 'City' },
      { label: 'Post Code' },
      { label: 'Address' },
      { label: 'Phone Number' },
      { label: 'the country code', kind: 'choose' },
    ],
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
        do={<BesideAction action="add this address" items={[{ label: 'Tag' }]} />}
        doText="Name the fields still missing, by their labels, just above the action it explains."
        dont={<Button isDisabled>Add</Button>}
        dontText="A disabled action with no word: the customer cannot tell what it waits for."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
