import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, createCard, getCardBalance, getCards } from '@wallet/api';
import { Link } from '@wallet/ui';
import { PERSONAS, TRIGGERS } from '@wallet/mocks';
import { flowStory, type FlowContext, type FlowStep } from '../../testing/flowStory';
import {
  anotherTabSending,
  containing,
  escapeRegExp,
  failing,
  navigatedTo,
  pending,
  pressEscapeIn,
  recording,
  sentInAnotherTab,
  startingWith,
  tr,
} from '../../testing/storyKit';
import { alreadySubmittedText } from '../../common/FlowDone/AlreadySubmitted';
import { GENERIC_ERROR_MESSAGE, genericErrorMessage } from '../../common/GenericErrorDialog';
import { writeDraft } from '../../forms/useFlowDraft';
import { CardsScreen } from '../CardsPage/CardsScreen';
import { deliveryDefaults } from '../delivery/deliveryValues';
import { APPLY_DRAFT } from './applyDraft';
import { CardApplyScreen } from './CardApplyScreen';

/** POST card/create requests the page made. */
const creates: unknown[] = [];

const meta = {
  title: 'Screens/Cards/Apply',
  component: CardApplyScreen,
  parameters: { route: { path: '/card/apply' }, signedInAs: PERSONAS.cardApplicant },
  beforeEach({ msw }) {
    creates.length = 0;
    msw.use(recording(creates, 'card/create'));
  },
} satisfies Meta<typeof CardApplyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMINATED_CARD = {
  card_id: 'c9',
  type: 'virtual',
  status: 'terminated',
  last_four_digits: '0007',
  name_on_card: 'CHLOE CARD',
  permission: { freeze_card: false },
};

/**
 * The page's heading by its English title, read in the active language; for the review (its own
 * chunk), once its content has arrived too.
 */
const heading = async (context: FlowContext, name: string) => {
  const found = await context.canvas.findByRole('heading', { level: 1, name: tr(name) });
  if (name === 'Review Your Application') await context.canvas.findByTestId('review-name');
  return found;
};

/** The header's Back to the page titled `title` (English). */
const backTo = (title: string) => tr('Back to {backTitle}', { backTitle: tr(title) });

/** The progress bar's name. */
const stepOf = (step: number, totalSteps: number) =>
  tr('Step {step} of {totalSteps}', { step, totalSteps });

/** Page 1's offer in a tier's numbers (amounts written in English, read in the active language). */
const offerText = (vef: string, price: string, fee: string) =>
  tr(
    'Your card is free in return for staking {vef} for {months} months at {price} per VEF: you buy them for {fee} when you apply.',
    { vef: tr(vef), months: 12, price: tr(price), fee: tr(fee) },
  );

/** The summary's VEF line in a tier's numbers. */
const vefAtPrice = (vef: string, price: string) =>
  tr('{vef} at {price} each', { vef: tr(vef), price: tr(price) });

/** The review's agreement box in a tier's numbers (tier 1: 250 VEF for 4.75 USDC). */
const terms = (vef = '250 VEF', price = '0.019 USD', fee = '4.75 USDC') =>
  tr(
    'I agree to buy {vef} at {price} each ({fee}) and stake them for {months} months after the token generation event, and to the Terms & Conditions.',
    { vef: tr(vef), price: tr(price), fee: tr(fee), months: 12 },
  );

/** The agreement box of the partner tier (3), whose VEF cost nothing. */
const freeTerms = () =>
  tr(
    'I agree to stake the {vef} that come with this card for {months} months after the token generation event, and to the Terms & Conditions.',
    { vef: '250 VEF', months: 12 },
  );

const step = (name: string, run: FlowStep['run']): FlowStep => ({ name, run });

const toSummary = (code = '') =>
  step(`choose the virtual card${code ? ` with partner code ${code}` : ''}, Apply`, async (c) => {
    await heading(c, 'Choose Your Card');
    if (code)
      await userEvent.type(
        c.canvas.getByRole('textbox', { name: startingWith('Partner Code') }),
        code,
      );
    await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
    await heading(c, 'Apply Summary');
  });

const toPersonalize = step('Apply on the summary', async (c) => {
  await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
  await heading(c, 'Personalize Your Card');
});

const toReview = step('Next with the first name', async (c) => {
  await userEvent.click(c.canvas.getByRole('button', { name: tr('Next') }));
  await heading(c, 'Review Your Application');
});

