import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changeCardPin } from '@wallet/api';
import { TRIGGERS } from '@wallet/mocks';
import { flowStory, type FlowContext, type FlowStep } from '../../../testing/flowStory';
import { CardSettingsScreen } from '../CardSettingsScreen';
import {
  CARDS,
  opens,
  setFailing,
  settingsDecorators,
  settingsParameters,
} from '../settingsStories';
import { navigatedTo, recording, screenOf, tr } from '../../../testing/storyKit';
import { PIN_FIELDS, PIN_MESSAGES } from './pinRules';

/** The bodies of `POST card/{id}/pin` the page sent (then passed on to the demo backend). */
const sent: unknown[] = [];

const meta = {
  title: 'Screens/Cards/Settings/Reset PIN',
  component: CardSettingsScreen,
  parameters: settingsParameters('/card/setting/reset-pin'),
  decorators: settingsDecorators,
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recording(sent, `card/${CARDS.physical.id}/pin`));
    opens(CARDS.physical.id);
  },
} satisfies Meta<typeof CardSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The show/hide toggle of the Current PIN box. */
const showCurrent = () => tr('Show {secretName}', { secretName: tr('Current PIN') });

const formSteps: FlowStep[] = [
  {
    name: 'masked, numeric boxes; Save disabled',
    run: async ({ canvas }) => {
      await canvas.findByRole('heading', { name: tr('Reset PIN'), level: 1 });
      for (const { label } of PIN_FIELDS) {
        const box = canvas.getByLabelText(label);
        await expect(box).toHaveAttribute('type', 'password');
        await expect(box).toHaveAttribute('inputmode', 'numeric');
        await expect(box).toHaveAttribute('autocomplete', 'off');
      }
      await expect(canvas.getByRole('button', { name: tr('Save') })).toBeDisabled();
    },
  },
  {
    name: 'a letter is kept as typed and refused; show and hide one box by keyboard',
    run: async ({ canvas }) => {
      const current = canvas.getByLabelText(tr('Current PIN'));
      await userEvent.type(current, '12a3');
      await userEvent.tab();
      await expect(current).toHaveValue('12a3');
      await expect(current).toHaveAccessibleDescription(PIN_MESSAGES.digits);
      await userEvent.clear(current);
      await userEvent.type(current, '1234');
      await expect(current).not.toHaveAccessibleDescription(PIN_MESSAGES.digits);
      canvas.getByRole('button', { name: showCurrent() }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(current).toHaveAttribute('type', 'text');
      await expect(canvas.getByLabelText(tr('New PIN'))).toHaveAttribute('type', 'password');
      await userEvent.keyboard('{Enter}');
      await expect(current).toHaveAttribute('type', 'password');
    },
  },
  {
    name: 'Save waits for 4 digits in each box and the same new PIN twice',
    run: async ({ canvas }) => {
      const save = canvas.getByRole('button', { name: tr('Save') });
      const next = canvas.getByLabelText(tr('New PIN'));
      const confirm = canvas.getByLabelText(tr('Confirm New PIN'));
      await userEvent.type(next, '8642');
      await expect(save).toBeDisabled();
      await userEvent.type(confirm, '9999');
      await userEvent.tab();
      await expect(save).toBeDisabled();
      await expect(confirm).toHaveAccessibleDescription(PIN_MESSAGES.mismatch);
      await userEvent.clear(next);
      await userEvent.type(next, '86');
      await userEvent.tab();
      await expect(next).toHaveAccessibleDescription(PIN_MESSAGES.length);
      await expect(save).toBeDisabled();
      await userEvent.type(next, '42');
      await userEvent.clear(confirm);
      await userEvent.type(confirm, '8642');
      await expect(save).toBeEnabled();
      // Nothing of the PINs is kept in the tab. (A PIN that no demo data contains: '5678' once
      // matched other data in the tab during the visual check.)
      await expect(JSON.stringify({ ...sessionStorage })).not.toContain('8642');
    },
  },
];

/**
 * Three masked PIN boxes (numeric keyboard, no autocomplete), each with its own show/hide; Save
 * waits for three 4-digit PINs, the new one typed the same twice (here it is).
 */
export const Form: Story = {
  parameters: {
    spec: ['card.reset-pin.form'],
    specExpect: [
      { role: 'heading', name: 'Reset PIN', level: 1 },
      {
        role: 'button',
        // "Show {secretName}" with the box's label: made when the final screen is checked.
        get name() {
          return showCurrent();
        },
      },
      { role: 'button', name: 'Save' },
    ],
  },
  play: flowStory(formSteps),
};

/** Cancel on the filled form returns to the menu. */
export const FormCancelToManageYourCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...formSteps,
    {
      name: 'Cancel goes to Manage Your Card',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('link', { name: tr('Cancel') }));
        await canvas.findByRole('heading', { name: tr('Manage Your Card') });
      },
    },
  ]),
};

