import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigatedTo, pressEscapeIn, startingWith, tr } from '@wallet/screens/testing';
import { PERSONAS } from '@wallet/mocks';
import { KycRouteGate } from '@wallet/screens';
import { DashboardPage, SignedInApp } from '../../testing/SignedInApp';

// On Home, the customer follows a protected entry of the main navigation and meets the gate.
const meta = {
  title: 'App/Identity gate',
  parameters: { layout: 'fullscreen', route: { path: '/dashboard', pattern: '/dashboard/*' } },
  render: () => <DashboardPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/**
 * The main navigation as the customer reaches it: the sidebar from 768 px, below that the menu
 * sheet the top bar's menu button opens (stories are captured at a phone's width too).
 */
async function mainNav(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const sidebar = canvas.queryByRole('navigation', { name: tr('Main') });
  if (sidebar) return within(sidebar);
  await userEvent.click(await canvas.findByRole('button', { name: tr('Open menu') }));
  const sheet = await body(canvasElement).findByRole('dialog', { name: tr('Menu') });
  return within(within(sheet).getByRole('navigation', { name: tr('Main') }));
}

/**
 * Follows the main navigation entry whose name starts with `entry` and returns the dialog
 * `dialogName` that stops it (both English, read in the story's language).
 */
async function clickAndMeet(canvasElement: HTMLElement, entry: string, dialogName: string) {
  const canvas = within(canvasElement);
  const nav = await mainNav(canvasElement);
  await userEvent.click(await nav.findByRole('link', { name: startingWith(entry) }));
  const dialog = await body(canvasElement).findByRole('alertdialog', { name: tr(dialogName) });
  await expect(canvas.queryByTestId('navigated')).not.toBeInTheDocument();
  return dialog;
}

/** The gate as a protected page opened directly (typed, reloaded) meets it: in the frame. */
const directVisit = (path: string) =>
  ({
    parameters: { route: { path, pattern: `${path}/*` } },
    render: () => <SignedInApp page={<KycRouteGate />} />,
  }) satisfies Story;

const gateDialog = (name: string) => ({ role: 'alertdialog' as const, name });

export const Pending: Story = {
  parameters: {
    spec: ['kyc.gate.pending'],
    specExpect: gateDialog('Verification Pending Approval'),
    signedInAs: PERSONAS.pending,
  },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(
      canvasElement,
      'Deposit/Withdraw',
      'Verification Pending Approval',
    );
    await expect(within(dialog).getByRole('button', { name: tr('OK') })).toBeVisible();
  },
};

/** OK closes Verification Pending Approval and leaves the user where they were. */
export const PendingOkCloses: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.pending },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(
      canvasElement,
      'Deposit/Withdraw',
      'Verification Pending Approval',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ActionRequired: Story = {
  parameters: {
    spec: ['kyc.gate.action-required'],
    specExpect: gateDialog('Action Required'),
    signedInAs: PERSONAS.resubmission,
  },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Refer A Friend', 'Action Required');
    await expect(within(dialog).getByRole('button', { name: tr('Review Details') })).toBeVisible();
  },
};

/** Review Details in Action Required opens the identity widget. */
export const ActionRequiredReviewDetails: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.resubmission },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Refer A Friend', 'Action Required');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('Review Details') }));
    await navigatedTo(canvasElement, '/kyc-verification');
  },
};

export const Restricted: Story = {
  parameters: {
    spec: ['kyc.gate.restricted'],
    specExpect: gateDialog('Restricted Access'),
    signedInAs: PERSONAS.rejected,
  },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Deposit/Withdraw', 'Restricted Access');
    await expect(
      within(dialog).getByRole('link', { name: 'compliance@example.com' }),
    ).toHaveAttribute('href', 'mailto:compliance@example.com');
  },
};

export const Verify: Story = {
  parameters: {
    spec: ['kyc.gate.verify'],
    specExpect: gateDialog('Verify Your Account'),
    signedInAs: PERSONAS.unverified,
  },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Refer A Friend', 'Verify Your Account');
    await expect(within(dialog).getByRole('button', { name: tr('Not Now') })).toBeVisible();
  },
};

/** Not Now closes Verify Your Account and leaves the user where they were. */
export const VerifyNotNowCloses: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Refer A Friend', 'Verify Your Account');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('Not Now') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Cards need Verified Plus with the VEF wallet: a verified user is asked to upgrade. */
export const UpgradeVerifiedPlus: Story = {
  parameters: {
    spec: ['kyc.gate.upgrade-verified-plus'],
    specExpect: gateDialog('Upgrade to Verified Plus'),
    signedInAs: PERSONAS.verified,
  },
  play: async ({ canvasElement }) => {
    await clickAndMeet(canvasElement, 'Cards', 'Upgrade to Verified Plus');
  },
};

