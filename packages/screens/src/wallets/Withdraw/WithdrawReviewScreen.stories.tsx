import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getSendDetails, reviewSend } from '@wallet/api';
import { COMPLIANCE_EMAIL, PERSONAS, TRIGGERS } from '@wallet/mocks';
import { Link } from '@wallet/ui';
import { readDraft, writeDraft } from '../../forms/useFlowDraft';
import {
  goOffline,
  navigatedTo,
  pressEscapeIn,
  recording,
  screenOf,
  startingWith,
  tr,
  typed,
} from '../../testing/storyKit';
import { WITHDRAW_DRAFT } from './withdrawDraft';
import { WithdrawReviewScreen } from './WithdrawReviewScreen';
import { WithdrawScreen } from './WithdrawScreen';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** POST send/confirm requests the page made, with their bodies. */
const confirmBodies: unknown[] = [];

/**
 * What Send leaves behind: the backend reviewed it, the draft holds it (the amount field's text,
 * as typed in the active language).
 */
async function reviewed(amount: string) {
  await reviewSend({
    crypto_id: 'ARB-USDC',
    amount,
    recipient_name: 'Savings Account',
    recipient_address: ADDRESS,
  });
  writeDraft(WITHDRAW_DRAFT, {
    amount: typed(amount),
    recipientName: 'Savings Account',
    recipientAddress: ADDRESS,
    reviewed: true,
    cryptoId: 'ARB-USDC',
    ticker: 'USDC',
    network: 'Arbitrum',
    fee: '1.5',
  });
}

const meta = {
  title: 'Screens/Wallets/Withdraw Review',
  component: WithdrawReviewScreen,
  parameters: {
    route: { path: '/withdraw/review', from: '/withdraw' },
    signedInAs: PERSONAS.verified,
  },
  // A link of the shell around the page: leaving by it is what the guard asks about.
  decorators: [
    (Story) => (
      <>
        <nav aria-label="Main">
          <Link href="/dashboard">{tr('Home')}</Link>
        </nav>
        <Story />
      </>
    ),
  ],
  async beforeEach({ msw }) {
    confirmBodies.length = 0;
    msw.use(recording(confirmBodies, 'send/confirm'));
    await reviewed('100');
  },
} satisfies Meta<typeof WithdrawReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review's confirmation box, by the start of its name. */
const confirmBox = () =>
  startingWith(
    'I confirm the amount and the recipient details are correct. A transfer cannot be reversed.',
  );

/** A catalog message whose `<0/>` is an Amount, as the page reads it with `amount` there. */
const withAmount = (english: string, amount: string) => tr(english, { 0: tr(amount) });

/** Amount, fee, what arrives, the name and the whole address; Confirm waits for the box. */
export const Review: Story = {
  parameters: {
    spec: ['withdraw.review'],
    specExpect: [
      { role: 'heading', name: 'Review Send Details', level: 1 },
      { text: '98.500000 USDC' },
      { text: 'Savings Account' },
      {
        text: 'I confirm the amount and the recipient details are correct. A transfer cannot be reversed.',
      },
      { role: 'button', name: 'Confirm' },
      { role: 'link', name: 'Cancel' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: tr('Review Send Details'), level: 1 });
    await expect(canvas.getByTestId('review-amount')).toHaveTextContent(tr('100.000000 USDC'));
    await expect(canvas.getByText(tr('1.500000 USDC'))).toBeVisible();
    await expect(canvas.getByText(tr('98.500000 USDC'))).toBeVisible();
    await expect(canvas.getByText('Savings Account')).toBeVisible();
    const address = canvas.getByTestId('review-address');
    await expect(address).toHaveTextContent(ADDRESS);
    await expect(address.textContent!.replace(/\s/g, '')).toContain(`${ADDRESS}0x5aAe`);
    const confirm = canvas.getByRole('button', { name: tr('Confirm') });
    await expect(confirm).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: confirmBox() }));
    await expect(confirm).toBeEnabled();
    await expect(canvas.getByRole('link', { name: tr('Back to Withdraw') })).toHaveAttribute(
      'href',
      '/withdraw',
    );
    await expect(canvas.getByRole('link', { name: tr('Cancel') })).toHaveAttribute(
      'href',
      '/withdraw',
    );
  },
};

