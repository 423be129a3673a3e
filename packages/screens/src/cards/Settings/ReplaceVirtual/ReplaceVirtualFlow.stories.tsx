import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getCards, replaceVirtualCard } from '@wallet/api';
import { flowStory, type FlowContext } from '../../../testing/flowStory';
import { writeDraft } from '../../../forms/useFlowDraft';
import { REPLACE_VIRTUAL_DRAFT } from '../flowDrafts';
import { CardSettingsScreen } from '../CardSettingsScreen';
import {
  CARDS,
  opens,
  serverCard,
  setFailing,
  settingsDecorators,
  settingsParameters,
} from '../settingsStories';
import { containing, navigatedTo, recording, tr } from '../../../testing/storyKit';

/** POST card/replace bodies the page sent. */
const sent: unknown[] = [];

const meta = {
  title: 'Screens/Cards/Settings/Replace Virtual Card',
  component: CardSettingsScreen,
  parameters: settingsParameters('/card/setting/replace-virtual'),
  decorators: settingsDecorators,
  beforeEach({ msw }) {
    sent.length = 0;
    // Long enough to see the overlay and press again.
    msw.use(recording(sent, 'card/replace', () => delay(300)));
    opens(CARDS.virtual.id);
  },
} satisfies Meta<typeof CardSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms box's message (its name may add the required mark). */
const TERMS = 'I have read and accept the Terms & Conditions.';

const toReview = {
  name: 'Next to the review',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByText(tr('4.75 USDC'));
    await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
    await canvas.findByRole('heading', { name: tr('Review Card Replacement'), level: 1 });
  },
};

const accept = ({ canvas }: FlowContext) =>
  userEvent.click(canvas.getByRole('checkbox', { name: containing(TERMS) }));

const tier1 = {
  name: 'tier 1',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByRole('heading', { name: tr('Replace Virtual Card'), level: 1 });
    await expect(await canvas.findByText(tr('4.75 USDC'))).toBeVisible();
    await expect(canvas.getByText('250 VEF')).toBeVisible();
    await expect(canvas.getByText(tr('FREE'))).toBeVisible();
    await expect(
      canvas.getByText(
        containing(
          'A new virtual card replaces the card ending in {lastFour}, which stops working.',
          { lastFour: CARDS.virtual.lastFour },
        ),
      ),
    ).toBeVisible();
  },
};

/** Step 1: tier 1's information (from card/tiers?id=1). */
export const Tier: Story = {
  parameters: {
    spec: ['card.replace-virtual.tier'],
    specExpect: [
      { role: 'heading', name: 'Replace Virtual Card', level: 1 },
      { text: '4.75 USDC' },
      { text: '250 VEF' },
    ],
  },
  play: flowStory([tier1]),
};

/** Back on step 1 returns to the menu. */
export const TierBackToManageYourCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    tier1,
    {
      name: 'Back goes to Manage Your Card',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Back to Manage Your Card') }));
        await canvas.findByRole('heading', { name: tr('Manage Your Card') });
      },
    },
  ]),
};

