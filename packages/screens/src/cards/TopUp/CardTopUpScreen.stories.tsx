import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { AMOUNT_MESSAGES, formatAmount, Link } from '@wallet/ui';
import { PERSONAS } from '@wallet/mocks';
import { flowStory, type FlowContext } from '../../testing/flowStory';
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
  anotherTabSending,
  clipboard,
  escapeRegExp,
  failing,
  navigatedTo,
  pending,
  recording,
  replaceClipboard,
  sentInAnotherTab,
  startingWith,
  tr,
  typed,
} from '../../testing/storyKit';
import { GENERIC_ERROR_MESSAGE, genericErrorMessage } from '../../common/GenericErrorDialog';
import { alreadySubmittedText } from '../../common/FlowDone/AlreadySubmitted';
import { readDraft, writeDraft } from '../../forms/useFlowDraft';
import { CardTopUpScreen } from './CardTopUpScreen';
import { TOPUP_MESSAGES } from './topUpAmount';
import { TOPUP_DRAFT } from './topUpDraft';

/** POST card/topup bodies the page sent. */
const topUps: unknown[] = [];

const meta = {
  title: 'Screens/Cards/TopUp',
  component: CardTopUpScreen,
  parameters: { route: { path: '/card/topup' }, signedInAs: PERSONAS.cardholder },
  beforeEach({ msw }) {
    topUps.length = 0;
    msw.use(recording(topUps, 'card/topup'));
    return replaceClipboard();
  },
} satisfies Meta<typeof CardTopUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = async ({ canvas }: { canvas: FlowContext['canvas'] }) => {
  await canvas.findByRole('form', { name: tr('Top Up') });
  return canvas.getByRole('textbox', { name: startingWith('Amount') });
};

/** The review's agreement box. */
const termsBox = () => tr('I have read and agree to the Terms & Conditions of the card top-up.');

/**
 * Type `value` (a plain amount, typed in the active language), leave the field, and expect
 * `message()` under it with Next disabled.
 */
const rejects = (value: string, message: () => string) =>
  flowStory([
    {
      name: `type ${value} and leave the field`,
      run: async (context) => {
        const amount = await amountField(context);
        await userEvent.type(amount, typed(value));
        await userEvent.tab();
        await expect(await context.canvas.findByText(message())).toBeVisible();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(context.canvas.getByRole('button', { name: tr('Next') })).toBeDisabled();
      },
    },
  ]);

/** Both balances, quick amounts 100, 200 and 500, 2 decimals at most, fee FREE. */
export const Amount: Story = {
  parameters: {
    spec: ['card.topup.amount'],
    specExpect: [
      { role: 'form', name: 'Top Up' },
      { role: 'group', name: 'Quick amounts' },
      { role: 'textbox', name: () => startingWith('Amount') },
      { role: 'button', name: 'Next' },
    ],
  },
  play: flowStory([
    {
      name: 'balances from card/balance',
      run: async (context) => {
        await amountField(context);
        await expect(context.canvas.getByTestId('main-balance')).toHaveTextContent(
          tr('12,500.75 USD'),
        );
        await expect(context.canvas.getByTestId('card-balance')).toHaveTextContent(
          tr('845.50 USD'),
        );
        await expect(context.canvas.getByText(tr('FREE'))).toBeVisible();
      },
    },
    {
      name: 'a third decimal stays on screen and is refused; likewise a 19th digit',
      run: async (context) => {
        const amount = await amountField(context);
        await userEvent.type(amount, typed('10.129'));
        await expect(amount).toHaveValue(typed('10.129'));
        await userEvent.tab();
        await expect(await context.canvas.findByText(AMOUNT_MESSAGES.decimals(2))).toBeVisible();
        await userEvent.clear(amount);
        await userEvent.type(amount, '1234567890123456789');
        await expect(amount).toHaveValue('1234567890123456789');
      },
    },
    {
      name: 'quick amounts fill the field, by keyboard too',
      run: async (context) => {
        const amount = await amountField(context);
        const quick = within(context.canvas.getByRole('group', { name: tr('Quick amounts') }));
        await userEvent.click(quick.getByRole('button', { name: '500' }));
        await expect(amount).toHaveValue('500');
        quick.getByRole('button', { name: '200' }).focus();
        await userEvent.keyboard('{Enter}');
        await expect(amount).toHaveValue('200');
        await expect(context.canvas.getByRole('button', { name: tr('Next') })).toBeEnabled();
      },
    },
  ]),
};

/** The messages, read in the active language when the story runs. */
const belowMin = () => TOPUP_MESSAGES.belowMin('10');
const aboveMax = () => TOPUP_MESSAGES.aboveMax('5000');
const insufficient = () => TOPUP_MESSAGES.insufficient;

