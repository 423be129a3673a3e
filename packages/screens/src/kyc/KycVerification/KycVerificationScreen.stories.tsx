import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, getProfile, getWallets } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
// The pages Back and GREEN land on belong to other areas, which an area's code never imports: a
// story mounts them through the package's public entry, as the app does.
import { HomeScreen, ProfileScreen } from '@wallet/screens';
import { GENERIC_ERROR_MESSAGE, genericErrorMessage } from '../../common';
import { navigatedTo, screenOf, tr } from '../../testing/storyKit';
import DemoKycWidget from '../widget/DemoKycWidget';
import { KycVerificationScreen } from './KycVerificationScreen';

/** The token levels the screen asked for, recorded by a pass-through handler. */
const tokenLevels: string[] = [];
/** Whether the Loading story's page has asked for its token. */
let tokenAsked = false;

const meta = {
  title: 'Screens/Identity verification',
  component: KycVerificationScreen,
  args: { widget: DemoKycWidget },
  parameters: { route: { path: '/kyc-verification' }, signedInAs: PERSONAS.unverified },
  beforeEach({ msw }) {
    tokenLevels.length = 0;
    msw.use(
      // Returning nothing passes the call on to the demo backend.
      http.get(apiUrl('sumsub/generate_token/:level'), ({ params }) => {
        tokenLevels.push(String(params.level));
      }),
    );
  },
} satisfies Meta<typeof KycVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the page's Back and GREEN go: Home, and the profile (also the page behind). */
const landings = { '/dashboard': HomeScreen, '/profile': ProfileScreen };
const home = { role: 'heading', name: 'Home', level: 1 } as const;
const profile = { role: 'heading', name: 'My Profile Settings', level: 1 } as const;
/** Each landing page once its data is in: Home's transactions, the profile's first card. */
const homeLoaded = [home, { role: 'table', name: 'Recent Transactions' }] as const;
const profileLoaded = [profile, { role: 'region', name: 'Profile' }] as const;
/** A landing's heading as a query, its name read in the story's language. */
const inLanguage = (heading: typeof home | typeof profile) => ({
  ...heading,
  name: tr(heading.name),
});

