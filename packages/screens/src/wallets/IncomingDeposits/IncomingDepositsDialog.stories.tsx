import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, getWallets } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { screenOf } from '../../testing/storyKit';
import { IncomingDepositsDialog } from './IncomingDepositsDialog';

/** Confirm sender calls that reached the demo backend in this story. */
let confirmed = 0;

const meta = {
  title: 'Screens/Wallets/Incoming Deposits',
  component: IncomingDepositsDialog,
  args: { onClose: fn(), reload: fn() },
  parameters: { signedInAs: PERSONAS.incoming },
  beforeEach({ msw }) {
    confirmed = 0;
    // Count, then fall through to the demo backend.
    msw.use(http.post(apiUrl('receive/incoming/:id'), () => void (confirmed += 1)));
  },
} satisfies Meta<typeof IncomingDepositsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await screenOf(canvasElement).findByRole('dialog', { name }));

/** Verify Sender on a deposit of the list, then the name and Confirm (double-clicked). */
async function verify(canvasElement: HTMLElement, deposit: string, sender: string) {
  const list = await dialogNamed(canvasElement, 'Incoming Deposits');
  await userEvent.click(await list.findByRole('button', { name: `Verify Sender of ${deposit}` }));
  const form = await dialogNamed(canvasElement, 'Verify Sender');
  await userEvent.type(form.getByRole('textbox', { name: 'Sender Name' }), sender);
  await userEvent.dblClick(form.getByRole('button', { name: 'Confirm' }));
  return within(
    await screenOf(canvasElement).findByRole('alertdialog', { name: 'Sender Verified' }),
  );
}

/** Each deposit: ticker, amount to 6 decimals, sender 10+10, date in the profile's timezone. */
export const List: Story = {
  parameters: { spec: ['deposit.incoming.list'] },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Incoming Deposits');
    const items = await list.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => within(item));
    await expect(first!.getByText('1,250.000000 USDC')).toBeVisible();
    await expect(first!.getByText('0x7a1c5e0b…8e9f0a9be2')).toBeVisible();
    // The whole address is there for screen readers.
    await expect(
      first!.getByText('0x7a1c5e0b9d9d2b8f2c3e1f4a5b6c7d8e9f0a9be2'),
    ).toBeInTheDocument();
    await expect(first!.getByText('19/11/2026 16:15:00')).toBeVisible();
    await expect(second!.getByText('300.500000 USDT')).toBeVisible();
    await expect(second!.getByText('0x1f2e3d4c…80a9b8c7d6')).toBeVisible();
    await expect(second!.getByText('20/11/2026 09:02:03')).toBeVisible();
  },
};

/** The name is required (Confirm disabled while empty or blank) and stops at 40 characters. */
export const VerifySender: Story = {
  parameters: { spec: ['deposit.incoming.verify-sender'] },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Incoming Deposits');
    await userEvent.click(
      await list.findByRole('button', { name: 'Verify Sender of 300.500000 USDT' }),
    );
    const form = await dialogNamed(canvasElement, 'Verify Sender');
    await expect(form.getByText('300.500000 USDT')).toBeVisible();
    const name = form.getByRole('textbox', { name: 'Sender Name' });
    const confirm = form.getByRole('button', { name: 'Confirm' });
    await expect(name).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.type(name, '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(45));
    await expect(name).toHaveValue('x'.repeat(40));
    await expect(confirm).toBeEnabled();
    // Enter on a blank name sends nothing.
    await userEvent.clear(name);
    await userEvent.keyboard('{Enter}');
    await expect(confirmed).toBe(0);
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await expect(await dialogNamed(canvasElement, 'Incoming Deposits')).toBeTruthy();
  },
};

/** One verified (a double click sends once), one left: success returns to the list. */
export const SuccessMore: Story = {
  parameters: { spec: ['deposit.incoming.success-more'] },
  play: async ({ canvasElement, args }) => {
    const done = await verify(canvasElement, '1,250.000000 USDC', 'Ana Lim');
    await expect(confirmed).toBe(1);
    await waitFor(() =>
      expect(done.getByText(/from Ana Lim has been credited/)).toHaveTextContent(
        /^1,250\.000000 USDC from Ana Lim has been credited/,
      ),
    );
    await expect(done.getByText(/1 more deposit to verify/)).toBeInTheDocument();
    // Credited to the Main Wallet (12,500.75 + 1,250).
    await expect((await getWallets())[0]!.main_wallet_balance).toBe('13750.75');
    await userEvent.click(done.getByRole('button', { name: 'Back to Incoming Deposits' }));
    const list = await dialogNamed(canvasElement, 'Incoming Deposits');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(list.getByText('300.500000 USDT')).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/** The last one verified: Done closes the dialog and reloads the page. */
export const SuccessLast: Story = {
  parameters: { spec: ['deposit.incoming.success-last'] },
  play: async ({ canvasElement, args }) => {
    const first = await verify(canvasElement, '1,250.000000 USDC', 'Ana Lim');
    await userEvent.click(first.getByRole('button', { name: 'Back to Incoming Deposits' }));
    const last = await verify(canvasElement, '300.500000 USDT', 'Ben Ong');
    await expect(confirmed).toBe(2);
    await expect(last.queryByText(/more deposit/)).not.toBeInTheDocument();
    await userEvent.click(last.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

/** Escape on the success gives its one answer: back to the list, then (the last) Done. */
export const SuccessEscape: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    spec: ['deposit.incoming.success-more', 'deposit.incoming.success-last'],
  },
  play: async ({ canvasElement, args }) => {
    await verify(canvasElement, '1,250.000000 USDC', 'Ana Lim');
    await userEvent.keyboard('{Escape}');
    const list = await dialogNamed(canvasElement, 'Incoming Deposits');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(args.onClose).not.toHaveBeenCalled();
    await verify(canvasElement, '300.500000 USDT', 'Ben Ong');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};
