import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { PERSONAS, TRIGGERS } from '@wallet/mocks';
import { anotherTabSending, screenOf, sentInAnotherTab } from '../../testing/storyKit';
import { HomeScreen } from '../Home/HomeScreen';
import { YIELD_MESSAGES as M } from '../money/yieldAmount';

/** Calls of Earn and Redeem that reached the demo backend in this story. */
const sent = { earn: 0, redeem: 0 };

const meta = {
  title: 'Screens/Wallets/Yield',
  component: HomeScreen,
  args: { reload: fn() },
  parameters: { route: { path: '/dashboard' }, signedInAs: PERSONAS.verified },
  beforeEach({ msw }) {
    sent.earn = 0;
    sent.redeem = 0;
    // Count, then fall through to the demo backend.
    msw.use(
      http.post(apiUrl('yield/confirm-deposit'), () => void (sent.earn += 1)),
      http.post(apiUrl('yield/confirm-redeem'), () => void (sent.redeem += 1)),
    );
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens Earn or Redeem from the Yield Wallet panel and returns the dialog. */
async function open(canvasElement: HTMLElement, action: 'Earn' | 'Redeem') {
  const panel = within(await within(canvasElement).findByRole('region', { name: 'Yield Wallet' }));
  const button = panel.getByRole('button', { name: action });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  const dialog = await screenOf(canvasElement).findByRole('dialog', { name: action });
  const d = within(dialog);
  return {
    dialog: d,
    amount: d.getByRole('textbox', { name: 'Amount' }),
    terms: d.getByRole('checkbox'),
    submit: d.getByRole('button', { name: action }),
  };
}

/** Earn: up to 6 decimals, nonzero, within the Main Wallet, terms ticked before it is enabled. */
export const EarnDialog: Story = {
  parameters: { spec: ['yield.earn.dialog'] },
  play: async ({ canvasElement }) => {
    const { dialog, amount, terms, submit } = await open(canvasElement, 'Earn');
    await expect(amount).toHaveFocus();
    await waitFor(() => expect(dialog.getByText(/earn 4\.5% APY/)).toBeVisible());
    await expect(amount).toHaveAccessibleDescription(
      'Available in your Main Wallet: 12,500.750000 USDC',
    );
    await expect(submit).toBeDisabled();
    // Letters are ignored; a seventh decimal is not taken.
    await userEvent.type(amount, 'abc12.1234567');
    await expect(amount).toHaveValue('12.123456');
    await expect(submit).toBeDisabled();
    // The terms by keyboard.
    await userEvent.tab();
    await userEvent.tab();
    await expect(terms).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await expect(submit).toBeEnabled();
    // Zero is refused, with the reason once the field is left.
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.000000');
    await expect(submit).toBeDisabled();
    await userEvent.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(M.zero)));
    await expect(sent.earn).toBe(0);
  },
};

/** Max fills the whole Main Wallet balance; a cent more is Insufficient balance. */
export const EarnMax: Story = {
  parameters: { spec: ['yield.earn.max'] },
  play: async ({ canvasElement }) => {
    const { dialog, amount, terms, submit } = await open(canvasElement, 'Earn');
    await userEvent.click(dialog.getByRole('button', { name: 'Max' }));
    await expect(amount).toHaveValue('12500.75');
    await userEvent.click(terms);
    await expect(submit).toBeEnabled();
    await userEvent.type(amount, '1');
    await expect(amount).toHaveValue('12500.751');
    await expect(submit).toBeDisabled();
    await userEvent.click(terms);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(M.insufficient)));
  },
};

async function serverError(canvasElement: HTMLElement, action: 'Earn' | 'Redeem', text: RegExp) {
  const { amount, terms, submit } = await open(canvasElement, action);
  await userEvent.type(amount, TRIGGERS.yieldErrorAmount);
  await userEvent.click(terms);
  await userEvent.click(submit);
  // The server's message under the amount, the amount kept.
  await waitFor(() => expect(amount).toHaveAccessibleDescription(text));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue(TRIGGERS.yieldErrorAmount);
  await expect(submit).toBeEnabled();
}

export const EarnServerError: Story = {
  parameters: { spec: ['yield.earn.server-error'] },
  play: async ({ canvasElement }) => {
    await serverError(canvasElement, 'Earn', /Yield deposits are paused for maintenance/);
    await expect(sent.earn).toBe(1);
  },
};