/** An unverified user gets the level-1 widget. */
export const Widget: Story = {
  parameters: {
    spec: ['kyc.widget'],
    specExpect: [
      { role: 'heading', name: 'Identity Verification' },
      { text: 'Identity verification (level 1)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: tr('Identity Verification') })).toBeVisible();
    await expect(await canvas.findByText(tr('Identity verification (level 1)'))).toBeVisible();
    await expect(tokenLevels).toEqual(['1']);
  },
};

/** The widget's token is on its way: a placeholder, announced. */
export const Loading: Story = {
  parameters: {
    busyAtRest: 'the verification token on its way: the widget skeleton is the state shown',
  },
  beforeEach({ msw }) {
    tokenAsked = false;
    msw.use(
      http.get(apiUrl('sumsub/generate_token/:level'), async () => {
        tokenAsked = true;
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: tr('Identity Verification') })).toBeVisible();
    // The token call is on its way (and stays so): the story ends with nothing left to send,
    // so no call of this story's page reaches the next story.
    await waitFor(() => expect(tokenAsked).toBe(true));
    await expect(canvas.getByText(tr('Loading identity verification'))).toBeInTheDocument();
  },
};

/** A verified user upgrading to Verified Plus gets the level-3 widget. */
export const Level3: Story = {
  parameters: {
    spec: ['kyc.widget.level3'],
    signedInAs: PERSONAS.verified,
    specExpect: [
      { role: 'heading', name: 'Identity Verification' },
      { text: 'Verified Plus upgrade (level 3)' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(tr('Verified Plus upgrade (level 3)')),
    ).toBeVisible();
    await expect(tokenLevels).toEqual(['3']);
  },
};

/** Back from an unverified user goes home, even with a page (the profile) behind. */
export const BackWhenUnverified: Story = {
  parameters: {
    spec: ['kyc.widget.back'],
    route: { path: '/kyc-verification', from: '/profile', pages: landings },
    specExpect: [...homeLoaded],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(tr('Identity verification (level 1)'));
    await userEvent.click(canvas.getByRole('button', { name: tr('Back') }));
    await expect(await canvas.findByRole('heading', inLanguage(home))).toBeVisible();
    await expect(canvas.queryByRole('heading', inLanguage(profile))).not.toBeInTheDocument();
  },
};

/** Back from a verified user returns to the page they came from, the profile (by keyboard). */
export const BackWhenVerified: Story = {
  parameters: {
    spec: ['kyc.widget.back'],
    signedInAs: PERSONAS.verified,
    route: { path: '/kyc-verification', from: '/profile', pages: landings },
    specExpect: [...profileLoaded],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(tr('Verified Plus upgrade (level 3)'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: tr('Back') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', inLanguage(profile))).toBeVisible();
  },
};

/** Rejected by the review: the widget says so, and Back now goes home. */
export const RejectedThenBack: Story = {
  parameters: {
    spec: ['kyc.widget.back'],
    route: { path: '/kyc-verification', from: '/profile', pages: landings },
    specExpect: [...homeLoaded],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: tr('Reject (RED)') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      tr(
        'The review rejected this applicant. A rejected account cannot use protected features; the compliance team can help.',
      ),
    );
    await waitFor(async () => expect((await getProfile()).sumsub_status).toBe('rejected'));
    await userEvent.click(canvas.getByRole('button', { name: tr('Back') }));
    await expect(await canvas.findByRole('heading', inLanguage(home))).toBeVisible();
    await expect(canvas.queryByRole('heading', inLanguage(profile))).not.toBeInTheDocument();
  },
};

/** GREEN for a user who signed up with a referral: the VEF wallet is created, then /profile. */
export const GreenWithReferral: Story = {
  parameters: {
    spec: ['kyc.widget.green'],
    signedInAs: PERSONAS.referred,
    route: { path: '/kyc-verification', pages: landings },
    specExpect: [...profileLoaded, { text: 'Verified' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = await canvas.findByRole('button', { name: tr('Approve (GREEN)') });
    // A double click sends one verdict and creates one wallet.
    await userEvent.dblClick(approve);
    await expect(await canvas.findByRole('heading', inLanguage(profile))).toBeVisible();
    await expect((await getProfile()).kyc_level_name).toBe('verified');
    await expect((await getWallets()).map((w) => w.ticker)).toEqual(['USDC', 'VEF']);
  },
};

/** GREEN without a referral: verified, no VEF wallet, then /profile. */
export const GreenWithoutReferral: Story = {
  parameters: {
    spec: ['kyc.widget.green'],
    route: { path: '/kyc-verification', pages: landings },
    specExpect: [...profileLoaded, { text: 'Verified' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: tr('Approve (GREEN)') }));
    await expect(await canvas.findByRole('heading', inLanguage(profile))).toBeVisible();
    await expect((await getWallets()).map((w) => w.ticker)).toEqual(['USDC']);
  },
};

/** The token call fails (the widget's provider is down). */
const tokenFails = {
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('sumsub/generate_token/:level'), () =>
        HttpResponse.json({ error_message: 'Sumsub unavailable' }, { status: 502 }),
      ),
    );
  },
} satisfies Story;

const tokenErrorDialog = async (canvasElement: HTMLElement) => {
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Something went wrong'),
  });
  await expect(within(dialog).getByText(genericErrorMessage())).toBeInTheDocument();
  return dialog;
};

/** No token: Something went wrong, whose OK opens the profile. */
export const TokenError: Story = {
  ...tokenFails,
  parameters: {
    spec: ['kyc.widget.token-error-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  play: async ({ canvasElement }) => {
    await tokenErrorDialog(canvasElement);
  },
};

/** OK on the token's Something went wrong opens the profile. */
export const TokenErrorOk: Story = {
  ...tokenFails,
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await tokenErrorDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await navigatedTo(canvasElement, '/profile');
  },
};
