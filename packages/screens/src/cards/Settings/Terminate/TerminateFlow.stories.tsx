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
} from '../settingsStories';
import { navigatedTo, recording } from '../../../testing/storyKit';

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

const toReason = {
  name: 'choose Terminate',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminate' }));
    await canvas.findByRole('textbox', { name: 'Reason (optional)' });
  },
};

/** Options: Replace Card (the card's own replacement) or Terminate; Back returns to the menu. */
export const Options: Story = {
  parameters: { spec: ['card.terminate.options'] },
  play: flowStory([
    {
      name: 'both options, for this card',
      run: async ({ canvas }) => {
        await canvas.findByRole('heading', { name: 'Terminate Card', level: 1 });
        await expect(canvas.getByText(/card ending in 4242/)).toBeVisible();
        await expect(canvas.getByRole('link', { name: 'Replace Card' })).toHaveAttribute(
          'href',
          '/card/setting/replace-virtual',
        );
        await expect(canvas.getByRole('button', { name: 'Terminate' })).toBeEnabled();
      },
    },
    {
      name: 'Back (keyboard) goes to Manage Your Card',
      run: async ({ canvas }) => {
        canvas.getByRole('button', { name: 'Back to Manage Your Card' }).focus();
        await userEvent.keyboard('{Enter}');
        await canvas.findByRole('heading', { name: 'Manage Your Card' });
      },
    },
  ]),
};

/** Reason (optional) and the terms: Terminate Card waits for the box; Back keeps the reason. */
export const Reason: Story = {
  parameters: { spec: ['card.terminate.reason'] },
  play: flowStory([
    toReason,
    {
      name: 'the terms gate the button',
      run: async ({ canvas }) => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'Reason (optional)' }), 'Lost it');
        const terminate = canvas.getByRole('button', { name: 'Terminate Card' });
        await expect(terminate).toBeDisabled();
        await userEvent.click(canvas.getByRole('checkbox', { name: /cannot be used or restored/ }));
        await expect(terminate).toBeEnabled();
        await expect(
          canvas.getByRole('link', { name: /Read the Terms & Conditions/ }),
        ).toHaveAttribute('target', '_blank');
        await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
          'href',
          '/card/setting',
        );
      },
    },
    {
      name: 'Back to options and forward again: the reason is kept',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: 'Back to options' }));
        await canvas.findByRole('link', { name: 'Replace Card' });
        await userEvent.click(canvas.getByRole('button', { name: 'Terminate' }));
        await expect(await canvas.findByRole('textbox', { name: 'Reason (optional)' })).toHaveValue(
          'Lost it',
        );
        await expect(sent).toEqual([]);
      },
    },
  ]),
};

/** Terminate Card pressed twice: one call with the reason, Card Terminated, Back To Card. */
export const Done: Story = {
  parameters: { spec: ['card.terminate.done'] },
  play: flowStory([
    toReason,
    {
      name: 'terminate once',
      run: async ({ canvas }) => {
        await userEvent.type(
          canvas.getByRole('textbox', { name: 'Reason (optional)' }),
          ' Lost it ',
        );
        await userEvent.click(canvas.getByRole('checkbox', { name: /cannot be used or restored/ }));
        await userEvent.dblClick(canvas.getByRole('button', { name: 'Terminate Card' }));
        await canvas.findByRole('heading', { name: 'Card Terminated', level: 1 });
        await expect(sent).toEqual([
          { card_id: CARDS.virtual.id, reason: 'Lost it', accept_tnc: true },
        ]);
        await expect((await serverCard(CARDS.virtual.id))?.status).toBe('terminated');
      },
    },
    {
      name: 'Back To Card',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('link', { name: 'Back To Card' }));
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

/** card/terminate fails: the generic dialog; the step, the reason and the box are still there. */
export const Error: Story = {
  parameters: { spec: ['card.terminate.error'] },
  beforeEach: () => setFailing('POST card/terminate'),
  play: flowStory([
    toReason,
    {
      name: 'the failure',
      run: async ({ canvas, screen }) => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'Reason (optional)' }), 'Stolen');
        await userEvent.click(canvas.getByRole('checkbox', { name: /cannot be used or restored/ }));
        await userEvent.click(canvas.getByRole('button', { name: 'Terminate Card' }));
        const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect(canvas.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue(
          'Stolen',
        );
        await expect(canvas.getByRole('button', { name: 'Terminate Card' })).toBeEnabled();
        await expect((await serverCard(CARDS.virtual.id))?.status).toBe('active');
      },
    },
  ]),
};