const choices = step('the choices', async (c) => {
  await heading(c, 'Choose Your Card');
  await expect(c.canvas.getByRole('radio', { name: containing('Virtual Card') })).toBeChecked();
  const physical = c.canvas.getByRole('radio', { name: containing('Physical Card') });
  await expect(physical).toBeDisabled();
  await expect(physical).toHaveAccessibleName(expect.stringContaining(tr('Coming Soon')));
  await expect(c.canvas.getByRole('textbox', { name: startingWith('Partner Code') })).toHaveValue(
    '',
  );
  await expect(c.canvas.getByRole('progressbar', { name: stepOf(1, 4) })).toBeVisible();
  // The offer in tier 1's numbers: 4.75 USDC for 250 VEF is 0.019 USD each.
  await expect(c.canvas.getByText(offerText('250 VEF', '0.019 USD', '4.75 USDC'))).toBeVisible();
});

/** Tier 1 preselected, the physical card coming soon, an optional partner code. */
export const Choose: Story = {
  parameters: {
    spec: ['card.apply.choose'],
    specExpect: [
      { role: 'heading', name: 'Choose Your Card', level: 1 },
      { role: 'radio', name: () => containing('Virtual Card') },
      { role: 'radio', name: () => containing('Physical Card') },
      { role: 'textbox', name: () => startingWith('Partner Code') },
    ],
  },
  play: flowStory([choices]),
};

/** Enter in a blank partner code applies for tier 1: a blank code means none. */
export const BlankCodeAppliesTier1: Story = {
  tags: ['test-only'],
  play: flowStory([
    choices,
    step('a blank code means none: Enter applies tier 1', async (c) => {
      c.canvas.getByRole('textbox', { name: startingWith('Partner Code') }).focus();
      await userEvent.keyboard('{Enter}');
      await heading(c, 'Apply Summary');
      await expect(c.canvas.getByTestId('application-fee')).toHaveTextContent(tr('4.75 USDC'));
    }),
  ]),
};

const unknownCode = step('an unknown code blocks Apply', async (c) => {
  await heading(c, 'Choose Your Card');
  const code = c.canvas.getByRole('textbox', { name: startingWith('Partner Code') });
  await userEvent.type(code, 'NOPE42');
  await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
  await expect(await c.canvas.findByText(tr('Invalid or expired partner code'))).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(c.canvas.getByRole('button', { name: tr('Apply') })).toBeDisabled();
});

/** An unknown partner code: its message under the field, Apply disabled. */
export const PartnerCodeInvalid: Story = {
  parameters: {
    spec: ['card.apply.partner-code-invalid'],
    specExpect: [
      { role: 'textbox', name: () => startingWith('Partner Code') },
      { text: 'Invalid or expired partner code' },
    ],
  },
  play: flowStory([unknownCode]),
};

/** Editing a refused code lifts the block; the valid code applies for tier 3. */
export const EditedCodeAppliesTier3: Story = {
  tags: ['test-only'],
  play: flowStory([
    unknownCode,
    step('editing the code lifts the block; the valid code applies tier 3', async (c) => {
      const code = c.canvas.getByRole('textbox', { name: startingWith('Partner Code') });
      await userEvent.clear(code);
      await userEvent.type(code, TRIGGERS.partnerCode);
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await heading(c, 'Apply Summary');
      await expect(c.canvas.getByTestId('application-fee')).toHaveTextContent('0 USDC');
    }),
  ]),
};

/** 3 USDC against a 4.75 USDC fee. */
export const InsufficientBalance: Story = {
  parameters: {
    spec: ['card.apply.insufficient-balance'],
    specExpect: [
      { role: 'heading', name: 'Apply Summary', level: 1 },
      { text: 'Please ensure you have enough balance to purchase required VEF' },
    ],
    signedInAs: PERSONAS.cardLowFunds,
  },
  play: flowStory([
    toSummary(),
    step('Apply disabled with the balance message', async (c) => {
      await expect(c.canvas.getByTestId('main-balance')).toHaveTextContent('3 USDC');
      await expect(
        c.canvas.getByText(tr('Please ensure you have enough balance to purchase required VEF')),
      ).toBeVisible();
      await expect(c.canvas.getByRole('button', { name: tr('Apply') })).toBeDisabled();
    }),
  ]),
};

