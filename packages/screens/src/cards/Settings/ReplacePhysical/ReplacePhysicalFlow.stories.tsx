import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { apiUrl, getCardBalance, getCards } from '@wallet/api';
import { toDecimal } from '@wallet/ui';
import { flowStory, type FlowContext } from '../../../testing/flowStory';
import { APPLY_MESSAGES } from '../../Apply/applyRules';
import { DELIVERY_MESSAGES } from '../../delivery/deliveryAddress';
import { CardSettingsScreen } from '../CardSettingsScreen';
import {
  CARDS,
  opens,
  setFailing,
  settingsDecorators,
  settingsParameters,
} from '../settingsStories';
import {
  containing,
  navigatedTo,
  recording,
  screenOf,
  startingWith,
  tr,
} from '../../../testing/storyKit';

/** The bodies of `POST card/replace-physical` the page sent (then passed on to the backend). */
const sent: unknown[] = [];
/** The main wallet as the server has it now. */
const mainBalance = async () => (await getCardBalance()).main_wallet_balance ?? 'unknown';
/** The main wallet before the story's Apply. */
let balanceBefore = '';

const meta = {
  title: 'Screens/Cards/Settings/Replace Physical Card',
  component: CardSettingsScreen,
  parameters: settingsParameters('/card/setting/replace-physical'),
  decorators: settingsDecorators,
  async beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recording(sent, 'card/replace-physical'));
    opens(CARDS.physical.id);
    balanceBefore = await mainBalance();
  },
} satisfies Meta<typeof CardSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1's second point with tier 2's fee, as the page reads it ("<0/>" is its Amount). */
const feePoint = () => tr('You apply for a new card, charged <0/>.', { 0: tr('4.75 USDC') });

/** The review's agreement on tier 2's numbers (the application's words), as its box is named. */
const agreement = () =>
  containing(
    'I agree to buy {vef} at {price} each ({fee}) and stake them for {months} months after the token generation event, and to the Terms & Conditions.',
    { vef: tr('250 VEF'), price: tr('0.019 USD'), fee: tr('4.75 USDC'), months: 12 },
  );

const toDelivery = {
  name: 'Replace Card',
  run: async ({ canvas }: FlowContext) => {
    const replace = await canvas.findByRole('button', { name: tr('Replace Card') });
    // Enabled once the fee has loaded.
    await waitFor(() => expect(replace).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(replace);
    await canvas.findByRole('heading', { name: tr('Delivery Address'), level: 1 });
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: startingWith('City') })).toHaveValue(
        'Petaling Jaya',
      ),
    );
  },
};

const toReview = {
  name: 'Next to the review',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
    await canvas.findByRole('heading', { name: tr('Review'), level: 1 });
  },
};

const threePoints = {
  name: 'three points',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByRole('heading', { name: tr('Replace Physical Card'), level: 1 });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByText(
        containing('Your current card will be terminated and all its services discontinued.'),
      ),
    ).toBeVisible();
    // The fee is tier 2's application fee, not the spec's "X USDC" placeholder.
    await waitFor(() => expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(feePoint()), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('button', { name: tr('Replace Card') })).toBeEnabled();
    await expect(
      canvas.getByText(containing('Activate your new card when it arrives.')),
    ).toBeVisible();
  },
};

/** Step 1: the three points and Replace Card. */
export const Explain: Story = {
  parameters: {
    spec: ['card.replace-physical.explain'],
    specExpect: [
      { role: 'heading', name: 'Replace Physical Card', level: 1 },
      { text: 'Your current card will be terminated and all its services discontinued.' },
      { role: 'button', name: 'Replace Card' },
    ],
  },
  play: flowStory([threePoints]),
};

/** Back (keyboard) on step 1 returns to the menu. */
export const ExplainBackToManageYourCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    threePoints,
    {
      name: 'Back (keyboard) goes to Manage Your Card',
      run: async ({ canvas }) => {
        canvas.getByRole('button', { name: tr('Back to Manage Your Card') }).focus();
        await userEvent.keyboard('{Enter}');
        await canvas.findByRole('heading', { name: tr('Manage Your Card') });
      },
    },
  ]),
};

