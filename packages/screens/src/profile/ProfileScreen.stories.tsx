import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALE_NAMES } from '@wallet/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getProfile } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { GENERIC_ERROR_MESSAGE, genericErrorMessage } from '../common';
import { failing, navigatedTo, pending, screenOf, tr } from '../testing/storyKit';
import { ProfileScreen } from './ProfileScreen';
import { loaded, profileDecorators, profileParameters, storyLocale } from './profileStories';

// The page: status badges, preferences, marketing e-mails, loading and failure. Its dialogs have
// their own stories: ChangePassword/, Preferences/, DeleteAccount/.

const meta = {
  title: 'Screens/Profile/Page',
  component: ProfileScreen,
  parameters: profileParameters,
  decorators: profileDecorators,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marketing switch's name (English: read through `tr`). */
const MARKETING = 'Marketing e-mails: news, offers and tips';

// --- the account status badge, one story per row of the table ---

/** The badge `label` in the Profile card, with the one link `action` or none (English). */
const showsBadge = async (canvasElement: HTMLElement, label: string, action: string | null) => {
  const section = within(await loaded(canvasElement));
  await expect(section.getByText(tr(label), { selector: 'span' })).toBeVisible();
  const links = section.queryAllByRole('link');
  if (!action) return expect(links).toHaveLength(0);
  await expect(links).toHaveLength(1);
  await expect(section.getByRole('link', { name: tr(action) })).toHaveAttribute(
    'href',
    '/kyc-verification',
  );
};

/** A badge without a link. */
const badgeStory = (id: string, persona: string, label: string): Story => ({
  parameters: {
    spec: [id],
    signedInAs: persona,
    specExpect: [{ role: 'region', name: 'Profile' }, { text: label }],
  },
  play: ({ canvasElement }) => showsBadge(canvasElement, label, null),
});

/** A badge with its link to the identity verification. */
const badgeLinkedStory = (id: string, persona: string, label: string, action: string): Story => ({
  parameters: {
    spec: [id],
    signedInAs: persona,
    specExpect: [
      { role: 'region', name: 'Profile' },
      { text: label },
      { role: 'link', name: action },
    ],
  },
  play: ({ canvasElement }) => showsBadge(canvasElement, label, action),
});

export const BadgeVerified = badgeLinkedStory(
  'profile.badge.verified',
  PERSONAS.verified,
  'Verified',
  'Upgrade',
);
export const BadgeVerifiedPlus = badgeStory(
  'profile.badge.verified-plus',
  PERSONAS.verifiedPlus,
  'Verified Plus',
);
export const BadgeRejected = badgeStory(
  'profile.badge.unverified-rejected',
  PERSONAS.rejected,
  'Unverified',
);
export const BadgeTryAgain = badgeLinkedStory(
  'profile.badge.unverified-try-again',
  PERSONAS.resubmission,
  'Unverified',
  'Try again',
);
export const BadgePending = badgeStory(
  'profile.badge.pending',
  PERSONAS.pending,
  'Pending Approval',
);
export const BadgeVerifyNow = badgeLinkedStory(
  'profile.badge.unverified-verify-now',
  PERSONAS.unverified,
  'Unverified',
  'Verify Now',
);

/** The badge's link, pressed: the identity verification page. */
const followLinkStory = (persona: string, action: string): Story => ({
  tags: ['test-only'],
  parameters: { signedInAs: persona },
  play: async ({ canvasElement }) => {
    const section = within(await loaded(canvasElement));
    await userEvent.click(section.getByRole('link', { name: tr(action) }));
    await navigatedTo(canvasElement, '/kyc-verification');
  },
});

export const UpgradeOpensVerification = followLinkStory(PERSONAS.verified, 'Upgrade');
export const TryAgainOpensVerification = followLinkStory(PERSONAS.resubmission, 'Try again');
export const VerifyNowOpensVerification = followLinkStory(PERSONAS.unverified, 'Verify Now');

// --- preferences ---

/** Name, language, timezone shown with spaces, and the time there now. */
export const Preferences: Story = {
  parameters: {
    spec: ['profile.preferences'],
    specExpect: [
      { role: 'region', name: 'Preferences' },
      { text: 'Ana Lim' },
      { text: 'Asia/Kuala Lumpur' },
    ],
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const section = within(within(canvasElement).getByRole('region', { name: tr('Preferences') }));
    await expect(section.getByText('Ana Lim')).toBeVisible();
    // The persona's language, the story's (the preview's), named in itself.
    await expect(section.getByText(LOCALE_NAMES[storyLocale()])).toBeVisible();
    await expect(section.getByText('Asia/Kuala Lumpur')).toBeVisible();
    await expect(section.getByTestId('local-clock')).toHaveTextContent(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
  },
};

// --- marketing e-mails ---

const marketingSwitch = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  return within(canvasElement).getByRole('switch', { name: tr(MARKETING) });
};

/** Subscribed: the switch on. */
export const MarketingOn: Story = {
  parameters: {
    spec: ['profile.marketing.on'],
    specExpect: { role: 'switch', name: MARKETING },
  },
  play: async ({ canvasElement }) => {
    await expect(await marketingSwitch(canvasElement)).toBeChecked();
  },
};

/** Switched off with a click: saved, and the switch stays off. */
export const MarketingSwitchedOff: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(async () => expect((await getProfile()).email_marketing).toBe(false));
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/** Not subscribed: the switch off. */
export const MarketingOff: Story = {
  parameters: {
    spec: ['profile.marketing.off'],
    signedInAs: PERSONAS.unverified,
    specExpect: { role: 'switch', name: MARKETING },
  },
  play: async ({ canvasElement }) => {
    await expect(await marketingSwitch(canvasElement)).not.toBeChecked();
  },
};

/** Off, and switched on from the keyboard: saved, the focus kept. */
export const MarketingSwitchedOnByKeyboard: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(async () => expect((await getProfile()).email_marketing).toBe(true));
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveFocus();
  },
};

