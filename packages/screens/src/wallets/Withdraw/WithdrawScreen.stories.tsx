import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { COMPLIANCE_EMAIL, PERSONAS, TRIGGERS } from '@wallet/mocks';
import { AMOUNT_MESSAGES } from '@wallet/ui';
import { readDraft, writeDraft } from '../../forms/useFlowDraft';
import {
  enterAmount,
  hostileAmounts,
  inLanguage,
  recordAndRefuse,
  sentAmount,
  type AmountRow,
  type EntryMode,
} from '../../testing/hostileAmounts';
import {
  money,
  pressEscapeIn,
  recording,
  screenOf,
  startingWith,
  tr,
  typed,
} from '../../testing/storyKit';
import { SEND_MESSAGES as M } from '../money/sendAmount';
import { WITHDRAW_DRAFT } from './withdrawDraft';
import { WithdrawScreen } from './WithdrawScreen';

/** EIP-55's first test vector: a valid mixed-case address. */
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** POST send/review bodies the page sent. */
const reviews: unknown[] = [];

const meta = {
  title: 'Screens/Wallets/Withdraw',
  component: WithdrawScreen,
  parameters: { route: { path: '/withdraw' }, signedInAs: PERSONAS.verified },
  beforeEach({ msw }) {
    reviews.length = 0;
    msw.use(recording(reviews, 'send/review'));
  },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: tr('Withdraw') });
  return {
    canvas,
    amount: canvas.getByRole('textbox', { name: startingWith('Amount') }),
    name: canvas.getByRole('textbox', { name: startingWith('Recipient name') }),
    address: canvas.getByRole('textbox', { name: startingWith('Recipient wallet address') }),
    send: canvas.getByRole('button', { name: tr('Send') }),
  };
};

/** `amount` written the English way ("100.25"), typed as the active language writes it. */
const fill = async (f: Awaited<ReturnType<typeof form>>, amount: string, address = ADDRESS) => {
  await userEvent.type(f.amount, typed(amount));
  await userEvent.type(f.name, 'Savings Account');
  await userEvent.type(f.address, address);
};

/** The balance, the amount with Max, the recipient, the fee and what the recipient receives. */
export const Form: Story = {
  parameters: {
    spec: ['withdraw.form'],
    specExpect: [
      { role: 'form', name: 'Withdraw' },
      { role: 'button', name: 'Max' },
      { text: '1.500000 USDC' },
      { text: 'Recipient receives' },
      { role: 'button', name: 'Send' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const f = await form(canvasElement);
    await expect(f.canvas.getByTestId('send-balance')).toHaveTextContent(
      money('12500.75', { ticker: 'USDC' }),
    );
    await expect(f.canvas.getByText('Arbitrum')).toBeVisible();
    await expect(f.canvas.getByText(money('1.5', { ticker: 'USDC' }))).toBeVisible();
    await expect(f.send).toBeDisabled();
    await step('typing: the recipient receives the amount less the fee', async () => {
      await userEvent.type(f.amount, typed('100.25'));
      await expect(f.canvas.getByTestId('recipient-receives')).toHaveTextContent(
        money('98.75', { ticker: 'USDC' }),
      );
      // A fee above the amount: nothing arrives, never a negative amount.
      await userEvent.clear(f.amount);
      await userEvent.type(f.amount, '1');
      await expect(f.canvas.getByTestId('recipient-receives')).toHaveTextContent(
        money('0', { ticker: 'USDC' }),
      );
    });
    await step('Max fills the balance, as the language writes it', async () => {
      await userEvent.click(f.canvas.getByRole('button', { name: tr('Max') }));
      await expect(f.amount).toHaveValue(typed('12500.75'));
      await expect(f.canvas.getByTestId('recipient-receives')).toHaveTextContent(
        money('12499.25', { ticker: 'USDC' }),
      );
    });
    await step('the recipient, by keyboard; Send is enabled and the draft keeps it', async () => {
      f.name.focus();
      await userEvent.keyboard('Savings Account');
      await userEvent.tab();
      await userEvent.keyboard(ADDRESS);
      await expect(f.send).toBeEnabled();
      await expect(readDraft(WITHDRAW_DRAFT)).toMatchObject({
        amount: typed('12500.75'),
        recipientName: 'Savings Account',
        recipientAddress: ADDRESS,
      });
    });
  },
};

/** 9.99 typed and the field left: the minimum under the amount, the field invalid. */
const belowMinimum = async (canvasElement: HTMLElement) => {
  const f = await form(canvasElement);
  await userEvent.type(f.amount, typed('9.99'));
  await userEvent.tab();
  await expect(await f.canvas.findByText(M.belowMin('10', 'USDC'))).toBeVisible();
  await expect(f.amount).toHaveAttribute('aria-invalid', 'true');
  return f;
};

/** Under the minimum: the message under the amount once the field is left. */
export const BelowMinimum: Story = {
  parameters: {
    spec: ['withdraw.below-min'],
    specExpect: { text: () => M.belowMin('10', 'USDC') },
  },
  play: async ({ canvasElement }) => {
    await belowMinimum(canvasElement);
  },
};

/** Taking focus again clears the below-minimum message (spec 1 section 5). */
export const BelowMinimumClearsOnFocus: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const f = await belowMinimum(canvasElement);
    await userEvent.click(f.amount);
    await expect(f.canvas.queryByText(M.belowMin('10', 'USDC'))).not.toBeInTheDocument();
  },
};