/**
 * No network: Confirm stays disabled with the box ticked and says why; nothing is kept to send
 * once the line is back (docs/performance.md, "Return visits").
 */
export const Offline: Story = {
  beforeEach: goOffline,
  parameters: {
    specExpect: [
      { role: 'heading', name: 'Review Send Details', level: 1 },
      { text: "You're offline: nothing can be sent until you're back online." },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: confirmBox() }));
    const confirm = canvas.getByRole('button', { name: tr('Confirm') });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(
      tr("You're offline: nothing can be sent until you're back online."),
    );
    await expect(confirmBodies).toEqual([]);
  },
};

/** Cancel goes back to the form without asking: the form still holds the data. */
export const CancelReturnsToForm: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Review Send Details', level: 1 });
    await userEvent.click(canvas.getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.click(canvas.getByRole('link', { name: 'Cancel' }));
    await navigatedTo(canvasElement, '/withdraw');
    await expect(readDraft(WITHDRAW_DRAFT).amount).toBe('100');
  },
};

/** Ticks the box by keyboard and double-clicks Confirm: Transaction sent. */
const sendByKeyboard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const box = await canvas.findByRole('checkbox', { name: confirmBox() });
  box.focus();
  await userEvent.keyboard(' ');
  await expect(box).toBeChecked();
  await userEvent.dblClick(canvas.getByRole('button', { name: tr('Confirm') }));
  await expect(await canvas.findByRole('heading', { name: tr('Transaction sent') })).toBeVisible();
  return canvas;
};

/** Ticked by keyboard, Confirm double-clicked: one send/confirm with the spec's fields, then sent. */
export const Sent: Story = {
  parameters: {
    spec: ['withdraw.sent'],
    specExpect: [
      { role: 'heading', name: 'Transaction sent' },
      { role: 'link', name: 'Back to Home' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const before = (await getSendDetails()).crypto_balance;
    const canvas = await sendByKeyboard(canvasElement);
    await step('one request, with the spec fields', async () => {
      await expect(confirmBodies).toEqual([
        {
          crypto_id: 'ARB-USDC',
          amount: '100',
          recipient_name: 'Savings Account',
          recipient_address: ADDRESS,
          crypto_network_fee: '1.5',
          crypto_nett_amount: '98.5',
        },
      ]);
      await expect(before).toBe('12500.75');
      await expect((await getSendDetails()).crypto_balance).toBe('12400.75');
      await expect(readDraft(WITHDRAW_DRAFT)).toMatchObject({ sent: true, reviewed: false });
    });
    await expect(canvas.getByRole('link', { name: tr('Back to Home') })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** Back to Home on Transaction sent goes to /dashboard. */
export const BackToHomeAfterSent: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const canvas = await sendByKeyboard(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** Home in the shell pressed on the review: Confirm Transaction Cancellation? opens. */
const askToLeave = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: tr('Review Send Details') });
  // The decorator's own link, in English: not the page's text.
  await userEvent.click(canvas.getByRole('link', { name: tr('Home') }));
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Confirm Transaction Cancellation?'),
  });
  return { canvas, dialog };
};

/** Leaving by a link of the shell asks first. */
export const LeaveDialog: Story = {
  parameters: {
    spec: ['withdraw.leave-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Confirm Transaction Cancellation?' },
      { role: 'button', name: 'Not Now' },
      { role: 'button', name: 'OK' },
    ],
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await askToLeave(canvasElement);
    await expect(dialog).toHaveTextContent(
      tr('This transaction has not been processed and will be canceled.'),
    );
    await expect(confirmBodies).toEqual([]);
  },
};