const tierInNumbers = step('the tier in numbers', async (c) => {
  await expect(c.canvas.getByText(vefAtPrice('250 VEF', '0.019 USD'))).toBeVisible();
  await expect(c.canvas.getByTestId('application-fee')).toHaveTextContent(tr('4.75 USDC'));
  // The card itself, top-ups and transactions.
  await expect(c.canvas.getAllByText(tr('FREE'))).toHaveLength(3);
  await expect(c.canvas.getByRole('button', { name: tr('Apply') })).toBeEnabled();
});

/** The fee, VEF credit, top-up and transaction fees. */
export const Summary: Story = {
  parameters: {
    spec: ['card.apply.summary'],
    specExpect: [
      { role: 'heading', name: 'Apply Summary', level: 1 },
      { text: () => vefAtPrice('250 VEF', '0.019 USD') },
    ],
  },
  play: flowStory([toSummary(), tierInNumbers]),
};

/** Back on the summary returns to the choice. */
export const SummaryBackToChoose: Story = {
  tags: ['test-only'],
  play: flowStory([
    toSummary(),
    tierInNumbers,
    step('Back goes to Choose Your Card', async (c) => {
      await userEvent.click(c.canvas.getByRole('button', { name: backTo('Choose Your Card') }));
      await heading(c, 'Choose Your Card');
    }),
  ]),
};

const personalizeSteps = [
  toSummary(),
  toPersonalize,
  step('the verified names, the first chosen', async (c) => {
    const names = c.canvas.getAllByRole('radio');
    await expect(names.map((n) => n.getAttribute('value'))).toEqual([
      'AIDEN APPLY',
      'APPLY AIDEN',
      'AIDEN BIN ABDULLAH APPLICANT',
    ]);
    await expect(names[0]).toBeChecked();
  }),
  step('by keyboard, the 28-character name: the message, Next disabled', async (c) => {
    c.canvas.getByRole('radio', { name: 'AIDEN APPLY' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(c.canvas.getByRole('radio', { name: /APPLICANT/ })).toBeChecked();
    await expect(
      c.canvas.getByText(tr('Your select name must be within 23 characters')),
    ).toBeVisible();
    await expect(c.canvas.getByRole('button', { name: tr('Next') })).toBeDisabled();
  }),
];

/** Names from the verified identity; over 23 characters blocks Next with the spec's message. */
export const Personalize: Story = {
  parameters: {
    spec: ['card.apply.personalize'],
    specExpect: [
      { role: 'heading', name: 'Personalize Your Card', level: 1 },
      { role: 'radio', name: 'AIDEN BIN ABDULLAH APPLICANT' },
      { text: 'Your select name must be within 23 characters' },
    ],
  },
  play: flowStory(personalizeSteps),
};

/** A shorter name after the refused one: Next goes to the review (tier 1 has no delivery). */
export const ShorterNameGoesToReview: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...personalizeSteps,
    step('a shorter name: Next goes to the review (tier 1 has no delivery)', async (c) => {
      await userEvent.click(c.canvas.getByRole('radio', { name: 'APPLY AIDEN' }));
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Next') }));
      await heading(c, 'Review Your Application');
      await expect(c.canvas.getByTestId('review-name')).toHaveTextContent('APPLY AIDEN');
    }),
  ]),
};

const deliverySteps = [
  toSummary(TRIGGERS.partnerCode),
  toPersonalize,
  step('Next goes to the delivery address', async (c) => {
    await userEvent.click(c.canvas.getByRole('button', { name: tr('Next') }));
    await heading(c, 'Delivery Address');
  }),
  step('from the verified address; a blank city is flagged and blocks Next', async (c) => {
    // The page's form is its own chunk: it arrives after the heading.
    await expect(await c.canvas.findByRole('textbox', { name: tr('Country') })).toHaveValue(
      'Malaysia',
    );
    const city = c.canvas.getByRole('textbox', { name: startingWith('City') });
    await expect(city).toHaveValue('Petaling Jaya');
    await userEvent.clear(city);
    await userEvent.tab();
    await expect(await c.canvas.findByText(tr('Please enter your city'))).toBeVisible();
    await expect(c.canvas.getByRole('button', { name: tr('Next') })).toBeDisabled();
  }),
];

/** The partner tier goes through Delivery Address: required fields, checked on blur. */
export const Delivery: Story = {
  parameters: {
    spec: ['card.apply.delivery'],
    specExpect: [
      { role: 'heading', name: 'Delivery Address', level: 1 },
      { role: 'textbox', name: () => startingWith('City') },
      { text: 'Please enter your city' },
    ],
  },
  play: flowStory(deliverySteps),
};

