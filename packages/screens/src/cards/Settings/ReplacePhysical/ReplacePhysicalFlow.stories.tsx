import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { flowStory, type FlowContext } from '../../../testing/flowStory';
import { CardSettingsScreen } from '../CardSettingsScreen';
import {
  CARDS,
  opens,
  setFailing,
  settingsDecorators,
  settingsParameters,
} from '../settingsStories';
import { navigatedTo } from '../../../testing/storyKit';

/** Requests the page made while the story ran (the physical replacement makes none). */
const requests: string[] = [];

const meta = {
  title: 'Screens/Cards/Settings/Replace Physical Card',
  component: CardSettingsScreen,
  parameters: settingsParameters('/card/setting/replace-physical'),
  decorators: settingsDecorators,
  beforeEach({ msw }) {
    requests.length = 0;
    // Seen first, then passed on to the demo backend.
    msw.use(
      http.post(apiUrl('*'), ({ request }) => {
        requests.push(new URL(request.url).pathname);
      }),
    );
    opens(CARDS.physical.id);
  },
} satisfies Meta<typeof CardSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toDelivery = {
  name: 'Replace Card',
  run: async ({ canvas }: FlowContext) => {
    const replace = await canvas.findByRole('button', { name: 'Replace Card' });
    // Enabled once the fee has loaded.
    await waitFor(() => expect(replace).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(replace);
    await canvas.findByRole('heading', { name: 'Delivery Address', level: 1 });
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Petaling Jaya'),
    );
  },
};

const toReview = {
  name: 'Next to the review',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('heading', { name: 'Review', level: 1 });
  },
};

const threePoints = {
  name: 'three points',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByRole('heading', { name: 'Replace Physical Card', level: 1 });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/terminated and all its services discontinued/)).toBeVisible();
    // The fee is tier 2's application fee, not the spec's "X USDC" placeholder.
    await waitFor(
      () =>
        expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
          'You apply for a new card, charged 4.75 USDC.',
        ),
      { timeout: 10_000 },
    );
    await expect(canvas.getByRole('button', { name: 'Replace Card' })).toBeEnabled();
    await expect(canvas.getByText(/Activate your new card/)).toBeVisible();
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
        canvas.getByRole('button', { name: 'Back to Manage Your Card' }).focus();
        await userEvent.keyboard('{Enter}');
        await canvas.findByRole('heading', { name: 'Manage Your Card' });
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
        await canvas.findByText(/The card fee could not be loaded/, {}, { timeout: 15_000 });
        await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
          'You apply for a new card, charged the card fee.',
        );
        await expect(canvas.getByRole('button', { name: 'Replace Card' })).toBeDisabled();
      },
    },
    {
      name: 'Try again (keyboard): the fee, and Replace Card',
      run: async ({ canvas }) => {
        await setFailing('GET card/tiers', false);
        canvas.getByRole('button', { name: 'Try again' }).focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(
          () =>
            expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
              'You apply for a new card, charged 4.75 USDC.',
            ),
          { timeout: 10_000 },
        );
        await expect(canvas.getByRole('button', { name: 'Replace Card' })).toBeEnabled();
      },
    },
  ]),
};

const fieldRules = {
  name: 'rules of the fields',
  run: async ({ canvas }: FlowContext) => {
    await expect(canvas.getByRole('textbox', { name: /Country$/ })).toHaveAttribute('readonly');
    const city = canvas.getByRole('textbox', { name: /City/ });
    await userEvent.clear(city);
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter your city')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(city);
    await waitFor(() => expect(canvas.queryByText('Please enter your city')).toBeNull());
    await userEvent.type(city, 'Shah Alam{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
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
      { role: 'textbox', name: /Country$/ },
      { role: 'textbox', name: /City/ },
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
        await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
        await canvas.findByRole('heading', { name: 'Review' });
        await userEvent.click(canvas.getByRole('button', { name: 'Back to the delivery address' }));
        await expect(await canvas.findByRole('textbox', { name: /City/ })).toHaveValue('Shah Alam');
      },
    },
  ]),
};

const whatIsShown = {
  name: 'what is shown',
  run: async ({ canvas }: FlowContext) => {
    await expect(canvas.getByText('Physical card')).toBeVisible();
    await expect(canvas.getByText(/12 Jalan SS2\/24/)).toBeVisible();
    await expect(canvas.getByText(/47400 Petaling Jaya/)).toBeVisible();
    await expect(canvas.getByText('+60 123456789')).toBeVisible();
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    // The offer as tier 2 gives it (the application's words), not fixed text.
    const agree = await canvas.findByRole('checkbox', {
      name: /buy 250 VEF at 0\.019 USD each \(4\.75 USDC\) and stake them for 12 months/,
    });
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
      { role: 'checkbox', name: /stake them for 12 months/ },
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
        await userEvent.click(canvas.getByRole('button', { name: 'Back to the delivery address' }));
        const postCode = await canvas.findByRole('textbox', { name: /Post Code/ });
        await userEvent.clear(postCode);
        await userEvent.type(postCode, '40000');
        await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
        await canvas.findByText(/40000 Petaling Jaya/);
        await expect(canvas.getByRole('checkbox', { name: /stake them/ })).not.toBeChecked();
        await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
      },
    },
    {
      name: 'Cancel goes to the menu',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('link', { name: 'Cancel' }));
        await canvas.findByRole('heading', { name: 'Manage Your Card' });
      },
    },
  ]),
};

const NOT_SENT =
  'Replacing a physical card from the app is not available yet, so nothing was sent and nothing was charged. Your current card stays as it is.';

const apply = {
  name: 'apply',
  run: async ({ canvas }: FlowContext) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /stake them/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await canvas.findByRole('heading', { name: 'Replacement Not Sent', level: 1 });
    await expect(canvas.getByText(NOT_SENT)).toBeVisible();
    await expect(requests).toEqual([]);
  },
};

/**
 * Apply: no call is made (spec 2 names none), so the end screen says nothing was sent instead of
 * the spec's "Card Replacement Successful!" (docs/api.md); View Card.
 */
export const Success: Story = {
  parameters: {
    spec: ['card.replace-physical.success'],
    specExpect: [
      { role: 'heading', name: 'Replacement Not Sent', level: 1 },
      { text: NOT_SENT },
      { role: 'link', name: 'View Card' },
    ],
  },
  play: flowStory([toDelivery, toReview, apply]),
};

/** View Card on the end screen: /card. */
export const SuccessViewCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    toDelivery,
    toReview,
    apply,
    {
      name: 'View Card',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('link', { name: 'View Card' }));
        await navigatedTo(canvasElement, '/card');
      },
    },
  ]),
};
