import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import {
  byLanguage,
  containing,
  failing,
  navigatedTo,
  recording,
  screenOf,
  tr,
} from '../../../testing/storyKit';
import { CardSettingsScreen } from '../CardSettingsScreen';
import {
  CARDS,
  clearToasts,
  opens,
  serverCard,
  setFailing,
  settingsDecorators,
  settingsParameters,
  unfreezePhysical,
  withoutProposedPages,
} from '../settingsStories';

const meta = {
  title: 'Screens/Cards/Settings/Manage Your Card',
  component: CardSettingsScreen,
  args: { cardWidgetUrl: '/card-widget.html' },
  parameters: settingsParameters('/card/setting'),
  decorators: settingsDecorators,
  beforeEach: clearToasts,
} satisfies Meta<typeof CardSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** POST card/{id}/permission bodies the page sent. */
const saves: unknown[] = [];

const menu = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: tr('Card Settings') });

/** "Card ending in 1881", in the active language. */
const endingIn = (lastFour: string) => tr('Card ending in {lastFour}', { lastFour });

/**
 * Holds a toast on screen as a pointer resting on it does (the region pauses its timers): the
 * spec's toast shows for 3 s, and a fixture ends with it on screen. A story that calls it sets
 * `pointerRests`, so the visual check leaves the pointer there.
 */
const holdToast = (toast: HTMLElement) => userEvent.hover(toast);

/** A physical card: freeze, in-store and online switches, Reset PIN; nothing of virtual cards. */
export const Physical: Story = {
  parameters: {
    spec: ['card.settings.physical'],
    specExpect: [
      { role: 'heading', name: 'Manage Your Card', level: 1 },
      { role: 'switch', name: 'In-Store Purchase' },
      { role: 'switch', name: 'Online Transaction' },
      { role: 'link', name: 'Reset PIN' },
    ],
  },
  async beforeEach() {
    await unfreezePhysical();
    opens(CARDS.physical.id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: tr('Manage Your Card'), level: 1 });
    const settings = within(await menu(canvasElement));
    await expect(canvas.getByText(endingIn(CARDS.physical.lastFour))).toBeInTheDocument();
    await expect(settings.getByRole('switch', { name: tr('Freeze Card') })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: tr('In-Store Purchase') })).toBeChecked();
    await expect(settings.getByRole('switch', { name: tr('In-Store Purchase') })).toBeEnabled();
    await expect(settings.getByRole('switch', { name: tr('Online Transaction') })).toBeChecked();
    // The demo backend's feature list enables it (a call we propose, docs/api.md).
    await expect(await settings.findByRole('link', { name: tr('Reset PIN') })).toHaveAttribute(
      'href',
      '/card/setting/reset-pin',
    );
    await expect(settings.getByRole('link', { name: tr('Terminate Card') })).toHaveAttribute(
      'href',
      '/card/setting/terminate',
    );
    await expect(settings.queryByRole('button', { name: tr('Reveal Card Details') })).toBeNull();
    await expect(settings.queryByRole('link', { name: tr('Regenerate Number') })).toBeNull();
  },
};

/**
 * A physical card on a backend whose feature list does not enable Reset PIN (a call we propose,
 * docs/api.md): the entry stays in its place, disabled, with the Coming Soon badge that says why.
 */
export const PhysicalResetPinComingSoon: Story = {
  parameters: {
    spec: ['card.settings.physical'],
    specExpect: [
      { role: 'heading', name: 'Manage Your Card', level: 1 },
      { role: 'switch', name: 'In-Store Purchase' },
      {
        role: 'button',
        // The entry's label and its badge, two messages: read when the final screen is checked.
        get name() {
          return `${tr('Reset PIN')} ${tr('Coming Soon')}`;
        },
      },
    ],
  },
  async beforeEach({ msw }) {
    msw.use(withoutProposedPages());
    await unfreezePhysical();
    opens(CARDS.physical.id);
  },
  play: async ({ canvasElement }) => {
    const settings = within(await menu(canvasElement));
    const entry = await settings.findByRole('button', {
      name: `${tr('Reset PIN')} ${tr('Coming Soon')}`,
    });
    await expect(entry).toBeDisabled();
    await expect(settings.queryByRole('link', { name: containing('Reset PIN') })).toBeNull();
    // The other actions are as before.
    await expect(settings.getByRole('link', { name: tr('Terminate Card') })).toBeVisible();
    await expect(settings.getByRole('switch', { name: tr('In-Store Purchase') })).toBeEnabled();
  },
};