/** A double click sends one Earn; the balances move and Back To Home reloads /dashboard. */
export const EarnSuccess: Story = {
  parameters: { spec: ['yield.earn.success'] },
  play: async ({ canvasElement, args }) => {
    const { amount, terms, submit } = await open(canvasElement, 'Earn');
    await userEvent.type(amount, '100');
    await userEvent.click(terms);
    await userEvent.dblClick(submit);
    const screen = screenOf(canvasElement);
    const done = await screen.findByRole('alertdialog', { name: 'Earn Successful' });
    await expect(done).toHaveTextContent('100.000000 USDC has moved to your Yield Wallet.');
    await expect(sent.earn).toBe(1);
    // Wallets and history read again behind the dialog.
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3,100.000000 USDC')).toBeInTheDocument();
    await expect(await canvas.findByText('12,400.750000 USDC')).toBeInTheDocument();
    await expect(await canvas.findByText('To Yield Wallet')).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Back To Home' }));
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

/** Redeem draws on the Yield Wallet: Max fills its balance; the terms enable Redeem. */
export const RedeemDialog: Story = {
  parameters: { spec: ['yield.redeem.dialog'] },
  play: async ({ canvasElement }) => {
    const { dialog, amount, terms, submit } = await open(canvasElement, 'Redeem');
    await expect(amount).toHaveAccessibleDescription(
      'Available in your Yield Wallet: 3,000.000000 USDC',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Max' }));
    await expect(amount).toHaveValue('3000');
    await expect(submit).toBeDisabled();
    await userEvent.click(terms);
    await expect(submit).toBeEnabled();
    // Cancel closes without sending.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(sent.redeem).toBe(0);
  },
};

export const RedeemServerError: Story = {
  parameters: { spec: ['yield.redeem.server-error'] },
  play: async ({ canvasElement }) => {
    await serverError(canvasElement, 'Redeem', /Redemptions are paused for maintenance/);
    await expect(sent.redeem).toBe(1);
  },
};

/** Enter pressed twice sends one Redeem; the Main Wallet grows and the Yield Wallet shrinks. */
export const RedeemSuccess: Story = {
  parameters: { spec: ['yield.redeem.success'] },
  play: async ({ canvasElement, args }) => {
    const { amount, terms } = await open(canvasElement, 'Redeem');
    await userEvent.type(amount, '250.5');
    await userEvent.click(terms);
    amount.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    const done = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Redeem Successful',
    });
    await expect(done).toHaveTextContent('250.500000 USDC has moved back to your Main Wallet.');
    await expect(sent.redeem).toBe(1);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2,749.500000 USDC')).toBeInTheDocument();
    await expect(await canvas.findByText('12,751.250000 USDC')).toBeInTheDocument();
    await expect(await canvas.findByText('From Yield Wallet')).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Back To Home' }));
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

/** Escape on the success gives its one answer, Back To Home (which reloads /dashboard). */
export const SuccessEscape: Story = {
  parameters: { spec: ['yield.earn.success'] },
  play: async ({ canvasElement, args }) => {
    const { amount, terms, submit } = await open(canvasElement, 'Earn');
    await userEvent.type(amount, '10');
    await userEvent.click(terms);
    await userEvent.click(submit);
    await screenOf(canvasElement).findByRole('alertdialog', { name: 'Earn Successful' });
    await userEvent.keyboard('{Escape}');
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

/**
 * A Redeem that another tab of the same review is sending (a tab duplicated with the dialog open,
 * or this tab before a reload): Redeem here sends nothing and says so; Close ends that review,
 * and the next Redeem is a new one.
 */
export const RedeemSentElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const { amount, terms, submit } = await open(canvasElement, 'Redeem');
    const release = await anotherTabSending('yield-redeem');
    await userEvent.type(amount, '100');
    await userEvent.click(terms);
    await userEvent.click(submit);
    const spent = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Already submitted',
    });
    await expect(spent).toHaveTextContent('This Redeem request was already submitted');
    await expect(sent.redeem).toBe(0);
    release();
    await userEvent.click(within(spent).getByRole('button', { name: 'Close' }));
    const again = await open(canvasElement, 'Redeem');
    await expect(again.amount).toHaveValue('');
    await expect(sent.redeem).toBe(0);
  },
};

/** The Earn this dialog shows was sent and answered in another tab: its outcome shows here. */
export const EarnSentElsewhere: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Earn');
    sentInAnotherTab('yield-earn', { amount: '500' });
    const done = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Earn Successful',
    });
    await expect(done).toHaveTextContent('500.000000 USDC has moved to your Yield Wallet.');
    await expect(sent.earn).toBe(0);
  },
};
