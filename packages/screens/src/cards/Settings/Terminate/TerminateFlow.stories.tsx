import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { terminateCard } from '@wallet/api';
import { flowStory, type FlowContext } from '../../../testing/flowStory';
import { writeDraft } from '../../../forms/useFlowDraft';
import { TERMINATE_DRAFT } from '../flowDrafts';
import { CardSettingsScreen } from '../CardSettingsScreen';
import {
  CARDS,
  opens,
  serverCard,
  setFailing,
  settingsDecorators,
  settingsParameters,
  withoutProposedPages,
} from '../settingsStories';
import { containing, navigatedTo, recording, tr } from '../../../testing/storyKit';

/** POST card/terminate bodies the page sent. */
const sent: unknown[] = [];

const meta = {
  title: 'Screens/Cards/Settings/Terminate',
  component: CardSettingsScreen,
  parameters: settingsParameters('/card/setting/terminate'),
  decorators: settingsDecorators,
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recording(sent, 'card/terminate'));
    opens(CARDS.virtual.id);
  },
} satisfies Meta<typeof CardSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms box's message (its name may add the required mark). */
const TERMS =
  'I understand that a terminated card cannot be used or restored, and I accept the Terms & Conditions.';

/** The options' question about the card ending in `lastFour`. */
const question = (lastFour: string) =>
  containing('What would you like to do with the card ending in {lastFour}?', { lastFour });

const toReason = {
  name: 'choose Terminate',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: tr('Terminate') }));
    await canvas.findByRole('textbox', { name: tr('Reason (optional)') });
  },
};

const bothOptions = {
  name: 'both options, for this card',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByRole('heading', { name: tr('Terminate Card'), level: 1 });
    await expect(canvas.getByText(question(CARDS.virtual.lastFour))).toBeVisible();
    await expect(canvas.getByRole('link', { name: tr('Replace Card') })).toHaveAttribute(
      'href',
      '/card/setting/replace-virtual',
    );
    await expect(canvas.getByRole('button', { name: tr('Terminate') })).toBeEnabled();
  },
};

/** Options: Replace Card (the card's own replacement) or Terminate. */
export const Options: Story = {
  parameters: {
    spec: ['card.terminate.options'],
    specExpect: [
      { role: 'heading', name: 'Terminate Card', level: 1 },
      { role: 'link', name: 'Replace Card' },
      { role: 'button', name: 'Terminate' },
    ],
  },
  play: flowStory([bothOptions]),
};

/** Back (keyboard) on the options returns to the menu. */
export const OptionsBackToManageYourCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    bothOptions,
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

const termsGateTheButton = {
  name: 'the terms gate the button',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.type(canvas.getByRole('textbox', { name: tr('Reason (optional)') }), 'Lost it');
    const terminate = canvas.getByRole('button', { name: tr('Terminate Card') });
    await expect(terminate).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: containing(TERMS) }));
    await expect(terminate).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: containing('Read the Terms & Conditions') }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: tr('Cancel') })).toHaveAttribute(
      'href',
      '/card/setting',
    );
  },
};

/** Reason (optional) and the terms: Terminate Card waits for the box, here ticked. */
export const Reason: Story = {
  parameters: {
    spec: ['card.terminate.reason'],
    specExpect: [
      { role: 'textbox', name: 'Reason (optional)' },
      {
        role: 'checkbox',
        // A pattern (the box's name may add the required mark), made when the screen is checked.
        get name() {
          return containing(TERMS);
        },
      },
      { role: 'button', name: 'Terminate Card' },
    ],
  },
  play: flowStory([toReason, termsGateTheButton]),
};

/** Back to the options and forward again: the reason is kept, nothing sent. */
export const ReasonKeptAfterBack: Story = {
  tags: ['test-only'],
  play: flowStory([
    toReason,
    termsGateTheButton,
    {
      name: 'Back to options and forward again: the reason is kept',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Back to options') }));
        await canvas.findByRole('link', { name: tr('Replace Card') });
        await userEvent.click(canvas.getByRole('button', { name: tr('Terminate') }));
        await expect(
          await canvas.findByRole('textbox', { name: tr('Reason (optional)') }),
        ).toHaveValue('Lost it');
        await expect(sent).toEqual([]);
      },
    },
  ]),
};

const terminateOnce = {
  name: 'terminate once',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: tr('Reason (optional)') }),
      ' Lost it ',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: containing(TERMS) }));
    await userEvent.dblClick(canvas.getByRole('button', { name: tr('Terminate Card') }));
    await canvas.findByRole('heading', { name: tr('Card Terminated'), level: 1 });
    await expect(sent).toEqual([
      { card_id: CARDS.virtual.id, reason: 'Lost it', accept_tnc: true },
    ]);
    await expect((await serverCard(CARDS.virtual.id))?.status).toBe('terminated');
  },
};