/** Not Now stays on the review; asked again by keyboard, OK cancels and goes. */
export const LeaveDialogNotNowThenOk: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { canvas, dialog: first } = await askToLeave(canvasElement);
    await expect(first).toHaveTextContent(
      'This transaction has not been processed and will be canceled.',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();

    // By keyboard this time, and OK.
    canvas.getByRole('link', { name: tr('Home') }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Confirm Transaction Cancellation?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await navigatedTo(canvasElement, '/dashboard');
    await expect(readDraft(WITHDRAW_DRAFT)).toEqual({});
    await expect(confirmBodies).toEqual([]);
  },
};

/** Escape is Not Now: the review stays, its draft kept, nothing sent. */
export const LeaveDialogEscape: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await askToLeave(canvasElement);
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).not.toBeInTheDocument();
    await expect(readDraft(WITHDRAW_DRAFT)).not.toEqual({});
    await expect(confirmBodies).toEqual([]);
  },
};

/** Confirm of a send/confirm that fails (the demo's error amount): the generic dialog. */
const failToSend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: confirmBox() }));
  await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Something went wrong'),
  });
  return { canvas, dialog };
};

/** send/confirm fails: the generic dialog over the review. */
export const Error: Story = {
  parameters: {
    spec: ['withdraw.error'],
    specExpect: { role: 'alertdialog', name: 'Something went wrong' },
  },
  async beforeEach() {
    await reviewed(TRIGGERS.withdrawErrorAmount);
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await failToSend(canvasElement);
    await expect(canvas.getByTestId('review-amount')).toHaveTextContent(tr('66.600000 USDC'));
  },
};

/** OK on the generic dialog: the review is still there to try again, its draft kept. */
export const ErrorOkKeepsReview: Story = {
  tags: ['test-only'],
  async beforeEach() {
    await reviewed(TRIGGERS.withdrawErrorAmount);
  },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await failToSend(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByTestId('review-amount')).toHaveTextContent('66.600000 USDC');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(readDraft(WITHDRAW_DRAFT)).toMatchObject({ amount: '66.6', reviewed: true });
  },
};

/** Nothing to review (opened directly): back to the form. */
export const NothingToReviewGoesToForm: Story = {
  tags: ['test-only'],
  async beforeEach() {
    sessionStorage.removeItem(WITHDRAW_DRAFT.key);
  },
  play: async ({ canvasElement }) => {
    await navigatedTo(canvasElement, '/withdraw');
  },
};

/** The amount as typed ("0010.500000"): the review shows it, Confirm sends it plainly ("10.5"). */
export const SendsThePlainAmount: Story = {
  tags: ['test-only'],
  async beforeEach() {
    await reviewed('0010.500000');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /I confirm/ }));
    await expect(canvas.getByTestId('review-amount')).toHaveTextContent('10.500000 USDC');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('heading', { name: 'Transaction sent' })).toBeVisible();
    await expect(confirmBodies).toMatchObject([
      { amount: '10.5', crypto_network_fee: '1.5', crypto_nett_amount: '9' },
    ]);
  },
};

/** A refusal of send/confirm, in the spec's error shape. */
const confirmRefuses = (error_id: string, error_details?: unknown) =>
  recording(confirmBodies, 'send/confirm', () =>
    HttpResponse.json(
      { error_message: error_id, status_code: 400, error_id, error_details },
      { status: 400 },
    ),
  );

/** Confirm pressed on a review that send/confirm refuses: Maximum limit reached opens. */
const limitOnConfirm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: confirmBox() }));
  await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
  const dialog = await screenOf(canvasElement).findByRole(
    'alertdialog',
    { name: tr('Maximum limit reached') },
    { timeout: 5000 },
  );
  return { canvas, dialog };
};

/**
 * kyc_limit_reached_message from send/confirm (spec 1 section 8): Maximum limit reached, not the
 * generic dialog; without detail keys (the spec defines none) it still names the 24-hour limit,
 * the remaining balance and whom to write to.
 */