export const BelowMinimum: Story = {
  parameters: { spec: ['card.topup.below-min'], specExpect: { text: belowMin } },
  play: rejects('9.99', belowMin),
};

export const AboveMaximum: Story = {
  parameters: { spec: ['card.topup.above-max'], specExpect: { text: aboveMax } },
  play: rejects('5000.01', aboveMax),
};

/** 3 USDC in the main wallet: 10 is more than there is. */
export const Insufficient: Story = {
  parameters: {
    spec: ['card.topup.insufficient'],
    specExpect: { text: 'Insufficient balance' },
    signedInAs: PERSONAS.cardLowFunds,
  },
  play: rejects('10', insufficient),
};

const toReview = {
  name: 'choose 100 and go to Review Details',
  run: async (context: FlowContext) => {
    await amountField(context);
    await userEvent.click(context.canvas.getByRole('button', { name: '100' }));
    await userEvent.click(context.canvas.getByRole('button', { name: tr('Next') }));
    await expect(
      await context.canvas.findByRole('heading', { name: tr('Review Details') }),
    ).toBeVisible();
  },
};

const termsGateConfirm = {
  name: 'the amount, the fee, Confirm disabled until the terms are accepted',
  run: async ({ canvas }: FlowContext) => {
    await expect(canvas.getByTestId('review-amount')).toHaveTextContent(tr('100.00 USD'));
    const confirm = canvas.getByRole('button', { name: tr('Confirm') });
    await expect(confirm).toBeDisabled();
    const terms = canvas.getByRole('checkbox', { name: termsBox() });
    terms.focus();
    await userEvent.keyboard(' ');
    await expect(confirm).toBeEnabled();
  },
};

/** Review Details: the amount and the fee; Confirm waits for the terms, here accepted. */
export const Review: Story = {
  parameters: {
    spec: ['card.topup.review'],
    specExpect: [
      { role: 'heading', name: 'Review Details' },
      {
        role: 'checkbox',
        name: 'I have read and agree to the Terms & Conditions of the card top-up.',
      },
      { role: 'button', name: 'Confirm' },
    ],
  },
  play: flowStory([toReview, termsGateConfirm]),
};

/** Back on the review returns to the amount as typed; nothing is sent. */
export const ReviewBackKeepsTheAmount: Story = {
  tags: ['test-only'],
  play: flowStory([
    toReview,
    termsGateConfirm,
    {
      name: 'Back returns to the amount as typed',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Back to Top Up') }));
        await expect(
          await canvas.findByRole('textbox', { name: startingWith('Amount') }),
        ).toHaveValue('100');
        await expect(topUps).toHaveLength(0);
      },
    },
  ]),
};

/** A double click on Confirm sends card/topup once; the transaction ID can be copied. */
export const Success: Story = {
  parameters: {
    spec: ['card.topup.success'],
    specExpect: [
      { role: 'heading', name: 'Top-Up Successful' },
      { role: 'button', name: 'Copy transaction ID' },
      { role: 'link', name: 'Back To Card' },
    ],
  },
  play: flowStory([
    toReview,
    {
      name: 'accept and double-click Confirm',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
        await userEvent.dblClick(canvas.getByRole('button', { name: tr('Confirm') }));
        await expect(
          await canvas.findByRole('heading', { name: tr('Top-Up Successful') }),
        ).toBeVisible();
        await expect(topUps).toHaveLength(1);
      },
    },
    {
      name: 'copy the transaction ID',
      run: async ({ canvas }) => {
        const id = canvas.getByTestId('txn-id').textContent ?? '';
        await expect(id).toMatch(/^TOP/);
        await userEvent.click(canvas.getByRole('button', { name: tr('Copy transaction ID') }));
        await waitFor(() => expect(clipboard).toEqual([id]));
        await expect(canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
          'href',
          '/card',
        );
      },
    },
  ]),
};