export const Insufficient: Story = {
  parameters: {
    spec: ['withdraw.insufficient'],
    specExpect: [{ text: 'Insufficient balance' }, { role: 'button', name: 'Send' }],
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '12500.750001');
    await userEvent.click(f.amount);
    await userEvent.tab();
    await expect(await f.canvas.findByText(M.insufficient)).toBeVisible();
    await expect(f.send).toBeDisabled();
  },
};

/**
 * A seventh decimal, typed or pasted, stays on screen and is refused with the decimals allowed;
 * more than 18 digits likewise. Nothing is cut, nothing is sent.
 */
export const TooManyDecimals: Story = {
  parameters: {
    spec: ['withdraw.too-many-decimals'],
    specExpect: { text: () => new RegExp(`^${AMOUNT_MESSAGES.decimals(6)}`) },
  },
  play: async ({ canvasElement, step }) => {
    const f = await form(canvasElement);
    await step('more than 18 digits', async () => {
      await userEvent.type(f.amount, '1234567890123456789');
      await expect(f.amount).toHaveValue('1234567890123456789');
      await userEvent.tab();
      await waitFor(() =>
        expect(f.amount).toHaveAccessibleDescription(
          expect.stringContaining(AMOUNT_MESSAGES.length(18)),
        ),
      );
    });
    await step('a seventh decimal, pasted, then typed (the state it ends in)', async () => {
      await userEvent.clear(f.amount);
      await userEvent.paste(typed('10.1234567'));
      await expect(f.amount).toHaveValue(typed('10.1234567'));
      await userEvent.clear(f.amount);
      await userEvent.type(f.amount, typed('10.1234567'));
      await expect(f.amount).toHaveValue(typed('10.1234567'));
      await userEvent.tab();
      await waitFor(() =>
        expect(f.amount).toHaveAccessibleDescription(
          expect.stringContaining(AMOUNT_MESSAGES.decimals(6)),
        ),
      );
    });
    await expect(f.send).toBeDisabled();
    await expect(reviews).toHaveLength(0);
  },
};

/** At or above the minimum but not above the fee: nothing would arrive, so it is refused. */
export const NotAboveFee: Story = {
  parameters: { route: { path: '/withdraw' } },
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('send'), () =>
        HttpResponse.json({
          data: {
            crypto_balance: '100',
            crypto_min_amount: '1',
            crypto: 'USDC',
            crypto_id: 'ARB-USDC',
            crypto_fee: '1.5',
            crypto_network: 'Arbitrum',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '1.5');
    await userEvent.click(f.amount);
    await userEvent.tab();
    await waitFor(() =>
      expect(f.amount).toHaveAccessibleDescription(
        expect.stringContaining(M.notAboveFee('1.5', 'USDC')),
      ),
    );
    await expect(f.send).toBeDisabled();
    await userEvent.clear(f.amount);
    await userEvent.type(f.amount, typed('1.500001'));
    await expect(f.send).toBeEnabled();
    await expect(reviews).toHaveLength(0);
  },
};

/** Bodies of send/review, for the stories that record them. */
const reviewBodies: unknown[] = [];

/**
 * Issue 24 item 9: every hostile amount typed, pasted and set. The field keeps exactly what was
 * entered; send/review carries the plain amount it means, or the message says why and nothing goes.
 */
const hostile = (mode: EntryMode, which: 'sent' | 'refused'): Story => ({
  beforeEach({ msw }) {
    reviewBodies.length = 0;
    msw.use(recordAndRefuse('send/review', reviewBodies, 'Recorded by the story', 'below_minimum'));
  },
  play: async ({ canvasElement, step }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.name, 'Savings Account', { delay: null });
    await userEvent.type(f.address, ADDRESS, { delay: null });
    let calls = 0;
    // Read as 25000, not 25: more than the balance.
    const big: AmountRow[] =
      which === 'refused' ? [{ text: inLanguage('25,000'), message: M.insufficient }] : [];
    for (const row of [...hostileAmounts(6, which), ...big])
      await step(`${mode} ${row.text}`, async () => {
        await enterAmount(f.amount, row.text, mode);
        await userEvent.tab();
        if ('sent' in row) {
          await waitFor(() => expect(f.send).toBeEnabled());
          await userEvent.click(f.send);
          calls += 1;
          await expect(await sentAmount(reviewBodies, calls)).toBe(row.sent);
          await waitFor(() =>
            expect(f.amount).toHaveAccessibleDescription(/Recorded by the story/),
          );
          await expect(f.amount).toHaveValue(row.text);
        } else {
          await waitFor(() =>
            expect(f.amount).toHaveAccessibleDescription(expect.stringContaining(row.message)),
          );
          await expect(f.send).toBeDisabled();
        }
      });
    await expect(reviewBodies).toHaveLength(calls);
  },
});

