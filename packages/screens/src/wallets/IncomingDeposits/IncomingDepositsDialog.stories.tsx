import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, getWallets } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { escapeRegExp, screenOf, tr } from '../../testing/storyKit';
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

/** `text` (already in the story's language) as a pattern matching it anywhere. */
const anywhere = (text: string) => new RegExp(escapeRegExp(text));

/** A deposit's Verify Sender button ("Verify Sender of 1,250.000000 USDC", English amount). */
const verifySenderOf = (deposit: string) =>
  tr('Verify Sender of {amount}', { amount: tr(deposit) });

/** What Sender Verified adds while deposits are left: "1 more deposit to verify." */
const leftToVerify = (remaining: number) =>
  tr('{remaining, plural, one {# more deposit to verify.} other {# more deposits to verify.}}', {
    remaining,
  });

/**
 * Sender Verified's sentence, with its amount when `deposit` is given (English):
 * "1,250.000000 USDC from Ana Lim has been credited to your Main Wallet."
 */
const credited = (sender: string, deposit?: string) =>
  tr('<0/> from {sender} has been credited to your Main Wallet.', {
    sender,
    0: deposit ? tr(deposit) : '',
  }).trim();

const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await screenOf(canvasElement).findByRole('dialog', { name: tr(name) }));

/** Verify Sender on a deposit of the list, then the name and Confirm (double-clicked). */
async function verify(canvasElement: HTMLElement, deposit: string, sender: string) {
  const list = await dialogNamed(canvasElement, 'Incoming Deposits');
  await userEvent.click(await list.findByRole('button', { name: verifySenderOf(deposit) }));
  const form = await dialogNamed(canvasElement, 'Verify Sender');
  await userEvent.type(form.getByRole('textbox', { name: tr('Sender Name') }), sender);
  await userEvent.dblClick(form.getByRole('button', { name: tr('Confirm') }));
  return within(
    await screenOf(canvasElement).findByRole('alertdialog', { name: tr('Sender Verified') }),
  );
}

/** Each deposit: ticker, amount to 6 decimals, sender 10+10, date in the profile's timezone. */
export const List: Story = {
  parameters: {
    spec: ['deposit.incoming.list'],
    specExpect: [
      { role: 'dialog', name: 'Incoming Deposits' },
      { role: 'button', name: () => verifySenderOf('1,250.000000 USDC') },
      { role: 'button', name: () => verifySenderOf('300.500000 USDT') },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = await dialogNamed(canvasElement, 'Incoming Deposits');
    const items = await list.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => within(item));
    await expect(first!.getByText(tr('1,250.000000 USDC'))).toBeVisible();
    await expect(first!.getByText('0x7a1c5e0b…8e9f0a9be2')).toBeVisible();
    // The whole address is there for screen readers.
    await expect(
      first!.getByText('0x7a1c5e0b9d9d2b8f2c3e1f4a5b6c7d8e9f0a9be2'),
    ).toBeInTheDocument();
    await expect(first!.getByText('19/11/2026 16:15:00')).toBeVisible();
    await expect(second!.getByText(tr('300.500000 USDT'))).toBeVisible();
    await expect(second!.getByText('0x1f2e3d4c…80a9b8c7d6')).toBeVisible();
    await expect(second!.getByText('20/11/2026 09:02:03')).toBeVisible();
  },
};

/** Verify Sender on the USDT deposit: its form (returned). */
const verifySenderForm = async (canvasElement: HTMLElement) => {
  const list = await dialogNamed(canvasElement, 'Incoming Deposits');
  await userEvent.click(
    await list.findByRole('button', { name: verifySenderOf('300.500000 USDT') }),
  );
  return dialogNamed(canvasElement, 'Verify Sender');
};

/** The name is required (Confirm disabled while empty or blank) and stops at 40 characters. */
export const VerifySender: Story = {
  parameters: {
    spec: ['deposit.incoming.verify-sender'],
    specExpect: [
      { role: 'dialog', name: 'Verify Sender' },
      { role: 'textbox', name: 'Sender Name' },
      { role: 'button', name: 'Confirm' },
    ],
  },
  play: async ({ canvasElement }) => {
    const form = await verifySenderForm(canvasElement);
    await expect(form.getByText(tr('300.500000 USDT'))).toBeVisible();
    const name = form.getByRole('textbox', { name: tr('Sender Name') });
    const confirm = form.getByRole('button', { name: tr('Confirm') });
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
    await expect(confirm).toBeDisabled();
  },
};

/** Back on Verify Sender returns to the list. */
export const VerifySenderBack: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const form = await verifySenderForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: tr('Back') }));
    await expect(await dialogNamed(canvasElement, 'Incoming Deposits')).toBeTruthy();
    await expect(confirmed).toBe(0);
  },
};

/** One verified (a double click sends once), one left: Sender Verified, with the way back. */
export const SuccessMore: Story = {
  parameters: {
    spec: ['deposit.incoming.success-more'],
    specExpect: [
      { role: 'alertdialog', name: 'Sender Verified' },
      { text: () => anywhere(leftToVerify(1)) },
      { role: 'button', name: 'Back to Incoming Deposits' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const done = await verify(canvasElement, '1,250.000000 USDC', 'Ana Lim');
    await expect(confirmed).toBe(1);
    await waitFor(() =>
      expect(done.getByText(anywhere(credited('Ana Lim')))).toHaveTextContent(
        new RegExp(`^${escapeRegExp(credited('Ana Lim', '1,250.000000 USDC'))}`),
      ),
    );
    await expect(done.getByText(anywhere(leftToVerify(1)))).toBeInTheDocument();
    // Credited to the Main Wallet (12,500.75 + 1,250).
    await expect((await getWallets())[0]!.main_wallet_balance).toBe('13750.75');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Back to Incoming Deposits after a success: the list, with the one left. */
export const SuccessMoreBackToList: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const done = await verify(canvasElement, '1,250.000000 USDC', 'Ana Lim');
    await userEvent.click(done.getByRole('button', { name: tr('Back to Incoming Deposits') }));
    const list = await dialogNamed(canvasElement, 'Incoming Deposits');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(list.getByText(tr('300.500000 USDT'))).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/** Both verified, one after the other: the last Sender Verified (returned). */
const verifyBoth = async (canvasElement: HTMLElement) => {
  const first = await verify(canvasElement, '1,250.000000 USDC', 'Ana Lim');
  await userEvent.click(first.getByRole('button', { name: tr('Back to Incoming Deposits') }));
  return verify(canvasElement, '300.500000 USDT', 'Ben Ong');
};

/** The last one verified: Sender Verified with Done, nothing more to verify. */
export const SuccessLast: Story = {
  parameters: {
    spec: ['deposit.incoming.success-last'],
    specExpect: [
      { role: 'alertdialog', name: 'Sender Verified' },
      { role: 'button', name: 'Done' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const last = await verifyBoth(canvasElement);
    await expect(confirmed).toBe(2);
    // Neither form of the count left (1 and 2 stand for any number).
    for (const remaining of [1, 2])
      await expect(
        last.queryByText(
          new RegExp(escapeRegExp(leftToVerify(remaining)).replace(String(remaining), '\\d+')),
        ),
      ).not.toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Done on the last success closes the dialog and reloads the page. */
export const SuccessLastDone: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const last = await verifyBoth(canvasElement);
    await expect(confirmed).toBe(2);
    await userEvent.click(last.getByRole('button', { name: tr('Done') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

/** Escape on the success gives its one answer: back to the list, then (the last) Done. */
export const SuccessEscape: Story = {
  tags: ['test-only'],
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
