import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Button } from '../Button/Button';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Form/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Marketing e-mails', onChange: fn() },
  argTypes: {
    ...ariaProps(
      'isSelected',
      'defaultSelected',
      'onChange',
      'isDisabled',
      'isReadOnly',
      'name',
      'autoFocus',
    ),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Space toggles; pointer: a click toggles. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Marketing e-mails' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Online transactions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
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
        do={<Switch>Marketing e-mails</Switch>}
        doText="A setting that applies the moment it is switched, named for the setting."
        dont={
          <form
            style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
            onSubmit={(event) => event.preventDefault()}
          >
            <Switch>I accept the Terms and Conditions</Switch>
            <Button type="submit">Continue</Button>
          </form>
        }
        dontText="A switch in a form submitted later: that choice is a Checkbox."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