export const TypedSent = hostile('type', 'sent');
export const TypedRefused = hostile('type', 'refused');
export const PastedSent = hostile('paste', 'sent');
export const PastedRefused = hostile('paste', 'refused');
export const SetSent = hostile('set', 'sent');
export const SetRefused = hostile('set', 'refused');

/** A wrong EIP-55 checksum is caught on blur; an address the server refuses says the same. */
export const InvalidAddress: Story = {
  parameters: {
    spec: ['withdraw.invalid-address'],
    specExpect: [
      { role: 'form', name: 'Withdraw' },
      // Its error text is read out too (a live region), so the text alone is not one element.
      { role: 'textbox', name: () => startingWith('Recipient wallet address') },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const f = await form(canvasElement);
    await step('a mixed-case address with a wrong checksum', async () => {
      await fill(f, '100', ADDRESS.replace('aAeb', 'AAeb'));
      await userEvent.tab();
      await expect(await f.canvas.findByText(M.invalidAddress)).toBeVisible();
      await expect(f.send).toBeDisabled();
    });
    await step('invalid_address from send/review, under the address field', async () => {
      await userEvent.clear(f.address);
      await userEvent.type(f.address, TRIGGERS.invalidWithdrawAddress);
      await userEvent.click(f.send);
      await waitFor(() => expect(f.address).toHaveAttribute('aria-invalid', 'true'));
      await expect(f.address).toHaveAccessibleDescription(
        expect.stringContaining(M.invalidAddress),
      );
      await expect(f.amount).toHaveValue('100');
      await expect(reviews).toHaveLength(1);
    });
  },
};

/** 10,000.01 USD sent, over the 24-hour remaining limit: Maximum limit reached opens. */
const limitReached = async (canvasElement: HTMLElement) => {
  const f = await form(canvasElement);
  await fill(f, '10000.01');
  await userEvent.click(f.send);
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Maximum limit reached'),
  });
  return { f, dialog };
};

/** Over the 24-hour remaining limit (10,000 USD): the dialog with the limit, what remains, whom to write to. */
export const LimitReachedDialog: Story = {
  parameters: {
    spec: ['withdraw.limit-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Maximum limit reached' },
      // The sentence's own text, around its amount.
      { text: () => tr('Remaining balance: <0/>.', { 0: '' }) },
      { role: 'link', name: COMPLIANCE_EMAIL },
    ],
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await limitReached(canvasElement);
    const limit = money('10000', { ticker: 'USD' });
    await expect(dialog).toHaveTextContent(
      tr('Your withdrawal limit is <0/> every 24 hours.', { 0: limit }),
    );
    await expect(dialog).toHaveTextContent(tr('Remaining balance: <0/>.', { 0: limit }));
    await expect(within(dialog).getByRole('link', { name: COMPLIANCE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${COMPLIANCE_EMAIL}`,
    );
  },
};

/** OK on Maximum limit reached closes it; the amount is kept. */
export const LimitDialogOkKeepsAmount: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { f, dialog } = await limitReached(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(f.amount).toHaveValue('10000.01');
  },
};

/** Send pressed twice (and Enter): one send/review, the button pending until the answer. */
export const Submitting: Story = {
  parameters: {
    spec: ['withdraw.submitting'],
    specExpect: [
      { role: 'form', name: 'Withdraw' },
      { role: 'progressbar', name: 'Working' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(recording(reviews, 'send/review', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '100');
    await userEvent.dblClick(f.send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(f.send).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(f.send).getByRole('progressbar', { name: tr('Working') })).toBeVisible();
    // The recorder reads the body before it counts: the button can be busy a moment earlier.
    await waitFor(() => expect(reviews).toHaveLength(1));
  },
};

/** Escape on Maximum limit reached is its OK: closed, the amount kept. */
export const LimitDialogEscape: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { f, dialog } = await limitReached(canvasElement);
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(f.amount).toHaveValue('10000.01');
  },
};

/** What send/confirm refused on the review (invalid_address) shows under its field, once. */
export const RefusedOnConfirm: Story = {
  parameters: {
    spec: ['withdraw.invalid-address'],
    specExpect: [
      { role: 'form', name: 'Withdraw' },
      // Its error text is read out too (a live region), so the text alone is not one element.
      { role: 'textbox', name: () => startingWith('Recipient wallet address') },
    ],
  },
  beforeEach() {
    writeDraft(WITHDRAW_DRAFT, {
      amount: inLanguage('1,000.50'),
      recipientName: 'Savings Account',
      recipientAddress: ADDRESS,
      reviewed: false,
      refusal: { field: 'recipientAddress', message: M.invalidAddress },
    });
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.amount).toHaveValue(inLanguage('1,000.50'));
    await waitFor(() => expect(f.address).toHaveAttribute('aria-invalid', 'true'));
    await expect(f.address).toHaveAccessibleDescription(expect.stringContaining(M.invalidAddress));
    await expect(readDraft(WITHDRAW_DRAFT).refusal).toBeNull();
  },
};