/** Enter in a field does not send, Next does; Back from the review keeps the address as typed. */
export const DeliveryEnterNextAndBack: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...deliverySteps,
    step('Enter in a field does not send; Next does', async (c) => {
      const city = c.canvas.getByRole('textbox', { name: startingWith('City') });
      await userEvent.click(city);
      await userEvent.keyboard('Shah Alam{Enter}');
      await expect(c.canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        tr('Delivery Address'),
      );
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Next') }));
      await heading(c, 'Review Your Application');
      await expect(c.canvas.getByTestId('review-address')).toHaveTextContent('47400 Shah Alam');
      await expect(c.canvas.getByText('+60 123456789')).toBeVisible();
    }),
    step('Back from the review goes to the address, as typed', async (c) => {
      await userEvent.click(c.canvas.getByRole('button', { name: backTo('Delivery Address') }));
      await expect(
        await c.canvas.findByRole('textbox', { name: startingWith('City') }),
      ).toHaveValue('Shah Alam');
    }),
  ]),
};

const reviewSteps = [
  toSummary(),
  toPersonalize,
  toReview,
  step('Apply disabled until the terms are accepted', async (c) => {
    await expect(c.canvas.getByTestId('review-name')).toHaveTextContent('AIDEN APPLY');
    const applyButton = c.canvas.getByRole('button', { name: tr('Apply') });
    await expect(applyButton).toBeDisabled();
    c.canvas.getByRole('checkbox', { name: terms() }).focus();
    await userEvent.keyboard(' ');
    await expect(applyButton).toBeEnabled();
  }),
];

/** The review (new user, tier 1): Apply waits for the terms, here accepted. */
export const Review: Story = {
  parameters: {
    spec: ['card.apply.review'],
    specExpect: [
      { role: 'heading', name: 'Review Your Application', level: 1 },
      { role: 'checkbox', name: () => terms() },
      { role: 'button', name: 'Apply' },
    ],
  },
  play: flowStory(reviewSteps),
};

/** Back on the review goes to Personalize, and nothing is sent. */
export const ReviewBackToPersonalize: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...reviewSteps,
    step('Back goes to Personalize', async (c) => {
      await userEvent.click(
        c.canvas.getByRole('button', { name: backTo('Personalize Your Card') }),
      );
      await heading(c, 'Personalize Your Card');
      await expect(creates).toHaveLength(0);
    }),
  ]),
};

/** A double click on Apply sends card/create once. */
export const Submitted: Story = {
  parameters: {
    spec: ['card.apply.submitted'],
    specExpect: [
      { role: 'heading', name: 'Your Card Application Is Submitted!', level: 1 },
      { role: 'link', name: 'Back To Card' },
    ],
  },
  play: flowStory([
    toSummary(),
    toPersonalize,
    toReview,
    step('accept and double-click Apply', async (c) => {
      await userEvent.click(c.canvas.getByRole('checkbox', { name: terms() }));
      await userEvent.dblClick(c.canvas.getByRole('button', { name: tr('Apply') }));
      await heading(c, 'Your Card Application Is Submitted!');
      await expect(creates).toHaveLength(1);
      await expect(c.canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
        'href',
        '/card',
      );
    }),
  ]),
};

/** While card/create is out the header's Back is gone: the answer decides the next page. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(pending('post', 'card/create'));
  },
  play: flowStory([
    toSummary(),
    toPersonalize,
    toReview,
    step('accept and Apply: no Back until the answer', async (c) => {
      await userEvent.click(c.canvas.getByRole('checkbox', { name: terms() }));
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await waitFor(() =>
        expect(
          c.canvas.queryByRole('button', { name: backTo('Personalize Your Card') }),
        ).toBeNull(),
      );
      await expect(
        c.canvas.getByRole('heading', { level: 1, name: tr('Review Your Application') }),
      ).toBeVisible();
    }),
  ]),
};

/**
 * The application open in another tab too, which is sending it: Apply here sends nothing and the
 * page says it was already submitted; once that tab's answer is in, it shows here too.
 */