/**
 * A virtual card: freeze, Reveal card details and Regenerate number; no purchase switches and
 * no Reset PIN. The stored card id is stale (a card that is gone): the first card shows.
 */
export const Virtual: Story = {
  parameters: {
    spec: ['card.settings.virtual'],
    specExpect: [
      { role: 'heading', name: 'Manage Your Card', level: 1 },
      { role: 'button', name: 'Reveal Card Details' },
      { role: 'link', name: 'Regenerate Number' },
    ],
  },
  beforeEach: () => opens('no-such-card'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = within(await menu(canvasElement));
    await expect(canvas.getByText(endingIn(CARDS.virtual.lastFour))).toBeInTheDocument();
    await expect(settings.getByRole('switch', { name: tr('Freeze Card') })).not.toBeChecked();
    await expect(settings.getByRole('button', { name: tr('Reveal Card Details') })).toBeEnabled();
    await expect(settings.getByRole('link', { name: tr('Regenerate Number') })).toHaveAttribute(
      'href',
      '/card/setting/replace-virtual',
    );
    await expect(settings.queryByRole('switch', { name: tr('In-Store Purchase') })).toBeNull();
    await expect(settings.queryByRole('link', { name: tr('Reset PIN') })).toBeNull();
    // The settings go on with the card they show.
    await expect(sessionStorage.getItem('draft:selected-card')).toContain(CARDS.virtual.id);
  },
};

/** The physical card as the persona has it, frozen: Freeze on, the purchase switches disabled. */
const frozen = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const settings = within(await menu(canvasElement));
  await expect(canvas.getByTestId('card-face-status')).toHaveTextContent(tr('Card is frozen'));
  const freeze = settings.getByRole('switch', { name: tr('Freeze Card') });
  await expect(freeze).toBeChecked();
  await expect(settings.getByRole('switch', { name: tr('In-Store Purchase') })).toBeDisabled();
  await expect(settings.getByRole('switch', { name: tr('Online Transaction') })).toBeDisabled();
  await expect(
    settings.getByText(tr('Unfreeze the card to change its purchase settings.')),
  ).toBeVisible();
  return { canvas, settings, freeze };
};

/** The physical card frozen: the card face says so, the purchase switches are disabled. */
export const Frozen: Story = {
  parameters: {
    spec: ['card.settings.frozen'],
    specExpect: [
      { role: 'switch', name: 'Freeze Card' },
      { text: 'Card is frozen' },
      { text: 'Unfreeze the card to change its purchase settings.' },
    ],
  },
  beforeEach: () => opens(CARDS.physical.id),
  play: async ({ canvasElement }) => {
    await frozen(canvasElement);
  },
};

/** The frozen card unfrozen by keyboard: the purchase switches are free, the server saved it. */
export const UnfreezeByKeyboard: Story = {
  tags: ['test-only'],
  beforeEach: () => opens(CARDS.physical.id),
  play: async ({ canvasElement }) => {
    const { canvas, settings, freeze } = await frozen(canvasElement);
    freeze.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(settings.getByRole('switch', { name: tr('In-Store Purchase') })).toBeEnabled(),
    );
    await expect(freeze).not.toBeChecked();
    await expect(freeze).toHaveFocus();
    await screenOf(canvasElement).findByRole('alertdialog', {
      name: containing('Action Successful'),
    });
    await expect((await serverCard(CARDS.physical.id))?.status).toBe('active');
    await waitFor(() => expect(canvas.queryByTestId('card-face-status')).toBeNull());
  },
};

/**
 * Online purchases switched off by keyboard, Space pressed twice: one save, and the spec's
 * success toast.
 */