/** A PIN no demo data contains, so no other text of the tab can match it. */
const NEW_PIN = '8642';

/** The three boxes filled, the current one with `current`, and saved with Enter. */
const saveByKeyboard = (current: string) => ({
  name: `fill (current PIN ${current}) and save by keyboard`,
  run: async ({ canvas }: FlowContext) => {
    await userEvent.type(await canvas.findByLabelText(tr('Current PIN')), current);
    await userEvent.type(canvas.getByLabelText(tr('New PIN')), NEW_PIN);
    await userEvent.type(canvas.getByLabelText(tr('Confirm New PIN')), NEW_PIN);
    // Twice: the second Enter comes while the call is out, and sends nothing.
    await userEvent.keyboard('{Enter}{Enter}');
  },
});

const changed = {
  name: 'Pin Reset Successfully!, after the one call',
  run: async ({ canvas }: FlowContext) => {
    await canvas.findByRole('heading', { name: tr('Pin Reset Successfully!'), level: 1 });
    await expect(canvas.getByText(tr('Your new PIN is ready to use.'))).toBeVisible();
    await expect(sent).toEqual([{ current_pin: TRIGGERS.cardPin, new_pin: NEW_PIN }]);
    // The server has the new PIN: the old one is refused from now on.
    await expect(
      changeCardPin(CARDS.physical.id, { current_pin: TRIGGERS.cardPin, new_pin: '1357' }),
    ).rejects.toMatchObject({ errorId: 'invalid_current_pin' });
    // Nothing of the PINs is kept in the tab.
    await expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(NEW_PIN);
  },
};

/**
 * Saved with Enter (twice): `POST card/{id}/pin` (our proposed call, docs/api.md) is sent once
 * with the current and the new PIN, and the demo backend changes it: Pin Reset Successfully!,
 * Back To Card.
 */
export const Success: Story = {
  parameters: {
    spec: ['card.reset-pin.success'],
    specExpect: [
      { role: 'heading', name: 'Pin Reset Successfully!', level: 1 },
      { text: 'Your new PIN is ready to use.' },
      { role: 'link', name: 'Back To Card' },
    ],
  },
  play: flowStory([saveByKeyboard(TRIGGERS.cardPin), changed]),
};

/** Back To Card on the end screen: /card. */
export const SuccessBackToCard: Story = {
  tags: ['test-only'],
  play: flowStory([
    saveByKeyboard(TRIGGERS.cardPin),
    changed,
    {
      name: 'Back To Card',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('link', { name: tr('Back To Card') }));
        await navigatedTo(canvasElement, '/card');
      },
    },
  ]),
};

/** PIN_MESSAGES.wrongCurrent in English, for specExpect (read in the story's language there). */
const WRONG = 'The current PIN is incorrect';

const wrongCurrent = {
  name: 'the server refuses the current PIN: said under it, focused, what was typed kept',
  run: async ({ canvas }: FlowContext) => {
    const current = canvas.getByLabelText(tr('Current PIN'));
    await waitFor(() => expect(current).toHaveAccessibleDescription(PIN_MESSAGES.wrongCurrent));
    await expect(current).toHaveFocus();
    await expect(current).toHaveValue('9999');
    await expect(canvas.getByLabelText(tr('New PIN'))).toHaveValue(NEW_PIN);
    await expect(canvas.getByLabelText(tr('Confirm New PIN'))).toHaveValue(NEW_PIN);
    await expect(canvas.getByRole('button', { name: tr('Save') })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: tr('Reset PIN'), level: 1 })).toBeVisible();
    await expect(sent).toHaveLength(1);
  },
};