/** The switch flipped and the server refuses: the generic dialog, over the switch back on. */
const marketingRefused = async (canvasElement: HTMLElement) => {
  const toggle = await marketingSwitch(canvasElement);
  await userEvent.click(toggle);
  const error = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Something went wrong'),
  });
  await expect(within(error).getByText(genericErrorMessage())).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeChecked());
  return { toggle, error };
};

/** The server refuses: the generic dialog, and the switch back where it was. */
export const MarketingError: Story = {
  parameters: {
    spec: ['profile.marketing.error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  beforeEach({ msw }) {
    msw.use(failing('post', 'profile/email-marketing'));
  },
  play: async ({ canvasElement }) => {
    await marketingRefused(canvasElement);
  },
};

/** OK closes the generic dialog; the switch is where it was. */
export const MarketingErrorOk: Story = {
  tags: ['test-only'],
  beforeEach({ msw }) {
    msw.use(failing('post', 'profile/email-marketing'));
  },
  play: async ({ canvasElement }) => {
    const { toggle, error } = await marketingRefused(canvasElement);
    await userEvent.click(within(error).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(error).not.toBeInTheDocument());
    await expect(toggle).toBeChecked();
  },
};

/** The profile is on its way: a placeholder of the page's sections, announced. */
export const Loading: Story = {
  parameters: { busyAtRest: 'the profile on its way: its skeleton is the state shown' },
  beforeEach({ msw }) {
    msw.use(pending('get', 'profile'));
  },
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText(tr('Loading your profile'));
    // Shaped like the two cards: a title each, then a label and a value per row (3 and 4).
    await expect(
      label.closest('[role="status"]')!.querySelectorAll('[aria-hidden="true"]'),
    ).toHaveLength(2 + 2 * 7);
  },
};

/** The profile cannot be read: a message and Try again, not a blank page. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('get', 'profile'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      tr('{what} could not be loaded. Check your connection and try again.', {
        what: tr('Your profile'),
      }),
    );
    await expect(within(alert).getByRole('button', { name: tr('Try again') })).toBeVisible();
  },
};