export const SentInAnotherTab: Story = {
  play: flowStory([
    toSummary(),
    toPersonalize,
    toReview,
    step('Apply while the other tab sends it: no call, Already submitted', async (c) => {
      const release = await anotherTabSending('card-apply');
      await userEvent.click(c.canvas.getByRole('checkbox', { name: terms() }));
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await heading(c, 'Already submitted');
      await expect(
        c.canvas.getByText(alreadySubmittedText(tr('card application'), tr('Cards'))),
      ).toBeVisible();
      await expect(c.canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
        'href',
        '/card',
      );
      // Nothing asks before leaving: there is nothing left to cancel.
      await expect(
        c.canvas.queryByRole('button', {
          name: startingWith('Back to {backTitle}', { backTitle: '' }),
        }),
      ).toBeNull();
      await expect(creates).toHaveLength(0);
      release();
    }),
    step("the other tab's answer: Submitted", async (c) => {
      sentInAnotherTab('card-apply');
      await heading(c, 'Your Card Application Is Submitted!');
      await expect(creates).toHaveLength(0);
    }),
  ]),
};

/** Sent and answered in another tab while this one is on the review: it shows the outcome. */
export const SubmittedInAnotherTab: Story = {
  play: flowStory([
    toSummary(),
    toPersonalize,
    toReview,
    step("the other tab's answer arrives: Submitted, no call here", async (c) => {
      sentInAnotherTab('card-apply');
      await heading(c, 'Your Card Application Is Submitted!');
      await expect(c.canvas.queryByRole('button', { name: tr('Apply') })).toBeNull();
      await expect(creates).toHaveLength(0);
    }),
  ]),
};

const alreadyHaveACardSteps = [
  toSummary(),
  toPersonalize,
  toReview,
  step('the other tab applies; Apply here: refused, the dialog', async (c) => {
    const before = (await getCardBalance()).main_wallet_balance;
    await createCard({ card_tier_id: 1, name_on_card: 'AIDEN APPLY', accept_tnc: true });
    await userEvent.click(c.canvas.getByRole('checkbox', { name: terms() }));
    await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
    const dialog = await c.screen.findByRole('alertdialog', {
      name: tr('You Already Have A Card'),
    });
    await expect(dialog).toHaveTextContent(
      tr(
        'Your account already has a card, so this application was not sent and nothing was charged. Your card shows on the Cards page.',
      ),
    );
    // One card, one fee: the refused application took nothing.
    await expect((await getCards()).cards).toHaveLength(1);
    await expect(Number((await getCardBalance()).main_wallet_balance)).toBe(Number(before) - 4.75);
  }),
];

/**
 * Another tab (not a copy of this one: a review of its own) applied first: the server refuses
 * this card/create, nothing is charged twice, and the page says so.
 */
export const AlreadyHaveACardDialog: Story = {
  parameters: {
    spec: ['card.apply-new-disabled'],
    specExpect: { role: 'alertdialog', name: 'You Already Have A Card' },
  },
  play: flowStory(alreadyHaveACardSteps),
};

/** OK on You Already Have A Card goes to /card. */
export const AlreadyHaveACardOkGoesToCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...alreadyHaveACardSteps,
    step('OK goes to /card', async (c) => {
      const dialog = c.screen.getByRole('alertdialog', { name: tr('You Already Have A Card') });
      await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
      await navigatedTo(c.canvasElement, '/card');
    }),
  ]),
};

/** card/create fails without an answer: not sent again; the page says the outcome is unknown. */
export const NoAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(apiUrl('card/create'), () => HttpResponse.error()));
  },
  play: flowStory([
    toSummary(),
    toPersonalize,
    toReview,
    step('Apply, no answer: Not confirmed, no error dialog, Back To Card', async (c) => {
      await userEvent.click(c.canvas.getByRole('checkbox', { name: terms() }));
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await heading(c, 'Not confirmed');
      await expect(
        c.canvas.getByText(
          tr(
            'We could not confirm whether this {what} went through: no answer came back, so it is not sent again. Check {where} before you try again.',
            { what: tr('card application'), where: tr('Cards') },
          ),
        ),
      ).toBeVisible();
      await expect(
        c.canvas.queryByText(new RegExp(escapeRegExp(tr('Already submitted')), 'i')),
      ).toBeNull();
      await expect(c.screen.queryByRole('alertdialog')).toBeNull();
      await expect(c.canvas.getByRole('link', { name: tr('Back To Card') })).toHaveAttribute(
        'href',
        '/card',
      );
    }),
  ]),
};

/** Tier 1's early-bird slots full, as the demo backend's switch sets them. */
const slotsFull = async () => {
  await fetch(apiUrl('demo/slots-full'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ full: true }),
  });
};