/** While card/topup is out neither Back leaves the review: the answer decides the next screen. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(pending('post', 'card/topup'));
  },
  play: flowStory([
    toReview,
    {
      name: 'Confirm: both Backs are out of reach until the answer',
      run: async ({ canvas }) => {
        await expect(canvas.getByRole('button', { name: tr('Back to Top Up') })).toBeEnabled();
        await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
        await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
        await waitFor(() =>
          expect(canvas.queryByRole('button', { name: tr('Back to Top Up') })).toBeNull(),
        );
        await expect(canvas.getByRole('button', { name: tr('Back') })).toBeDisabled();
        await expect(canvas.getByRole('heading', { name: tr('Review Details') })).toBeVisible();
      },
    },
  ]),
};

const confirmFails = {
  name: 'Confirm fails: the generic dialog',
  run: async ({ canvas, screen }: FlowContext) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
    await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(genericErrorMessage());
  },
};

/** card/topup fails: the generic dialog over the review. */
export const ErrorDialog: Story = {
  parameters: {
    spec: ['card.topup.error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  beforeEach({ msw }) {
    msw.use(failing('post', 'card/topup'));
  },
  play: flowStory([toReview, confirmFails]),
};

/** OK on the generic dialog: the review as it was, the terms still accepted. */
export const ErrorDialogOkKeepsTheReview: Story = {
  tags: ['test-only'],
  beforeEach: ErrorDialog.beforeEach,
  play: flowStory([
    toReview,
    confirmFails,
    {
      name: 'OK: the review again',
      run: async ({ canvas, screen }) => {
        const dialog = screen.getByRole('alertdialog');
        await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
        await expect(canvas.getByTestId('review-amount')).toHaveTextContent(tr('100.00 USD'));
        await expect(canvas.getByRole('checkbox', { name: termsBox() })).toBeChecked();
      },
    },
  ]),
};

/**
 * card/topup fails without an answer (the line dropped, "Failed to fetch"): never sent again, and
 * the page says the outcome is not known (not "already submitted") and where to check.
 */
export const NoAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(apiUrl('card/topup'), () => HttpResponse.error()));
  },
  play: flowStory([
    toReview,
    {
      name: 'Confirm, no answer: Not confirmed, check the balance, Back To Card',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
        await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
        await expect(
          await canvas.findByRole('heading', { level: 1, name: tr('Not confirmed') }),
        ).toBeVisible();
        // One sentence: what is not known, and where to check.
        await expect(
          canvas.getByText(
            tr(
              'We could not confirm whether this {what} went through: no answer came back, so it is not sent again. Check {where} before you try again.',
              { what: tr('top-up'), where: tr('your card balance and card transactions') },
            ),
          ),
        ).toBeVisible();
        await expect(
          canvas.queryByText(new RegExp(escapeRegExp(tr('Already submitted')), 'i')),
        ).toBeNull();
        await expect(canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
          'href',
          '/card',
        );
        await expect(canvas.queryByRole('button', { name: tr('Confirm') })).toBeNull();
      },
    },
  ]),
};

/** The page's own card/topup is passed on to the demo backend while this is set. */
let forwarding = false;

/**
 * The money moves but the 200 answer does not parse: Top-Up Successful without a transaction ID,
 * the card balance read again, and no error dialog, no Confirm to send it a second time.
 */