/** The fee cannot be read: the point names no amount, Try again reads it, Replace Card waits. */
export const ExplainFeeUnavailable: Story = {
  beforeEach: () => setFailing('GET card/tiers'),
  play: flowStory([
    {
      name: 'no fee: Replace Card disabled',
      run: async ({ canvas }) => {
        await canvas.findByText(
          startingWith('{what} could not be loaded. Check your connection and try again.', {
            what: tr('The card fee'),
          }),
          {},
          { timeout: 15_000 },
        );
        await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
          tr('You apply for a new card, charged the card fee.'),
        );
        await expect(canvas.getByRole('button', { name: tr('Replace Card') })).toBeDisabled();
      },
    },
    {
      name: 'Try again (keyboard): the fee, and Replace Card',
      run: async ({ canvas }) => {
        await setFailing('GET card/tiers', false);
        canvas.getByRole('button', { name: tr('Try again') }).focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(
          () => expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(feePoint()),
          { timeout: 10_000 },
        );
        await expect(canvas.getByRole('button', { name: tr('Replace Card') })).toBeEnabled();
      },
    },
  ]),
};

const fieldRules = {
  name: 'rules of the fields',
  run: async ({ canvas }: FlowContext) => {
    await expect(canvas.getByRole('textbox', { name: tr('Country') })).toHaveAttribute('readonly');
    const city = canvas.getByRole('textbox', { name: startingWith('City') });
    await userEvent.clear(city);
    await userEvent.tab();
    await expect(await canvas.findByText(DELIVERY_MESSAGES.city)).toBeVisible();
    await expect(canvas.getByRole('button', { name: tr('Next') })).toBeDisabled();
    await userEvent.click(city);
    await waitFor(() => expect(canvas.queryByText(DELIVERY_MESSAGES.city)).toBeNull());
    await userEvent.type(city, 'Shah Alam{Enter}');
    await expect(canvas.getByRole('heading', { name: tr('Delivery Address') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: tr('Next') })).toBeEnabled();
  },
};

/**
 * Step 2: the verified address to start with, country read-only; a field left blank says so
 * when left and clears on focus; Enter does not submit; Next waits for every value.
 */
export const Delivery: Story = {
  parameters: {
    spec: ['card.replace-physical.delivery'],
    specExpect: [
      { role: 'heading', name: 'Delivery Address', level: 1 },
      { role: 'textbox', name: 'Country' },
      {
        role: 'textbox',
        // "City" and the required mark: a pattern, made when the final screen is checked.
        get name() {
          return startingWith('City');
        },
      },
      { role: 'button', name: 'Next' },
    ],
  },
  play: flowStory([toDelivery, fieldRules]),
};

/** Next, then Back from the review: what was typed is kept once sent. */
export const DeliveryKeptAfterBack: Story = {
  tags: ['test-only'],
  play: flowStory([
    toDelivery,
    fieldRules,
    {
      name: 'Back to step 1, and on again: what was typed is kept once sent',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
        await canvas.findByRole('heading', { name: tr('Review') });
        await userEvent.click(
          canvas.getByRole('button', { name: tr('Back to the delivery address') }),
        );
        await expect(
          await canvas.findByRole('textbox', { name: startingWith('City') }),
        ).toHaveValue('Shah Alam');
      },
    },
  ]),
};

const whatIsShown = {
  name: 'what is shown',
  run: async ({ canvas }: FlowContext) => {
    await expect(canvas.getByText(tr('Physical card'))).toBeVisible();
    await expect(canvas.getByText(/12 Jalan SS2\/24/)).toBeVisible();
    await expect(canvas.getByText(/47400 Petaling Jaya/)).toBeVisible();
    await expect(canvas.getByText('+60 123456789')).toBeVisible();
    const apply = canvas.getByRole('button', { name: tr('Apply') });
    await expect(apply).toBeDisabled();
    // The offer as tier 2 gives it (the application's words), not fixed text.
    const agree = await canvas.findByRole('checkbox', { name: agreement() });
    await userEvent.click(agree);
    await expect(apply).toBeEnabled();
  },
};

/** Step 3: preview, name, address, contact number; Apply waits for the agreement, here ticked. */
export const Review: Story = {
  parameters: {
    spec: ['card.replace-physical.review'],
    specExpect: [
      { role: 'heading', name: 'Review', level: 1 },
      { text: '+60 123456789' },
      {
        role: 'checkbox',
        // The agreement with tier 2's numbers: made when the final screen is checked.
        get name() {
          return agreement();
        },
      },
      { role: 'button', name: 'Apply' },
    ],
  },
  play: flowStory([toDelivery, toReview, whatIsShown]),
};