const slotFull = step('Apply with tier 1 full: the dialog', async (c) => {
  await heading(c, 'Choose Your Card');
  await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
  const dialog = await c.screen.findByRole('alertdialog', { name: tr('Exclusive Slots Now Full') });
  await expect(dialog).toHaveTextContent(
    tr(
      'All early-bird slots for this card have been claimed. Full access opens soon: check back later.',
    ),
  );
});

/** Tier 1's early-bird slots are full: the dialog. */
export const SlotFullDialog: Story = {
  parameters: {
    spec: ['card.apply.slot-full-dialog'],
    specExpect: { role: 'alertdialog', name: 'Exclusive Slots Now Full' },
  },
  beforeEach: slotsFull,
  play: flowStory([slotFull]),
};

/** OK on the slot-full dialog goes to /card. */
export const SlotFullOkGoesToCard: Story = {
  tags: ['test-only'],
  beforeEach: slotsFull,
  play: flowStory([
    slotFull,
    step('OK goes to /card', async (c) => {
      const dialog = c.screen.getByRole('alertdialog', { name: tr('Exclusive Slots Now Full') });
      await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
      await navigatedTo(c.canvasElement, '/card');
    }),
  ]),
};

/** A link elsewhere beside the page, as the app's navigation is. */
const withHomeLink: Story['decorators'] = [
  (Story) => (
    <>
      <Link href="/dashboard">Home</Link>
      <Story />
    </>
  ),
];

const askToLeave = step('a link away: the question', async (c) => {
  await userEvent.click(c.canvas.getByRole('link', { name: 'Home' }));
  await c.screen.findByRole('alertdialog', { name: tr('Cancel Card Application?') });
});

/** On page 3 a link elsewhere asks first. */
export const LeaveDialog: Story = {
  parameters: {
    spec: ['card.apply.leave-dialog'],
    specExpect: { role: 'alertdialog', name: 'Cancel Card Application?' },
  },
  decorators: withHomeLink,
  play: flowStory([toSummary(), toPersonalize, askToLeave]),
};

/** The leave question: Not Now stays, OK leaves. */
export const LeaveDialogNotNowThenOk: Story = {
  tags: ['test-only'],
  decorators: withHomeLink,
  play: flowStory([
    toSummary(),
    toPersonalize,
    step('a link away: the question; Not Now stays', async (c) => {
      await userEvent.click(c.canvas.getByRole('link', { name: 'Home' }));
      const dialog = await c.screen.findByRole('alertdialog', {
        name: tr('Cancel Card Application?'),
      });
      await userEvent.click(within(dialog).getByRole('button', { name: tr('Not Now') }));
      await expect(c.canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        tr('Personalize Your Card'),
      );
    }),
    step('again; OK leaves', async (c) => {
      await userEvent.click(c.canvas.getByRole('link', { name: 'Home' }));
      const dialog = await c.screen.findByRole('alertdialog', {
        name: tr('Cancel Card Application?'),
      });
      await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
      await navigatedTo(c.canvasElement, '/dashboard');
    }),
  ]),
};

const applyFails = [
  toSummary(),
  toPersonalize,
  toReview,
  step('Apply fails: the generic dialog', async (c) => {
    await userEvent.click(c.canvas.getByRole('checkbox', { name: terms() }));
    await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
    const dialog = await c.screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(genericErrorMessage());
  }),
];