const previewNameTerms = {
  name: 'preview, Name, terms',
  run: async (context: FlowContext) => {
    const { canvas } = context;
    await expect(canvas.getByText(tr('Virtual card'))).toBeVisible();
    await expect(canvas.getAllByText('CHLOE CARD').length).toBeGreaterThanOrEqual(2);
    const apply = canvas.getByRole('button', { name: tr('Apply') });
    await expect(apply).toBeDisabled();
    await accept(context);
    await expect(apply).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: containing('Read the Terms & Conditions') }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** Step 2: the preview, the name, the terms; Apply waits for the box, here ticked. */
export const Review: Story = {
  parameters: {
    spec: ['card.replace-virtual.review'],
    specExpect: [
      { role: 'heading', name: 'Review Card Replacement', level: 1 },
      {
        role: 'checkbox',
        // A pattern (the box's name may add the required mark), made when the screen is checked.
        get name() {
          return containing(TERMS);
        },
      },
      { role: 'button', name: 'Apply' },
    ],
  },
  play: flowStory([toReview, previewNameTerms]),
};

/** Back on the review to step 1, then Cancel to the menu: nothing sent. */
export const ReviewBackThenCancel: Story = {
  tags: ['test-only'],
  play: flowStory([
    toReview,
    previewNameTerms,
    {
      name: 'Back to step 1, then Cancel to the menu',
      run: async ({ canvas }) => {
        await userEvent.click(
          canvas.getByRole('button', { name: tr('Back to the card information') }),
        );
        await canvas.findByRole('heading', { name: tr('Replace Virtual Card') });
        await userEvent.click(canvas.getByRole('link', { name: tr('Cancel') }));
        await canvas.findByRole('heading', { name: tr('Manage Your Card') });
        await expect(sent).toEqual([]);
      },
    },
  ]),
};

const applyOnce = {
  name: 'apply once',
  run: async (context: FlowContext) => {
    const { canvas } = context;
    await accept(context);
    await userEvent.dblClick(canvas.getByRole('button', { name: tr('Apply') }));
    await expect(await canvas.findByText(tr('Submitting your replacement'))).toBeVisible();
    // While card/replace is out, the header's Back is gone too: the answer decides.
    await expect(
      canvas.queryByRole('button', { name: tr('Back to the card information') }),
    ).toBeNull();
    await canvas.findByRole('heading', {
      name: tr('Your Card Replacement Application Is Submitted!'),
      level: 1,
    });
    await expect(
      canvas.getByText(tr("We've received your application and are currently reviewing it.")),
    ).toBeVisible();
    await expect(sent).toEqual([{ card_id: CARDS.virtual.id, accept_tnc: true }]);
    await expect((await serverCard(CARDS.virtual.id))?.status).toBe('replaced');
    const { cards } = await getCards();
    await expect(cards.filter((c) => c.type === 'virtual' && c.status === 'active')).toHaveLength(
      1,
    );
  },
};

/** Apply pressed twice: one call under the overlay, then the spec's submitted text. */
export const Submitted: Story = {
  parameters: {
    spec: ['card.replace-virtual.submitted'],
    specExpect: [
      { role: 'heading', name: 'Your Card Replacement Application Is Submitted!', level: 1 },
      { text: "We've received your application and are currently reviewing it." },
    ],
  },
  play: flowStory([toReview, applyOnce]),
};

/** Back To Card on the submitted screen: /card. */
export const SubmittedBackToCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    toReview,
    applyOnce,
    {
      name: 'Back To Card',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('link', { name: tr('Back To Card') }));
        await navigatedTo(canvasElement, '/card');
      },
    },
  ]),
};

/**
 * A reload on the submitted screen: the stored card is replaced now, and the screen stays the
 * replacement's end, never the other (physical) card's Manage Your Card.
 */
export const ReloadOnSubmitted: Story = {
  parameters: { route: { state: { flow: 'reloaded', step: 'review' }, key: 'reloaded-review' } },
  async beforeEach() {
    await replaceVirtualCard(CARDS.virtual.id);
    writeDraft(REPLACE_VIRTUAL_DRAFT, {
      cardId: CARDS.virtual.id,
      step: 'submitted',
      endedOn: 'reloaded-review',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', {
      name: tr('Your Card Replacement Application Is Submitted!'),
      level: 1,
    });
    await expect(canvas.queryByRole('heading', { name: tr('Manage Your Card') })).toBeNull();
  },
};

const replaceFails = {
  name: 'the failure',
  run: async (context: FlowContext) => {
    await accept(context);
    await userEvent.click(context.canvas.getByRole('button', { name: tr('Apply') }));
    await context.screen.findByRole('alertdialog', { name: tr('Something went wrong') });
  },
};

/** The replacement fails: the error dialog over the review. */
export const Error: Story = {
  parameters: {
    spec: ['card.replace-virtual.error'],
    specExpect: { role: 'alertdialog', name: 'Something went wrong' },
  },
  beforeEach: () => setFailing('POST card/replace'),
  play: flowStory([toReview, replaceFails]),
};

/** OK on the failure: the review and its ticked box stay, the card active. */
export const ErrorOkKeepsTheReview: Story = {
  tags: ['test-only'],
  beforeEach: () => setFailing('POST card/replace'),
  play: flowStory([
    toReview,
    replaceFails,
    {
      name: 'OK: the review as it was',
      run: async ({ canvas, screen }) => {
        const dialog = screen.getByRole('alertdialog', { name: tr('Something went wrong') });
        await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect(canvas.getByRole('checkbox', { name: containing(TERMS) })).toBeChecked();
        await expect(canvas.getByRole('button', { name: tr('Apply') })).toBeEnabled();
        await expect((await serverCard(CARDS.virtual.id))?.status).toBe('active');
      },
    },
  ]),
};