/** A changed address asks for the agreement again; Cancel goes to the menu. */
export const ReviewChangedAddressThenCancel: Story = {
  tags: ['test-only'],
  play: flowStory([
    toDelivery,
    toReview,
    whatIsShown,
    {
      name: 'a changed address asks for the agreement again',
      run: async ({ canvas }) => {
        await userEvent.click(
          canvas.getByRole('button', { name: tr('Back to the delivery address') }),
        );
        const postCode = await canvas.findByRole('textbox', { name: startingWith('Post Code') });
        await userEvent.clear(postCode);
        await userEvent.type(postCode, '40000');
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
        await canvas.findByText(/40000 Petaling Jaya/);
        await expect(canvas.getByRole('checkbox', { name: agreement() })).not.toBeChecked();
        await expect(canvas.getByRole('button', { name: tr('Apply') })).toBeDisabled();
      },
    },
    {
      name: 'Cancel goes to the menu',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('link', { name: tr('Cancel') }));
        await canvas.findByRole('heading', { name: tr('Manage Your Card') });
      },
    },
  ]),
};

/** The address as the review shows it, as the page sends it. */
const SENT_BODY = {
  card_id: CARDS.physical.id,
  country: 'Malaysia',
  state: 'Selangor',
  city: 'Petaling Jaya',
  post_code: '47400',
  address: '12 Jalan SS2/24',
  phone_number: '123456789',
  mobile_code: '60',
  accept_tnc: true,
};

/** The agreement ticked and Apply pressed twice (the second press comes while the call is out). */
const apply = {
  name: 'tick the agreement, Apply (double click)',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: agreement() }));
    await userEvent.dblClick(canvas.getByRole('button', { name: tr('Apply') }));
  },
};

const SUCCESS =
  'Your physical card will arrive within 14 business days. Meanwhile, enjoy seamless payments with your virtual card.';

const replaced = {
  name: 'Card Replacement Successful!, after the one call: fee charged, new card being prepared',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByRole('heading', { name: tr('Card Replacement Successful!'), level: 1 });
    await expect(canvas.getByText(tr(SUCCESS))).toBeVisible();
    await expect(sent).toEqual([SENT_BODY]);
    // Tier 2's fee (4.75 USDC) left the main wallet, once.
    const after = toDecimal(await mainBalance());
    await expect(
      toDecimal(balanceBefore)
        ?.minus(after ?? 0)
        .toFixed(),
    ).toBe('4.75');
    const { cards } = await getCards();
    await expect(cards.find((c) => c.card_id === CARDS.physical.id)?.status).toBe('replaced');
    await expect(
      cards.filter((c) => c.type === 'physical' && c.status === 'processing'),
    ).toHaveLength(1);
  },
};

/**
 * Apply sends `POST card/replace-physical` (our proposed call, docs/api.md) once, with the card
 * and the address: the demo backend charges tier 2's fee and issues a new physical card, and the
 * page shows the spec's Card Replacement Successful!, View Card.
 */
export const Success: Story = {
  parameters: {
    spec: ['card.replace-physical.success'],
    specExpect: [
      { role: 'heading', name: 'Card Replacement Successful!', level: 1 },
      { text: SUCCESS },
      { role: 'link', name: 'View Card' },
    ],
  },
  play: flowStory([toDelivery, toReview, apply, replaced]),
};

/** View Card on the end screen: /card. */
export const SuccessViewCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    toDelivery,
    toReview,
    apply,
    replaced,
    {
      name: 'View Card',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('link', { name: tr('View Card') }));
        await navigatedTo(canvasElement, '/card');
      },
    },
  ]),
};

const NOT_SENT =
  'Replacing a physical card from the app is not available yet, so nothing was changed and nothing was charged. Your current card stays as it is.';

/**
 * A backend without the call (it answers 404 to the path): Replacement Not Sent, which says
 * nothing was changed or charged, never the spec's success.
 */