/** A verified user passes: the page opens. */
export const Allowed: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.verified },
  play: async ({ canvasElement }) => {
    const nav = await mainNav(canvasElement);
    await userEvent.click(await nav.findByRole('link', { name: startingWith('Refer A Friend') }));
    await navigatedTo(canvasElement, '/referral');
  },
};

/** A protected page opened directly (typed or reloaded) meets the same dialog. */
export const DirectVisit: Story = {
  ...directVisit('/deposit'),
  parameters: {
    ...directVisit('/deposit').parameters,
    spec: ['kyc.gate.verify'],
    specExpect: gateDialog('Verify Your Account'),
    signedInAs: PERSONAS.unverified,
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: tr('Verify Your Account'),
    });
    await expect(within(dialog).getByRole('button', { name: tr('Not Now') })).toBeVisible();
  },
};

/** On a page opened directly, Not Now leaves it: home. */
export const DirectVisitNotNowGoesHome: Story = {
  ...directVisit('/deposit'),
  tags: ['test-only'],
  parameters: { ...directVisit('/deposit').parameters, signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: tr('Verify Your Account'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: tr('Not Now') }));
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** A card page opened directly by a user below the card level. */
export const DirectVisitCards: Story = {
  ...directVisit('/card/apply'),
  parameters: {
    ...directVisit('/card/apply').parameters,
    spec: ['kyc.gate.upgrade-verified-plus'],
    specExpect: gateDialog('Upgrade to Verified Plus'),
    signedInAs: PERSONAS.verified,
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: tr('Upgrade to Verified Plus'),
    });
    await expect(within(dialog).getByRole('button', { name: tr('Upgrade Now') })).toBeVisible();
  },
};

/** On a card page opened directly, Upgrade Now opens the identity widget. */
export const DirectVisitCardsUpgradeNow: Story = {
  ...directVisit('/card/apply'),
  tags: ['test-only'],
  parameters: { ...directVisit('/card/apply').parameters, signedInAs: PERSONAS.verified },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: tr('Upgrade to Verified Plus'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: tr('Upgrade Now') }));
    await navigatedTo(canvasElement, '/kyc-verification');
  },
};

/** Escape gives the gate's safe answer: Not Now in the shell keeps the user where they were. */
export const EscapeIsNotNow: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Deposit/Withdraw', 'Verify Your Account');
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
  },
};

/** Escape on a one-answer gate (Restricted Access) gives its OK. */
export const EscapeIsOk: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.rejected },
  play: async ({ canvasElement }) => {
    const dialog = await clickAndMeet(canvasElement, 'Deposit/Withdraw', 'Restricted Access');
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** On a page opened directly, Escape is Not Now too: it goes home, as the button does. */
export const DirectVisitEscape: Story = {
  ...directVisit('/deposit'),
  tags: ['test-only'],
  parameters: { ...directVisit('/deposit').parameters, signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    await pressEscapeIn(
      await body(canvasElement).findByRole('alertdialog', { name: tr('Verify Your Account') }),
    );
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** Cards Need The VEF Level's message (English, with its link as `<0>`: read through `tr`). */
const CARDS_NEED_VEF =
  'You are Verified Plus. Cards also need the Verified Plus VEF level, which your account does not have yet. For help, contact our support team at <0>{support}</0>.';

const cardsAtVerifiedPlus = async (canvasElement: HTMLElement) => {
  const dialog = await clickAndMeet(canvasElement, 'Cards', 'Cards Need The VEF Level');
  // The whole message, its link's tags left out as the page shows it.
  await expect(dialog).toHaveTextContent(
    tr(CARDS_NEED_VEF, { support: 'support@example.com' }).replace(/<\/?\d+>/g, ''),
  );
  await expect(within(dialog).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  return dialog;
};

/**
 * Verified Plus, not yet at the card level (VEF): told what is missing, not to upgrade to the
 * level held already.
 */
export const CardsAtVerifiedPlus: Story = {
  parameters: { signedInAs: PERSONAS.verifiedPlus },
  play: async ({ canvasElement }) => {
    await cardsAtVerifiedPlus(canvasElement);
  },
};

/** OK closes Cards Need The VEF Level. */
export const CardsAtVerifiedPlusOkCloses: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.verifiedPlus },
  play: async ({ canvasElement }) => {
    const dialog = await cardsAtVerifiedPlus(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