/** card/create fails: the generic dialog over the review. */
export const ErrorDialog: Story = {
  parameters: {
    spec: ['card.apply.error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  beforeEach({ msw }) {
    msw.use(failing('post', 'card/create'));
  },
  play: flowStory(applyFails),
};

/** OK on the generic dialog: the review keeps what was chosen. */
export const ErrorDialogOkKeepsTheReview: Story = {
  tags: ['test-only'],
  beforeEach: ErrorDialog.beforeEach,
  play: flowStory([
    ...applyFails,
    step('OK: the review as it was', async (c) => {
      const dialog = c.screen.getByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
      await expect(c.canvas.getByTestId('review-name')).toHaveTextContent('AIDEN APPLY');
      await expect(c.canvas.getByRole('checkbox', { name: terms() })).toBeChecked();
    }),
  ]),
};

/** The only card the customer had is terminated. */
const onlyCardTerminated: Story['beforeEach'] = ({ msw }) => {
  msw.use(
    http.get(apiUrl('card'), () =>
      HttpResponse.json({ data: { cards: [{ ...TERMINATED_CARD }] } }),
    ),
  );
};

const returningSteps = [
  toSummary(),
  step('Apply skips Personalize; the review has the card name already', async (c) => {
    await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
    await heading(c, 'Review Your Application');
    await expect(c.canvas.getByTestId('review-name')).toHaveTextContent('CHLOE CARD');
    await expect(c.canvas.getByRole('progressbar', { name: stepOf(3, 3) })).toBeVisible();
  }),
];

/**
 * Someone whose only card was terminated (it does not count, docs/api.md) may apply again, and
 * keeps the card's name: Apply on the summary goes straight to the review, step 3 of 3.
 */
export const ReturningUser: Story = {
  parameters: {
    spec: ['card.apply.review'],
    specExpect: [
      { role: 'heading', name: 'Review Your Application', level: 1 },
      { role: 'progressbar', name: () => stepOf(3, 3) },
      { role: 'checkbox', name: () => terms() },
    ],
    signedInAs: PERSONAS.cardholder,
  },
  beforeEach: onlyCardTerminated,
  play: flowStory(returningSteps),
};

/** Back on the returning customer's review goes to the summary. */
export const ReturningUserBackToSummary: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.cardholder },
  beforeEach: onlyCardTerminated,
  play: flowStory([
    ...returningSteps,
    step('Back goes to the summary', async (c) => {
      await userEvent.click(c.canvas.getByRole('button', { name: backTo('Apply Summary') }));
      await heading(c, 'Apply Summary');
    }),
  ]),
};

/**
 * A customer with a card does not apply again: /card/apply goes to My Cards, where Apply New
 * Card is disabled.
 */
export const CardholderRedirect: Story = {
  parameters: {
    spec: ['card.apply-new-disabled'],
    specExpect: [
      { role: 'heading', name: 'My Cards', level: 1 },
      { role: 'button', name: 'Apply New Card' },
      { role: 'table', name: 'Card transactions' },
    ],
    signedInAs: PERSONAS.cardholder,
    route: { path: '/card/apply', pages: { '/card': CardsScreen } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: tr('My Cards'), level: 1 });
    await expect(await canvas.findByRole('button', { name: tr('Apply New Card') })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: tr('Choose Your Card') })).toBeNull();
    await expect(creates).toHaveLength(0);
    // At rest: the page's history read too (its capture caught the skeleton on a loaded machine).
    await expect(
      await canvas.findByRole('table', { name: tr('Card transactions') }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The same redirect by its address: the router is at /card, nothing was sent. */
export const CardholderGoesToCard: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.cardholder },
  play: async ({ canvasElement }) => {
    await navigatedTo(canvasElement, '/card');
    await expect(creates).toHaveLength(0);
  },
};

/** Another tier's numbers tell the same story on every page: free card, the fee buys the VEF. */
export const OfferFromTier: Story = {
  parameters: {
    spec: ['card.apply.review'],
    specExpect: [
      { role: 'heading', name: 'Review Your Application', level: 1 },
      { role: 'checkbox', name: () => terms('1,000 VEF', '0.01 USD', '10 USDC') },
    ],
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('card/tiers'), () =>
        HttpResponse.json({
          data: {
            card_tiers: [
              {
                id: 1,
                vefCreditAmount: '1000',
                applicationFee: '10',
                topupFeePercentage: '0',
                txnFeePercentage: '0',
                slotLimitReached: false,
              },
            ],
            user_info_sumsub: { names: ['AIDEN APPLY'] },
            name_on_card: null,
          },
        }),
      ),
    );
  },
  play: flowStory([
    step('page 1 from the tier', async (c) => {
      await heading(c, 'Choose Your Card');
      await expect(c.canvas.getByText(offerText('1,000 VEF', '0.01 USD', '10 USDC'))).toBeVisible();
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await heading(c, 'Apply Summary');
    }),
    step('the summary: the same numbers', async (c) => {
      await expect(c.canvas.getByText(vefAtPrice('1,000 VEF', '0.01 USD'))).toBeVisible();
      await expect(c.canvas.getByTestId('application-fee')).toHaveTextContent('10 USDC');
    }),
    toPersonalize,
    toReview,
    step('the agreement: the same numbers', async (c) => {
      await expect(
        c.canvas.getByRole('checkbox', { name: terms('1,000 VEF', '0.01 USD', '10 USDC') }),
      ).not.toBeChecked();
    }),
  ]),
};