export const ToastSuccess: Story = {
  parameters: {
    pointerRests: true, // holdToast
    spec: ['card.settings.toast-success'],
    specExpect: { role: 'alertdialog', name: 'Action Successful' },
  },
  async beforeEach({ msw }) {
    saves.length = 0;
    await unfreezePhysical();
    // Slow enough that the second Space comes while the first save is out.
    msw.use(recording(saves, 'card/:id/permission', () => delay(200)));
    opens(CARDS.physical.id);
  },
  play: async ({ canvasElement }) => {
    const settings = within(await menu(canvasElement));
    const online = settings.getByRole('switch', { name: tr('Online Transaction') });
    online.focus();
    await userEvent.keyboard('  ');
    const toast = await screenOf(canvasElement).findByRole('alertdialog', {
      name: containing('Action Successful'),
    });
    await holdToast(toast);
    await expect(toast).toHaveTextContent(
      tr('Card ending in {lastFour} has been updated.', { lastFour: CARDS.physical.lastFour }),
    );
    await expect(online).not.toBeChecked();
    await expect((await serverCard(CARDS.physical.id))?.permission).toEqual({
      freeze_card: false,
      in_store_purchase: true,
      online_transaction: false,
    });
    await expect(saves).toEqual([
      { freeze_card: false, in_store_purchase: true, online_transaction: false },
    ]);
  },
};

/** The save fails (the demo's failing switch): the failure toast, and the switch goes back. */
export const ToastFailure: Story = {
  parameters: {
    pointerRests: true, // holdToast
    spec: ['card.settings.toast-failure'],
    specExpect: { role: 'alertdialog', name: 'Action Unsuccessful' },
  },
  async beforeEach() {
    await unfreezePhysical();
    opens(CARDS.physical.id);
    await setFailing('POST card/:id/permission');
  },
  play: async ({ canvasElement }) => {
    const settings = within(await menu(canvasElement));
    const inStore = settings.getByRole('switch', { name: tr('In-Store Purchase') });
    inStore.focus();
    await userEvent.keyboard(' ');
    const toast = await screenOf(canvasElement).findByRole('alertdialog', {
      name: containing('Action Unsuccessful'),
    });
    await holdToast(toast);
    await expect(toast).toHaveTextContent(
      tr('Card ending in {lastFour} failed to update.', { lastFour: CARDS.physical.lastFour }),
    );
    await waitFor(() => expect(inStore).toBeChecked());
    await expect((await serverCard(CARDS.physical.id))?.permission.in_store_purchase).toBe(true);
    await setFailing('POST card/:id/permission', false);
  },
};

/** The page's own permission save is passed on to the demo backend while this is set. */
let forwarding = false;

/**
 * The server saves the freeze but its 200 does not parse: saved all the same (the success toast,
 * the switch as saved), never "Action Unsuccessful" for a change the server made.
 */
