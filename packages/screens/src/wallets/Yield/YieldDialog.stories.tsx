import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { PERSONAS, TRIGGERS } from '@wallet/mocks';
import {
  enterAmount,
  hostileAmounts,
  recordAndRefuse,
  sentAmount,
  type AmountRow,
  type EntryMode,
} from '../../testing/hostileAmounts';
import {
  amountText,
  anotherTabSending,
  backendSays,
  containing,
  escapeRegExp,
  pressEscapeIn,
  screenOf,
  sentInAnotherTab,
  tr,
  typed,
} from '../../testing/storyKit';
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

/** `text` as a pattern matching it anywhere in a name or text. */
const anywhere = (text: string) => new RegExp(escapeRegExp(text));

/** What the success dialog says (English amount): "100.000000 USDC has moved to your Yield Wallet." */
const movedTo = (action: 'Earn' | 'Redeem', amount: string) =>
  tr(
    action === 'Earn'
      ? '<0/> has moved to your Yield Wallet.'
      : '<0/> has moved back to your Main Wallet.',
    { 0: tr(amount) },
  );

/** The amount's description: what the source wallet holds, then the limits, as the dialog joins them. */
const available = (
  action: 'Earn' | 'Redeem',
  held: string,
  { minimum, now }: { minimum?: string; now?: string } = {},
) =>
  [
    action === 'Earn'
      ? tr('Available in your Main Wallet: {held}', { held: tr(held) })
      : tr('Available in your Yield Wallet: {held}', { held: tr(held) }),
    minimum && tr('minimum {minimum}', { minimum: tr(minimum) }),
    now && tr('{now} can be redeemed now', { now: tr(now) }),
  ]
    .filter(Boolean)
    .join('; ');

/** Opens Earn or Redeem from the Yield Wallet panel and returns the dialog. */
async function open(canvasElement: HTMLElement, action: 'Earn' | 'Redeem') {
  const panel = within(
    await within(canvasElement).findByRole('region', { name: tr('Yield Wallet') }),
  );
  const button = panel.getByRole('button', { name: tr(action) });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  // The dialog's code loads on first opening: slow on a loaded machine.
  const dialog = await screenOf(canvasElement).findByRole(
    'dialog',
    { name: tr(action) },
    { timeout: 5000 },
  );
  const d = within(dialog);
  return {
    dialog: d,
    amount: d.getByRole('textbox', { name: tr('Amount') }),
    terms: d.getByRole('checkbox'),
    submit: d.getByRole('button', { name: tr(action) }),
  };
}

/** Earn: up to 6 decimals, nonzero, within the Main Wallet, terms ticked before it is enabled. */
export const EarnDialog: Story = {
  parameters: {
    spec: ['yield.earn.dialog'],
    specExpect: [
      { role: 'dialog', name: 'Earn' },
      { role: 'textbox', name: 'Amount' },
      { text: 'Please enter an amount greater than 0' },
    ],
  },
  play: async ({ canvasElement }) => {
    const { dialog, amount, terms, submit } = await open(canvasElement, 'Earn');
    await expect(amount).toHaveFocus();
    const lead = tr('Move USDC from your Main Wallet to your Yield Wallet to earn {apy} APY.', {
      apy: tr('4.5%'),
    });
    await waitFor(() => expect(dialog.getByText(anywhere(lead))).toBeVisible());
    await expect(amount).toHaveAccessibleDescription(
      available('Earn', '12,500.750000 USDC', { minimum: '10.000000 USDC' }),
    );
    await expect(submit).toBeDisabled();
    // Kept as typed, never cut: letters and a seventh decimal stay on screen, and nothing is sent.
    await userEvent.type(amount, typed('abc12.1234567'));
    await expect(amount).toHaveValue(typed('abc12.1234567'));
    await expect(submit).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, typed('12.123456'));
    // The terms by keyboard.
    await userEvent.tab();
    await userEvent.tab();
    await expect(terms).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await expect(submit).toBeEnabled();
    // Zero is refused, with the reason once the field is left.
    await userEvent.clear(amount);
    await userEvent.type(amount, typed('0.000000'));
    await expect(submit).toBeDisabled();
    await userEvent.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(M.zero)));
    await expect(sent.earn).toBe(0);
  },
};