/** Terminate Card pressed twice: one call with the reason, Card Terminated. */
export const Done: Story = {
  parameters: {
    spec: ['card.terminate.done'],
    specExpect: [
      { role: 'heading', name: 'Card Terminated', level: 1 },
      { role: 'link', name: 'Back To Card' },
    ],
  },
  play: flowStory([toReason, terminateOnce]),
};

/** Back To Card after terminating: /card, and the next visit starts with the options. */
export const DoneBackToCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    toReason,
    terminateOnce,
    {
      name: 'Back To Card',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('link', { name: tr('Back To Card') }));
        await navigatedTo(canvasElement, '/card');
        // The flow is over: the next visit starts with the options.
        await expect(sessionStorage.getItem('draft:card-terminate')).toBeNull();
      },
    },
  ]),
};

/**
 * A reload while card/terminate was out: the server terminated the card, the answer never came.
 * The flow stays on that card, which is gone: /card, never another card's Terminate.
 */
export const ReloadWhilePending: Story = {
  tags: ['test-only'],
  parameters: { route: { state: { flow: 'reloaded', step: 'reason' } } },
  async beforeEach() {
    await terminateCard({ card_id: CARDS.virtual.id, accept_tnc: true });
    writeDraft(TERMINATE_DRAFT, { cardId: CARDS.virtual.id, step: 'reason' });
  },
  play: async ({ canvasElement }) => {
    await navigatedTo(canvasElement, '/card');
    await expect(
      within(canvasElement).queryByText(new RegExp(`ending in ${CARDS.physical.lastFour}`)),
    ).toBeNull();
    await expect(sessionStorage.getItem('draft:card-terminate')).toBeNull();
  },
};

const terminateFails = {
  name: 'the failure',
  run: async ({ canvas, screen }: FlowContext) => {
    await userEvent.type(canvas.getByRole('textbox', { name: tr('Reason (optional)') }), 'Stolen');
    await userEvent.click(canvas.getByRole('checkbox', { name: containing(TERMS) }));
    await userEvent.click(canvas.getByRole('button', { name: tr('Terminate Card') }));
    await screen.findByRole('alertdialog', { name: tr('Something went wrong') });
  },
};

/** card/terminate fails: the generic dialog over the reason step. */
export const Error: Story = {
  parameters: {
    spec: ['card.terminate.error'],
    specExpect: { role: 'alertdialog', name: 'Something went wrong' },
  },
  beforeEach: () => setFailing('POST card/terminate'),
  play: flowStory([toReason, terminateFails]),
};

/** OK on the failure: the step, the reason and the box are still there, the card active. */
export const ErrorOkKeepsTheReason: Story = {
  tags: ['test-only'],
  beforeEach: () => setFailing('POST card/terminate'),
  play: flowStory([
    toReason,
    terminateFails,
    {
      name: 'OK: the reason step as it was',
      run: async ({ canvas, screen }) => {
        const dialog = screen.getByRole('alertdialog', { name: tr('Something went wrong') });
        await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect(canvas.getByRole('textbox', { name: tr('Reason (optional)') })).toHaveValue(
          'Stolen',
        );
        await expect(canvas.getByRole('button', { name: tr('Terminate Card') })).toBeEnabled();
        await expect((await serverCard(CARDS.virtual.id))?.status).toBe('active');
      },
    },
  ]),
};

/**
 * A physical card on a backend whose feature list does not enable its replacement (a call we
 * propose, docs/api.md): Replace Card is disabled with the Coming Soon badge that says why.
 */
export const OptionsPhysicalReplaceComingSoon: Story = {
  parameters: {
    spec: ['card.terminate.options'],
    specExpect: [
      { role: 'heading', name: 'Terminate Card', level: 1 },
      { role: 'button', name: 'Replace Card', description: 'Coming Soon' },
      { role: 'button', name: 'Terminate' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(withoutProposedPages());
    opens(CARDS.physical.id);
  },
  play: flowStory([
    {
      name: 'Replace Card: Coming Soon, no link; Terminate still there',
      run: async ({ canvas }) => {
        await canvas.findByText(question(CARDS.physical.lastFour));
        const replace = await canvas.findByRole('button', { name: tr('Replace Card') });
        await expect(replace).toBeDisabled();
        await expect(replace).toHaveAccessibleDescription(tr('Coming Soon'));
        await expect(canvas.queryByRole('link', { name: tr('Replace Card') })).toBeNull();
        await expect(canvas.getByRole('button', { name: tr('Terminate') })).toBeEnabled();
      },
    },
  ]),
};

/** The demo backend's list enables it: the physical card's Replace Card opens its flow. */
export const OptionsPhysicalReplaceEnabled: Story = {
  tags: ['test-only'],
  beforeEach: () => opens(CARDS.physical.id),
  play: flowStory([
    {
      name: 'Replace Card links to the physical replacement',
      run: async ({ canvas }) => {
        await expect(await canvas.findByRole('link', { name: tr('Replace Card') })).toHaveAttribute(
          'href',
          '/card/setting/replace-physical',
        );
      },
    },
  ]),
};