export const CallMissing: Story = {
  parameters: {
    specExpect: [
      { role: 'heading', name: 'Replacement Not Sent', level: 1 },
      { text: NOT_SENT },
      { role: 'link', name: 'View Card' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(
      recording(sent, 'card/replace-physical', () =>
        HttpResponse.json({ error_message: 'Not Found' }, { status: 404 }),
      ),
    );
  },
  play: flowStory([
    toDelivery,
    toReview,
    apply,
    {
      name: 'Replacement Not Sent; nothing charged',
      run: async ({ canvas }) => {
        await canvas.findByRole('heading', { name: tr('Replacement Not Sent'), level: 1 });
        await expect(canvas.getByText(tr(NOT_SENT))).toBeVisible();
        await expect(canvas.queryByText(tr('Card Replacement Successful!'))).toBeNull();
        await expect(sent).toHaveLength(1);
        await expect(await mainBalance()).toBe(balanceBefore);
      },
    },
  ]),
};

/** The call fails (500): the generic dialog over the review, which keeps its address and tick. */
export const ServerError: Story = {
  parameters: {
    specExpect: [{ role: 'alertdialog', name: 'Something went wrong' }],
  },
  beforeEach: () => setFailing('POST card/replace-physical'),
  play: flowStory([
    toDelivery,
    toReview,
    apply,
    {
      name: 'the generic dialog; the review as it was',
      run: async ({ canvas, canvasElement }) => {
        await screenOf(canvasElement).findByRole('alertdialog', {
          name: tr('Something went wrong'),
        });
        await expect(canvas.getByRole('checkbox', { name: agreement() })).toBeChecked();
        await expect(canvas.getByText('+60 123456789')).toBeVisible();
        await expect(await mainBalance()).toBe(balanceBefore);
      },
    },
  ]),
};

/** APPLY_MESSAGES.lowBalance in English, for specExpect (read in the story's language there). */
const LOW = 'Please ensure you have enough balance to purchase required VEF';

/** The card balance's main wallet, as `card/balance` answers it, at `main`. */
const mainWalletAt = (main: string) =>
  http.get(apiUrl('card/balance'), () =>
    HttpResponse.json({
      data: {
        card_wallet_balance: '845.5',
        main_wallet_balance: main,
        min_topup_amount: '10',
        max_topup_amount: '5000',
      },
    }),
  );

/**
 * A main wallet below tier 2's fee (3 USDC): step 1 says so, with the application's message,
 * before any address is typed; Replace Card is disabled and points to it.
 */
export const ExplainLowBalance: Story = {
  parameters: {
    spec: ['card.replace-physical.explain'],
    specExpect: [
      { role: 'heading', name: 'Replace Physical Card', level: 1 },
      { role: 'button', name: 'Replace Card', description: LOW },
    ],
  },
  beforeEach({ msw }) {
    msw.use(mainWalletAt('3'));
  },
  play: flowStory([
    {
      name: 'the message; Replace Card disabled',
      run: async ({ canvas }) => {
        await expect(await canvas.findByText(APPLY_MESSAGES.lowBalance)).toBeVisible();
        const replace = canvas.getByRole('button', { name: tr('Replace Card') });
        await expect(replace).toBeDisabled();
        await expect(replace).toHaveAccessibleDescription(
          expect.stringContaining(APPLY_MESSAGES.lowBalance),
        );
      },
    },
  ]),
};

/**
 * The wallet fell below the fee after it was read (the server's insufficient_balance): the review
 * says so with the same message, keeps the address and the tick, and Apply is disabled.
 */
export const ReviewRefusedLowBalance: Story = {
  parameters: {
    spec: ['card.replace-physical.review'],
    specExpect: [
      { role: 'heading', name: 'Review', level: 1 },
      {
        role: 'button',
        name: 'Apply',
        // Among what describes it (the missing fields' hint comes first, empty here).
        get description() {
          return containing(LOW);
        },
      },
    ],
  },
  beforeEach({ msw }) {
    msw.use(
      recording(sent, 'card/replace-physical', () =>
        HttpResponse.json(
          { error_message: 'Insufficient balance', error_id: 'insufficient_balance' },
          { status: 400 },
        ),
      ),
    );
  },
  play: flowStory([
    toDelivery,
    toReview,
    apply,
    {
      name: 'the message; the review kept; Apply disabled',
      run: async ({ canvas }) => {
        await expect(await canvas.findByText(APPLY_MESSAGES.lowBalance)).toBeVisible();
        const applyButton = canvas.getByRole('button', { name: tr('Apply') });
        // Among what describes it (a hint of missing fields may come first).
        await expect(applyButton).toHaveAccessibleDescription(
          expect.stringContaining(APPLY_MESSAGES.lowBalance),
        );
        await expect(applyButton).toBeDisabled();
        await expect(canvas.getByRole('checkbox', { name: agreement() })).toBeChecked();
        await expect(canvas.getByText('+60 123456789')).toBeVisible();
        await expect(sent).toHaveLength(1);
      },
    },
  ]),
};
