import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, docsArgs } from '../../../../.storybook/docs/storyDocs';
import { LinkTabs, Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  argTypes: {
    ...ariaProps(
      'selectedKey',
      'defaultSelectedKey',
      'onSelectionChange',
      'disabledKeys',
      'isDisabled',
      'orientation',
      'keyboardActivation',
    ),
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Transfer">
        <Tab id="deposit">Deposit</Tab>
        <Tab id="withdraw">Withdraw</Tab>
        <Tab id="history" isDisabled>
          History
        </Tab>
      </TabList>
      <TabPanel id="deposit">Your wallet address and QR code.</TabPanel>
      <TabPanel id="withdraw">Amount, recipient and fee.</TabPanel>
      <TabPanel id="history">Past transfers.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the selected tab, arrows move and select, disabled tabs are skipped. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('tab', { name: 'Deposit' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Amount, recipient and fee.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('withdraw');
  },
};

export const Pointer: Story = {
  decorators: [docsArgs({ defaultSelectedKey: 'withdraw' })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Withdraw' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Amount, recipient and fee.');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

const navigate = fn();

/**
 * Tabs between pages: links in a navigation, the current page's marked; Tab moves from link to
 * link and Enter follows one through the app's router.
 */
export const Links: Story = {
  render: () => (
    <RouterProvider navigate={navigate}>
      <LinkTabs
        aria-label="Deposit and Withdraw"
        tabs={[
          { href: '/deposit', label: 'Deposit' },
          { href: '/withdraw', label: 'Withdraw' },
        ]}
        current="/deposit"
      >
        <p>Your wallet address and QR code.</p>
      </LinkTabs>
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Deposit and Withdraw' }));
    await expect(nav.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Withdraw' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Deposit' })).toHaveFocus();
    await userEvent.tab();
    const withdraw = nav.getByRole('link', { name: 'Withdraw' });
    await expect(withdraw).toHaveFocus();
    await expect(withdraw).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/withdraw', undefined);
  },
};