/** Max fills the whole Main Wallet balance; a cent more is Insufficient balance. */
export const EarnMax: Story = {
  parameters: {
    spec: ['yield.earn.max'],
    specExpect: [
      { role: 'dialog', name: 'Earn' },
      { role: 'textbox', name: 'Amount' },
      { role: 'button', name: 'Max' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const { dialog, amount, terms, submit } = await open(canvasElement, 'Earn');
    const max = dialog.getByRole('button', { name: tr('Max') });
    await userEvent.click(max);
    await expect(amount).toHaveValue(typed('12500.75'));
    await userEvent.click(terms);
    await expect(submit).toBeEnabled();
    await step('a cent more is Insufficient balance', async () => {
      await userEvent.type(amount, '1');
      await expect(amount).toHaveValue(typed('12500.751'));
      await expect(submit).toBeDisabled();
      await userEvent.click(terms);
      await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(M.insufficient)));
    });
    await step('Max again: the whole balance, Earn enabled (the state it ends in)', async () => {
      await userEvent.click(max);
      await expect(amount).toHaveValue(typed('12500.75'));
      await userEvent.click(terms);
      await expect(terms).toBeChecked();
      await waitFor(() => expect(submit).toBeEnabled());
      await expect(amount).not.toHaveAccessibleDescription(new RegExp(M.insufficient));
    });
  },
};

async function serverError(canvasElement: HTMLElement, action: 'Earn' | 'Redeem', text: string) {
  const { amount, terms, submit } = await open(canvasElement, action);
  await userEvent.type(amount, typed(TRIGGERS.yieldErrorAmount));
  await userEvent.click(terms);
  await userEvent.click(submit);
  // The server's message under the amount (in the request's language), the amount kept.
  await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(escapeRegExp(text))));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue(typed(TRIGGERS.yieldErrorAmount));
  await expect(submit).toBeEnabled();
}

export const EarnServerError: Story = {
  parameters: {
    spec: ['yield.earn.server-error'],
    // The message is read out too (a live region), so its text alone is not one element.
    specExpect: [
      { role: 'dialog', name: 'Earn' },
      { role: 'textbox', name: 'Amount' },
    ],
  },
  play: async ({ canvasElement }) => {
    await serverError(
      canvasElement,
      'Earn',
      backendSays('Yield deposits are paused for maintenance. Please try again later.'),
    );
    await expect(sent.earn).toBe(1);
  },
};

/** 100 USDC earned by a double click: Earn Successful. */
async function earned(canvasElement: HTMLElement) {
  const { amount, terms, submit } = await open(canvasElement, 'Earn');
  await userEvent.type(amount, '100');
  await userEvent.click(terms);
  await userEvent.dblClick(submit);
  return screenOf(canvasElement).findByRole('alertdialog', { name: tr('Earn Successful') });
}

/** A double click sends one Earn; the balances move behind Earn Successful. */
export const EarnSuccess: Story = {
  parameters: {
    spec: ['yield.earn.success'],
    specExpect: [
      { role: 'alertdialog', name: 'Earn Successful' },
      { role: 'button', name: 'Back To Home' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const done = await earned(canvasElement);
    await expect(done).toHaveTextContent(movedTo('Earn', '100.000000 USDC'));
    await expect(sent.earn).toBe(1);
    // Wallets and history read again behind the dialog.
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(tr('3,100.000000 USDC'))).toBeInTheDocument();
    await expect(await canvas.findByText(amountText(tr('12,400.750000 USDC')))).toBeInTheDocument();
    await expect(await canvas.findByText(backendSays('To Yield Wallet'))).toBeInTheDocument();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/** Back To Home on Earn Successful reloads /dashboard. */
export const EarnSuccessBackToHome: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const done = await earned(canvasElement);
    await userEvent.click(within(done).getByRole('button', { name: tr('Back To Home') }));
    await expect(args.reload).toHaveBeenCalledOnce();
    await expect(sent.earn).toBe(1);
  },
};

/** Redeem's Max and its terms ticked: Redeem enabled. */
async function redeemReady(canvasElement: HTMLElement) {
  const opened = await open(canvasElement, 'Redeem');
  const { dialog, amount, terms, submit } = opened;
  await expect(amount).toHaveAccessibleDescription(available('Redeem', '3,000.000000 USDC'));
  await userEvent.click(dialog.getByRole('button', { name: tr('Max') }));
  await expect(amount).toHaveValue('3000');
  await expect(submit).toBeDisabled();
  await userEvent.click(terms);
  await expect(submit).toBeEnabled();
  return opened;
}

/** Redeem draws on the Yield Wallet: Max fills its balance; the terms enable Redeem. */
export const RedeemDialog: Story = {
  parameters: {
    spec: ['yield.redeem.dialog'],
    specExpect: [
      { role: 'dialog', name: 'Redeem' },
      { role: 'textbox', name: 'Amount' },
      { role: 'button', name: 'Max' },
      { role: 'button', name: 'Cancel' },
    ],
  },
  play: async ({ canvasElement }) => {
    await redeemReady(canvasElement);
    await expect(sent.redeem).toBe(0);
  },
};

/** Cancel closes Redeem without sending. */
export const RedeemCancelSendsNothing: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { dialog } = await redeemReady(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: tr('Cancel') }));
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(sent.redeem).toBe(0);
  },
};