/** card/create refuses the partner code (expired since it was checked): page 1 says so. */
export const PartnerCodeRefusedOnApply: Story = {
  parameters: {
    spec: ['card.apply.partner-code-invalid'],
    specExpect: [
      { role: 'heading', name: 'Choose Your Card', level: 1 },
      { text: 'Invalid or expired partner code' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(
      http.post(apiUrl('card/create'), () =>
        HttpResponse.json(
          { error_message: 'Invalid or expired partner code', error_id: 'invalid_partner_code' },
          { status: 400 },
        ),
      ),
    );
  },
  play: flowStory([
    toSummary(TRIGGERS.partnerCode),
    toPersonalize,
    step('Next, then Next on the delivery address', async (c) => {
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Next') }));
      await heading(c, 'Delivery Address');
      await c.canvas.findByRole('textbox', { name: startingWith('City') });
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Next') }));
      await heading(c, 'Review Your Application');
    }),
    step('Apply: refused; page 1 with the code and its message', async (c) => {
      await userEvent.click(c.canvas.getByRole('checkbox', { name: freeTerms() }));
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await heading(c, 'Choose Your Card');
      await expect(
        c.canvas.getByRole('textbox', { name: startingWith('Partner Code') }),
      ).toHaveValue(TRIGGERS.partnerCode);
      await expect(c.canvas.getByText(tr('Invalid or expired partner code'))).toBeVisible();
    }),
  ]),
};

/** The review's history entry of a flow, and that flow's draft, as a reload finds them. */
const reloadedReview = { route: { state: { flow: 'reloaded', step: 'review' } } };
const reviewDrafted = () => {
  writeDraft(APPLY_DRAFT, {
    flow: 'reloaded',
    tier: { id: 1, vefCreditAmount: '250', applicationFee: '4.75', slotLimitReached: false },
    partnerCode: '',
    nameOnCard: 'APPLY AIDEN',
    address: deliveryDefaults(),
  });
};

const reviewAsItWas = step('the review as it was', async (c) => {
  await heading(c, 'Review Your Application');
  await expect(c.canvas.getByTestId('review-name')).toHaveTextContent('APPLY AIDEN');
});

/** A reload on the review (its entry and its flow's draft): the review as it was. */
export const ReviewAfterReload: Story = {
  parameters: {
    ...reloadedReview,
    spec: ['card.apply.review'],
    specExpect: [
      { role: 'heading', name: 'Review Your Application', level: 1 },
      { role: 'checkbox', name: () => terms() },
    ],
  },
  beforeEach: reviewDrafted,
  play: flowStory([reviewAsItWas]),
};

/** Back on the reloaded review goes to Personalize, with the name chosen. */
export const ReviewAfterReloadBackToPersonalize: Story = {
  tags: ['test-only'],
  parameters: reloadedReview,
  beforeEach: reviewDrafted,
  play: flowStory([
    reviewAsItWas,
    step('Back to Personalize', async (c) => {
      await userEvent.click(
        c.canvas.getByRole('button', { name: backTo('Personalize Your Card') }),
      );
      await expect(c.canvas.getByRole('radio', { name: 'APPLY AIDEN' })).toBeChecked();
    }),
  ]),
};

/** Escape on the slot-full dialog is its OK: to /card. */
export const SlotFullEscape: Story = {
  tags: ['test-only'],
  beforeEach: slotsFull,
  play: flowStory([
    step('Apply with tier 1 full, Escape', async (c) => {
      await heading(c, 'Choose Your Card');
      await userEvent.click(c.canvas.getByRole('button', { name: tr('Apply') }));
      await pressEscapeIn(
        await c.screen.findByRole('alertdialog', { name: tr('Exclusive Slots Now Full') }),
      );
      await navigatedTo(c.canvasElement, '/card');
    }),
  ]),
};

/** Escape on the leave question is Not Now: the application stays where it was. */
export const LeaveDialogEscape: Story = {
  tags: ['test-only'],
  decorators: withHomeLink,
  play: flowStory([
    toSummary(),
    toPersonalize,
    step('a link away, then Escape: the page stays', async (c) => {
      await userEvent.click(c.canvas.getByRole('link', { name: 'Home' }));
      const dialog = await c.screen.findByRole('alertdialog', {
        name: tr('Cancel Card Application?'),
      });
      await pressEscapeIn(dialog);
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(c.canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        tr('Personalize Your Card'),
      );
      await expect(c.screen.queryByTestId('navigated')).not.toBeInTheDocument();
    }),
  ]),
};