/**
 * A wrong current PIN: the demo backend refuses it (`invalid_current_pin`), and the page says so
 * under Current PIN, focused there, with the three PINs as typed; Save waits for a change.
 */
export const WrongCurrentPin: Story = {
  parameters: {
    spec: ['card.reset-pin.form'],
    // A masked box has no role: its message is found by its text (the play checks it is the box's).
    specExpect: [
      { role: 'heading', name: 'Reset PIN', level: 1 },
      { text: WRONG },
      { role: 'button', name: 'Save' },
    ],
  },
  play: flowStory([saveByKeyboard('9999'), wrongCurrent]),
};

/** The right PIN typed over the wrong one: Save again, and the PIN is changed. */
export const WrongCurrentPinThenRight: Story = {
  tags: ['test-only'],
  play: flowStory([
    saveByKeyboard('9999'),
    wrongCurrent,
    {
      name: 'the right current PIN, Save',
      run: async ({ canvas }) => {
        const current = canvas.getByLabelText(tr('Current PIN'));
        await userEvent.clear(current);
        await expect(current).not.toHaveAccessibleDescription(PIN_MESSAGES.wrongCurrent);
        await userEvent.type(current, TRIGGERS.cardPin);
        sent.length = 0;
        await userEvent.click(canvas.getByRole('button', { name: tr('Save') }));
      },
    },
    changed,
  ]),
};

const NOT_CHANGED =
  "Changing a card's PIN from the app is not available yet, so your PIN was not changed. Your current PIN still works.";

/**
 * A backend without the call (it answers 404 to the path): PIN Not Changed, which says the PIN
 * was not changed, never the spec's success.
 */
export const CallMissing: Story = {
  parameters: {
    specExpect: [
      { role: 'heading', name: 'PIN Not Changed', level: 1 },
      { text: NOT_CHANGED },
      { role: 'link', name: 'Back To Card' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(
      recording(sent, `card/${CARDS.physical.id}/pin`, () =>
        HttpResponse.json({ error_message: 'Not Found' }, { status: 404 }),
      ),
    );
  },
  play: flowStory([
    saveByKeyboard(TRIGGERS.cardPin),
    {
      name: 'PIN Not Changed',
      run: async ({ canvas }) => {
        await canvas.findByRole('heading', { name: tr('PIN Not Changed'), level: 1 });
        await expect(canvas.getByText(tr(NOT_CHANGED))).toBeVisible();
        await expect(canvas.queryByText(tr('Pin Reset Successfully!'))).toBeNull();
        await expect(sent).toHaveLength(1);
      },
    },
  ]),
};

/** The call fails (500): the generic dialog over the form, the PINs as typed. */
export const ServerError: Story = {
  parameters: {
    specExpect: [{ role: 'alertdialog', name: 'Something went wrong' }],
  },
  beforeEach: () => setFailing('POST card/:id/pin'),
  play: flowStory([
    saveByKeyboard(TRIGGERS.cardPin),
    {
      name: 'the generic dialog; the form keeps the PINs',
      run: async ({ canvas, canvasElement }) => {
        await screenOf(canvasElement).findByRole('alertdialog', {
          name: tr('Something went wrong'),
        });
        await expect(canvas.getByLabelText(tr('Current PIN'))).toHaveValue(TRIGGERS.cardPin);
        await expect(canvas.getByLabelText(tr('Confirm New PIN'))).toHaveValue(NEW_PIN);
      },
    },
  ]),
};

/** A virtual card has no PIN: the route shows the menu. */
export const VirtualCardGetsTheMenu: Story = {
  beforeEach: () => opens(CARDS.virtual.id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: tr('Manage Your Card'), level: 1 });
    await expect(canvas.queryByLabelText(tr('Current PIN'))).toBeNull();
  },
};