export const UnreadableSaveAnswer: Story = {
  parameters: { pointerRests: true }, // holdToast
  async beforeEach({ msw }) {
    forwarding = false;
    msw.use(
      http.post(apiUrl('card/:id/permission'), async ({ request }) => {
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
    opens(CARDS.virtual.id);
  },
  play: async ({ canvasElement }) => {
    const settings = within(await menu(canvasElement));
    const freeze = settings.getByRole('switch', { name: tr('Freeze Card') });
    freeze.focus();
    await userEvent.keyboard(' ');
    const toast = await screenOf(canvasElement).findByRole('alertdialog', {
      name: containing('Action Successful'),
    });
    await holdToast(toast);
    // The success toast's sentence: "Card ending in 4242" alone is not a message of its own.
    await expect(toast).toHaveTextContent(
      tr('Card ending in {lastFour} has been updated.', { lastFour: CARDS.virtual.lastFour }),
    );
    await waitFor(() => expect(freeze).toBeChecked());
    await expect((await serverCard(CARDS.virtual.id))?.status).toBe('frozen');
  },
};

/** The frame of the demo's card widget, once it has the card's details on screen. */
async function widgetDetails(canvasElement: HTMLElement) {
  const frame = await screenOf(canvasElement).findByTitle(tr('Card details'));
  let body: HTMLElement | undefined;
  await waitFor(
    () => {
      body = (frame as HTMLIFrameElement).contentDocument?.body ?? undefined;
      expect(body?.querySelector('#details')?.hasAttribute('hidden')).toBe(false);
    },
    { timeout: 5000 },
  );
  return within(body!);
}

/**
 * Reveal card details: the token from sensitive-info goes to the widget's frame by message, the
 * widget shows number, expiry and CVV on the card face.
 */
const revealed = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const settings = within(await menu(canvasElement));
  await userEvent.click(settings.getByRole('button', { name: tr('Reveal Card Details') }));
  const details = await widgetDetails(canvasElement);
  await expect(details.getByText(`4000 1234 5678 ${CARDS.virtual.lastFour}`)).toBeVisible();
  await expect(details.getByText('12/29')).toBeVisible();
  // The stand-in speaks the page's language, as a provider's widget would.
  await expect(
    details.getByText(byLanguage({ en: 'Card number', es: 'Número de tarjeta' })),
  ).toBeVisible();
  // The token never goes into the frame's address.
  const frame = canvas.getByTitle(tr('Card details')) as HTMLIFrameElement;
  await expect(new URL(frame.src).search).toBe('');
  // On the card face itself, not in a frame beside it; the actions are one row of icons.
  await expect(canvas.getByTestId('card-face')).toContainElement(frame);
  await expect(
    within(settings.getByRole('group', { name: tr('Card actions') })).getAllByRole('button'),
  ).toHaveLength(1);
  await expect(
    await canvas.findByText(tr('Card details shown. They hide again after 60 seconds.')),
  ).toBeInTheDocument();
  return { canvas, settings };
};

/** The virtual card's details shown on its face, for 60 seconds. */
export const Reveal: Story = {
  parameters: {
    spec: ['card.settings.reveal'],
    specExpect: [
      { role: 'button', name: 'Hide Card Details' },
      { text: 'Card details shown. They hide again after 60 seconds.' },
    ],
  },
  beforeEach: () => opens(CARDS.virtual.id),
  play: async ({ canvasElement }) => {
    await revealed(canvasElement);
  },
};

/** Hide Card Details by keyboard takes the details away, and the focus returns to Reveal. */
export const HideCardDetailsByKeyboard: Story = {
  tags: ['test-only'],
  beforeEach: () => opens(CARDS.virtual.id),
  play: async ({ canvasElement }) => {
    const { canvas, settings } = await revealed(canvasElement);
    settings.getByRole('button', { name: tr('Hide Card Details') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByTitle(tr('Card details'))).toBeNull());
    await waitFor(() =>
      expect(settings.getByRole('button', { name: tr('Reveal Card Details') })).toHaveFocus(),
    );
    await expect(canvas.getByText(tr('Card details hidden.'))).toBeInTheDocument();
  },
};

/**
 * A widget that never asks for its token (a provider without our messages, docs/api.md): shown
 * as it loads, the status says its panel is open, never that the details are shown.
 */
export const RevealSilentWidget: Story = {
  args: { cardWidgetUrl: '/healthz' },
  beforeEach: () => opens(CARDS.virtual.id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = within(await menu(canvasElement));
    await userEvent.click(settings.getByRole('button', { name: tr('Reveal Card Details') }));
    await expect(
      await canvas.findByText(
        tr("The card provider's panel is open. It hides again after 60 seconds."),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByTitle(tr('Card details'))).toBeVisible();
    await userEvent.click(settings.getByRole('button', { name: tr('Hide Card Details') }));
    await waitFor(() => expect(canvas.queryByTitle(tr('Card details'))).toBeNull());
  },
};

/**
 * A card still being prepared has no settings (only active and frozen cards do), even with its
 * id stored or the URL typed: /card, which shows it in progress.
 */
export const CardBeingPrepared: Story = {
  tags: ['test-only'],
  parameters: {
    ...settingsParameters('/card/setting'),
    signedInAs: PERSONAS.cardIssuing,
    scenario: 'cardIssuing',
  },
  beforeEach: () => opens('c5'),
  play: async ({ canvasElement }) => {
    await navigatedTo(canvasElement, '/card');
    await expect(
      within(canvasElement).queryByRole('region', { name: tr('Card Settings') }),
    ).toBeNull();
  },
};

/** The card cannot be read (a server error): says so, and Try again reads it. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('get', 'card', { once: true }));
    opens(CARDS.virtual.id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      tr('{what} could not be loaded. Check your connection and try again.', {
        what: tr('Your card'),
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: tr('Try again') }));
    await menu(canvasElement);
  },
};

/** sensitive-info fails: the generic dialog, no frame, and Reveal can be tried again. */
export const RevealFails: Story = {
  beforeEach({ msw }) {
    msw.use(failing('get', 'card/:id/sensitive-info'));
    opens(CARDS.virtual.id);
  },
  play: async ({ canvasElement }) => {
    const settings = within(await menu(canvasElement));
    await userEvent.click(settings.getByRole('button', { name: tr('Reveal Card Details') }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: tr('Something went wrong'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).queryByTitle(tr('Card details'))).toBeNull();
    await expect(settings.getByRole('button', { name: tr('Reveal Card Details') })).toBeEnabled();
  },
};