export const RedeemServerError: Story = {
  parameters: {
    spec: ['yield.redeem.server-error'],
    // The message is read out too (a live region), so its text alone is not one element.
    specExpect: [
      { role: 'dialog', name: 'Redeem' },
      { role: 'textbox', name: 'Amount' },
    ],
  },
  play: async ({ canvasElement }) => {
    await serverError(
      canvasElement,
      'Redeem',
      backendSays('Redemptions are paused for maintenance. Please try again later.'),
    );
    await expect(sent.redeem).toBe(1);
  },
};

/** 250.5 USDC redeemed by Enter pressed twice: Redeem Successful. */
async function redeemed(canvasElement: HTMLElement) {
  const { amount, terms } = await open(canvasElement, 'Redeem');
  await userEvent.type(amount, typed('250.5'));
  await userEvent.click(terms);
  amount.focus();
  await userEvent.keyboard('{Enter}{Enter}');
  return screenOf(canvasElement).findByRole('alertdialog', { name: tr('Redeem Successful') });
}

/** Enter pressed twice sends one Redeem; the Main Wallet grows and the Yield Wallet shrinks. */
export const RedeemSuccess: Story = {
  parameters: {
    spec: ['yield.redeem.success'],
    specExpect: [
      { role: 'alertdialog', name: 'Redeem Successful' },
      { role: 'button', name: 'Back To Home' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const done = await redeemed(canvasElement);
    await expect(done).toHaveTextContent(movedTo('Redeem', '250.500000 USDC'));
    await expect(sent.redeem).toBe(1);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(tr('2,749.500000 USDC'))).toBeInTheDocument();
    await expect(await canvas.findByText(amountText(tr('12,751.250000 USDC')))).toBeInTheDocument();
    await expect(await canvas.findByText(backendSays('From Yield Wallet'))).toBeInTheDocument();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/** Back To Home on Redeem Successful reloads /dashboard. */
export const RedeemSuccessBackToHome: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const done = await redeemed(canvasElement);
    await userEvent.click(within(done).getByRole('button', { name: tr('Back To Home') }));
    await expect(args.reload).toHaveBeenCalledOnce();
    await expect(sent.redeem).toBe(1);
  },
};

/** Escape on the success gives its one answer, Back To Home (which reloads /dashboard). */
export const SuccessEscape: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const { amount, terms, submit } = await open(canvasElement, 'Earn');
    await userEvent.type(amount, '10');
    await userEvent.click(terms);
    await userEvent.click(submit);
    await pressEscapeIn(
      await screenOf(canvasElement).findByRole('alertdialog', { name: tr('Earn Successful') }),
    );
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

/** Bodies of Earn and Redeem calls, for the stories that record them. */
const bodies: unknown[] = [];

/**
 * Issue 24 item 9: every hostile amount typed, pasted and set. The field keeps exactly what was
 * entered; the call carries the plain amount it means, or the message says why and nothing goes.
 */
const hostile = (action: 'Earn' | 'Redeem', mode: EntryMode, which: 'sent' | 'refused'): Story => ({
  beforeEach({ msw }) {
    bodies.length = 0;
    const path = action === 'Earn' ? 'yield/confirm-deposit' : 'yield/confirm-redeem';
    msw.use(recordAndRefuse(path, bodies, 'Recorded by the story', 'recorded'));
  },
  play: async ({ canvasElement, step }) => {
    const { amount, terms, submit } = await open(canvasElement, action);
    await userEvent.click(terms);
    let calls = 0;
    // Read as 25000, not 25: more than either wallet holds.
    const big: AmountRow[] =
      which === 'refused' ? [{ text: tr('25,000'), message: M.insufficient }] : [];
    for (const row of [...hostileAmounts(6, which), ...big])
      await step(`${mode} ${row.text}`, async () => {
        await enterAmount(amount, row.text, mode);
        if ('sent' in row) {
          await waitFor(() => expect(submit).toBeEnabled());
          await userEvent.click(submit);
          calls += 1;
          await expect(await sentAmount(bodies, calls)).toBe(row.sent);
          await waitFor(() => expect(amount).toHaveAccessibleDescription(/Recorded by the story/));
          await expect(amount).toHaveValue(row.text);
        } else {
          await userEvent.tab();
          await waitFor(() =>
            expect(amount).toHaveAccessibleDescription(expect.stringContaining(row.message)),
          );
          await expect(submit).toBeDisabled();
        }
      });
    await expect(bodies).toHaveLength(calls);
  },
});

export const EarnTypedSent = hostile('Earn', 'type', 'sent');
export const EarnTypedRefused = hostile('Earn', 'type', 'refused');
export const EarnPastedSent = hostile('Earn', 'paste', 'sent');
export const EarnPastedRefused = hostile('Earn', 'paste', 'refused');
export const EarnSetSent = hostile('Earn', 'set', 'sent');
export const EarnSetRefused = hostile('Earn', 'set', 'refused');
export const RedeemTypedSent = hostile('Redeem', 'type', 'sent');
export const RedeemTypedRefused = hostile('Redeem', 'type', 'refused');
export const RedeemPastedSent = hostile('Redeem', 'paste', 'sent');
export const RedeemPastedRefused = hostile('Redeem', 'paste', 'refused');
export const RedeemSetSent = hostile('Redeem', 'set', 'sent');
export const RedeemSetRefused = hostile('Redeem', 'set', 'refused');

/** The Yield Wallet as GET yield/{cryptoId} answers it, with the limits a story sets. */
const yieldWallet = (limits: { min_deposit_amount?: string; eligible_balance?: string }) =>
  http.get(apiUrl('yield/:cryptoId'), () =>
    HttpResponse.json({
      data: {
        crypto_id: 'ARB-USDC',
        ticker: 'USDC',
        yield_balance: '3000',
        cumulative_reward: '41.275312',
        apy: '4.5',
        main_wallet_balance: '12500.75',
        ...limits,
      },
    }),
  );

/** Item 12: min_deposit_amount is checked before the call; nothing is sent below it. */
export const EarnBelowMinimumDeposit: Story = {
  beforeEach({ msw }) {
    msw.use(yieldWallet({ min_deposit_amount: '25' }));
  },
  play: async ({ canvasElement }) => {
    const { amount, terms, submit } = await open(canvasElement, 'Earn');
    await expect(amount).toHaveAccessibleDescription(
      containing('minimum {minimum}', { minimum: tr('25.000000 USDC') }),
    );
    await userEvent.type(amount, typed('24.999999'));
    await userEvent.click(terms);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(M.belowMin('25', 'USDC'))),
    );
    await expect(submit).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await expect(submit).toBeEnabled();
    await expect(sent.earn).toBe(0);
  },
};