export const LimitReachedDialog: Story = {
  parameters: {
    spec: ['withdraw.limit-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Maximum limit reached' },
      { text: 'Remaining balance: not available right now.' },
      { role: 'link', name: COMPLIANCE_EMAIL },
    ],
  },
  beforeEach({ msw }) {
    msw.use(confirmRefuses('kyc_limit_reached_message'));
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await limitOnConfirm(canvasElement);
    await expect(dialog).toHaveTextContent(
      tr('This amount is over your 24-hour withdrawal limit.'),
    );
    await expect(dialog).toHaveTextContent(tr('Remaining balance: not available right now.'));
    await expect(within(dialog).getByRole('link', { name: COMPLIANCE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${COMPLIANCE_EMAIL}`,
    );
    await expect(confirmBodies).toHaveLength(1);
  },
};

/** OK on Maximum limit reached: back on the review, one send/confirm made. */
export const LimitDialogOkKeepsReview: Story = {
  tags: ['test-only'],
  beforeEach({ msw }) {
    msw.use(confirmRefuses('kyc_limit_reached_message'));
  },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await limitOnConfirm(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
    await expect(confirmBodies).toHaveLength(1);
  },
};

/** The limit with its figures, as the demo backend sends them. */
export const LimitReachedDialogWithFigures: Story = {
  beforeEach({ msw }) {
    msw.use(
      confirmRefuses('kyc_limit_reached_message', {
        limit_usd: '10000',
        remaining_usd: '50',
        compliance_email: COMPLIANCE_EMAIL,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await limitOnConfirm(canvasElement);
    await expect(dialog).toHaveTextContent(
      withAmount('Your withdrawal limit is <0/> every 24 hours.', '10,000.00 USD'),
    );
    await expect(dialog).toHaveTextContent(withAmount('Remaining balance: <0/>.', '50.00 USD'));
  },
};

/** Confirm refused with invalid_address (send/confirm). */
const refuseAddressOnConfirm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: confirmBox() }));
  await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
};

/**
 * invalid_address from send/confirm: back on the form without asking (the review no longer
 * stands), where the address field says why, the amount kept.
 */
export const InvalidAddressOnForm: Story = {
  parameters: {
    spec: ['withdraw.invalid-address'],
    route: {
      path: '/withdraw/review',
      from: '/withdraw',
      pages: { '/withdraw': WithdrawScreen },
    },
    specExpect: [
      { role: 'form', name: 'Withdraw' },
      // Its error text is read out too (a live region), so the text alone is not one element. The
      // name ends with the required mark, so a pattern, in both languages (patterns are not
      // translated).
      {
        role: 'textbox',
        name: /^(Recipient wallet address|Dirección de billetera del destinatario)/,
      },
    ],
  },
  beforeEach({ msw }) {
    msw.use(confirmRefuses('invalid_address'));
  },
  play: async ({ canvasElement }) => {
    await refuseAddressOnConfirm(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: tr('Withdraw') });
    const address = canvas.getByRole('textbox', { name: startingWith('Recipient wallet address') });
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(address).toHaveAccessibleDescription(
      expect.stringContaining(tr('Please enter a valid wallet address')),
    );
    await expect(canvas.getByRole('textbox', { name: startingWith('Amount') })).toHaveValue('100');
    await expect(screenOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * invalid_address from send/confirm: to /withdraw without asking, the refusal kept in the draft
 * for the form (the WithdrawScreen story RefusedOnConfirm).
 */
export const InvalidAddressReturnsToForm: Story = {
  tags: ['test-only'],
  beforeEach({ msw }) {
    msw.use(confirmRefuses('invalid_address'));
  },
  play: async ({ canvasElement }) => {
    await refuseAddressOnConfirm(canvasElement);
    await navigatedTo(canvasElement, '/withdraw');
    await expect(screenOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(readDraft(WITHDRAW_DRAFT)).toMatchObject({
      amount: '100',
      reviewed: false,
      refusal: { field: 'recipientAddress', message: 'Please enter a valid wallet address' },
    });
  },
};