export const UnreadableReceipt: Story = {
  parameters: {
    spec: ['card.topup.success'],
    specExpect: [
      { role: 'heading', name: 'Top-Up Successful' },
      {
        text: 'The transaction ID could not be read. The top-up shows in your card balance and card transactions.',
      },
    ],
  },
  beforeEach({ msw }) {
    forwarding = false;
    msw.use(
      http.post(apiUrl('card/topup'), async ({ request }) => {
        if (forwarding) return;
        forwarding = true;
        try {
          await fetch(request.clone());
        } finally {
          forwarding = false;
        }
        return new HttpResponse('<html>Bad gateway</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
  },
  play: flowStory([
    toReview,
    {
      name: 'Confirm: the success screen says the ID could not be read',
      run: async ({ canvas, screen }) => {
        await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
        await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
        await expect(
          await canvas.findByRole('heading', { name: tr('Top-Up Successful') }),
        ).toBeVisible();
        await expect(
          canvas.getByText(
            tr(
              'The transaction ID could not be read. The top-up shows in your card balance and card transactions.',
            ),
          ),
        ).toBeVisible();
        await expect(canvas.queryByTestId('txn-id')).toBeNull();
        await expect(screen.queryByRole('alertdialog')).toBeNull();
        await expect(canvas.queryByRole('button', { name: tr('Confirm') })).toBeNull();
        await expect(topUps).toHaveLength(1);
      },
    },
    {
      name: 'the card balance as read after the top-up',
      run: async ({ canvas }) => {
        await expect(await canvas.findByTestId('card-balance')).toHaveTextContent(tr('945.50 USD'));
        await expect(canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
          'href',
          '/card',
        );
      },
    },
  ]),
};

/** Bodies of card/topup, for the stories that record them. */
const topUpBodies: unknown[] = [];

/**
 * Issue 24 item 9: every hostile amount typed, pasted and set. The field keeps exactly what was
 * entered (and shows it again after Back); the review and card/topup carry the plain amount it
 * means, or the message says why and Next stays disabled.
 */
const hostile = (mode: EntryMode, which: 'sent' | 'refused'): Story => ({
  beforeEach({ msw }) {
    topUpBodies.length = 0;
    msw.use(recordAndRefuse('card/topup', topUpBodies, 'Recorded by the story', 'recorded'));
  },
  play: async (context) => {
    const { canvas, step } = context;
    const screen = within(context.canvasElement.ownerDocument.body);
    let calls = 0;
    // Read as 25000, not 25: above the maximum.
    const big: AmountRow[] =
      which === 'refused'
        ? [{ text: inLanguage('25,000'), message: TOPUP_MESSAGES.aboveMax('5000') }]
        : [];
    for (const row of [...hostileAmounts(2, which), ...big])
      await step(`${mode} ${row.text}`, async () => {
        const amount = await amountField(context);
        await enterAmount(amount, row.text, mode);
        await userEvent.tab();
        const next = canvas.getByRole('button', { name: tr('Next') });
        if (!('sent' in row)) {
          await expect(await canvas.findByText(row.message)).toBeVisible();
          await expect(next).toBeDisabled();
          return;
        }
        await userEvent.click(next);
        await canvas.findByRole('heading', { name: tr('Review Details') });
        await expect(canvas.getByTestId('review-amount')).toHaveTextContent(
          `${formatAmount(row.sent, { decimals: 2 })} USD`,
        );
        await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
        await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
        calls += 1;
        await expect(await sentAmount(topUpBodies, calls)).toBe(row.sent);
        const failed = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
        await userEvent.click(within(failed).getByRole('button'));
        await waitFor(() => expect(failed).not.toBeInTheDocument());
        await userEvent.click(canvas.getByRole('button', { name: tr('Back to Top Up') }));
        await expect(await amountField(context)).toHaveValue(row.text);
      });
    await expect(topUpBodies).toHaveLength(calls);
  },
});

export const TypedSent = hostile('type', 'sent');
export const TypedRefused = hostile('type', 'refused');
export const PastedSent = hostile('paste', 'sent');
export const PastedRefused = hostile('paste', 'refused');
export const SetSent = hostile('set', 'sent');
export const SetRefused = hostile('set', 'refused');

/** A link elsewhere beside the page, as the app's navigation is. */
const withHomeLink: Story['decorators'] = [
  (Story) => (
    <>
      <Link href="/dashboard">Home</Link>
      <Story />
    </>
  ),
];

/** Leaving the review asks first, with Withdraw's dialog (spec 2 section 4). */
export const LeaveDialog: Story = {
  parameters: {
    spec: ['card.topup.review'],
    specExpect: { role: 'alertdialog', name: 'Confirm Transaction Cancellation?' },
  },
  decorators: withHomeLink,
  play: flowStory([
    toReview,
    {
      name: 'a link away: the question',
      run: async ({ canvas, screen }) => {
        await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
        const dialog = await screen.findByRole('alertdialog', {
          name: tr('Confirm Transaction Cancellation?'),
        });
        await expect(dialog).toHaveTextContent(
          tr('This transaction has not been processed and will be canceled.'),
        );
      },
    },
  ]),
};

/** The leave question: Not Now keeps the review, OK leaves and cancels. */
export const LeaveDialogNotNowThenOk: Story = {
  tags: ['test-only'],
  decorators: withHomeLink,
  play: flowStory([
    toReview,
    {
      name: 'a link away: the question; Not Now keeps the review',
      run: async ({ canvas, screen }) => {
        await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
        const dialog = await screen.findByRole('alertdialog', {
          name: tr('Confirm Transaction Cancellation?'),
        });
        await expect(dialog).toHaveTextContent(
          tr('This transaction has not been processed and will be canceled.'),
        );
        await userEvent.click(within(dialog).getByRole('button', { name: tr('Not Now') }));
        await expect(canvas.getByTestId('review-amount')).toHaveTextContent(tr('100.00 USD'));
      },
    },
    {
      name: 'again; OK leaves',
      run: async ({ canvas, canvasElement, screen }) => {
        await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
        const dialog = await screen.findByRole('alertdialog', {
          name: tr('Confirm Transaction Cancellation?'),
        });
        await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
        await navigatedTo(canvasElement, '/dashboard');
        await expect(topUps).toHaveLength(0);
      },
    },
  ]),
};

/**
 * The same review open in another tab (a duplicated tab), which is sending it: Confirm here sends
 * nothing and says it was already submitted; when that tab's answer comes, its outcome shows here.
 */
export const SentInAnotherTab: Story = {
  play: flowStory([
    toReview,
    {
      name: 'Confirm while the other tab sends it: no call, Already submitted',
      run: async ({ canvas }) => {
        const release = await anotherTabSending('card-topup');
        await userEvent.click(canvas.getByRole('checkbox', { name: termsBox() }));
        await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
        await expect(
          await canvas.findByRole('heading', { level: 1, name: tr('Already submitted') }),
        ).toBeVisible();
        await expect(
          canvas.getByText(
            alreadySubmittedText(tr('top-up'), tr('your card balance and card transactions')),
          ),
        ).toBeVisible();
        await expect(canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
          'href',
          '/card',
        );
        await expect(topUps).toHaveLength(0);
        release();
      },
    },
    {
      name: "the other tab's answer: Top-Up Successful with its transaction ID",
      run: async ({ canvas }) => {
        sentInAnotherTab('card-topup', { txnHash: 'TOP-FROM-OTHER-TAB' });
        await expect(
          await canvas.findByRole('heading', { name: tr('Top-Up Successful') }),
        ).toBeVisible();
        await expect(canvas.getByTestId('txn-id')).toHaveTextContent('TOP-FROM-OTHER-TAB');
        await expect(topUps).toHaveLength(0);
      },
    },
  ]),
};

/**
 * Opened at its address (react-router's shared "default" entry): the top-up is kept under a flow
 * id of this visit's own, so the next typed /card/topup starts a new top-up instead of showing
 * this one's Top-Up Successful; a reload keeps the id (in the entry), and so the step.
 */
export const TypedVisitOwnsItsDraft: Story = {
  play: flowStory([
    {
      name: 'the amount form; its draft is not filed under "default"',
      run: async (context) => {
        await userEvent.type(await amountField(context), '100');
        await waitFor(() => expect(readDraft(TOPUP_DRAFT).amount).toBe('100'));
        await expect(readDraft(TOPUP_DRAFT).flow).not.toBe('default');
        await expect(
          context.canvas.getByRole('textbox', { name: startingWith('Amount') }),
        ).toHaveValue('100');
      },
    },
  ]),
};

/** The review's history entry of a flow, and that flow's draft, as a reload finds them. */
const reloadedReview = { route: { state: { flow: 'reloaded', step: 'review' } } };
const reviewDrafted = () => {
  // The field's text as it was typed, in the story's language.
  writeDraft(TOPUP_DRAFT, { flow: 'reloaded', amount: typed('120.5'), reviewed: '120.5' });
};

const reviewAsItWas = {
  name: 'the review as it was',
  run: async ({ canvas }: FlowContext) => {
    await expect(await canvas.findByTestId('review-amount')).toHaveTextContent(tr('120.50 USD'));
  },
};

/** A reload on the review (its entry and its flow's draft): the review as it was. */
export const ReviewAfterReload: Story = {
  parameters: {
    ...reloadedReview,
    spec: ['card.topup.review'],
    specExpect: [
      { role: 'heading', name: 'Review Details' },
      {
        role: 'checkbox',
        name: 'I have read and agree to the Terms & Conditions of the card top-up.',
      },
    ],
  },
  beforeEach: reviewDrafted,
  play: flowStory([reviewAsItWas]),
};

/** Back on the reloaded review returns to the amount as typed. */
export const ReviewAfterReloadBackKeepsTheAmount: Story = {
  tags: ['test-only'],
  parameters: reloadedReview,
  beforeEach: reviewDrafted,
  play: flowStory([
    reviewAsItWas,
    {
      name: 'Back to the amount as typed',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Back to Top Up') }));
        await expect(
          await canvas.findByRole('textbox', { name: startingWith('Amount') }),
        ).toHaveValue(typed('120.5'));
      },
    },
  ]),
};

/** A reload after Confirm found the review sent elsewhere: still Already submitted, no form. */
export const SpentAfterReload: Story = {
  parameters: reloadedReview,
  beforeEach() {
    writeDraft(TOPUP_DRAFT, {
      flow: 'reloaded',
      amount: typed('120.5'),
      reviewed: '120.5',
      end: 'spent',
    });
  },
  play: flowStory([
    {
      name: 'Already submitted, with the way to the card; nothing sent',
      run: async ({ canvas }) => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: tr('Already submitted') }),
        ).toBeVisible();
        await expect(canvas.queryByRole('textbox', { name: startingWith('Amount') })).toBeNull();
        await expect(canvas.getByRole('link', { name: tr('Back To Card') })).toBeVisible();
        await expect(topUps).toHaveLength(0);
      },
    },
  ]),
};