/** Item 12: Redeem takes no more than eligible_balance, though the Yield Wallet holds more. */
export const RedeemAboveEligible: Story = {
  beforeEach({ msw }) {
    msw.use(yieldWallet({ eligible_balance: '2000.5' }));
  },
  play: async ({ canvasElement }) => {
    const { dialog, amount, terms, submit } = await open(canvasElement, 'Redeem');
    await expect(amount).toHaveAccessibleDescription(
      available('Redeem', '3,000.000000 USDC', { now: '2,000.500000 USDC' }),
    );
    await userEvent.type(amount, '2500');
    await userEvent.click(terms);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(M.notEligible('2000.5', 'USDC')),
      ),
    );
    await expect(submit).toBeDisabled();
    // Max fills what may be redeemed now.
    await userEvent.click(dialog.getByRole('button', { name: tr('Max') }));
    await expect(amount).toHaveValue(typed('2000.5'));
    await expect(submit).toBeEnabled();
    await expect(sent.redeem).toBe(0);
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
      name: tr('Already submitted'),
    });
    await expect(spent).toHaveTextContent(
      tr(
        'This {what} was already submitted, in this tab or another one, so it is not sent again. Its result shows in {where}.',
        {
          what: tr('Redeem request'),
          where: tr('your Yield Wallet balance and the transaction history on Home'),
        },
      ),
    );
    await expect(sent.redeem).toBe(0);
    release();
    await userEvent.click(within(spent).getByRole('button', { name: tr('Close') }));
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
      name: tr('Earn Successful'),
    });
    await expect(done).toHaveTextContent(movedTo('Earn', '500.000000 USDC'));
    await expect(sent.earn).toBe(0);
  },
};
