import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, getProfile, getWallets } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { navigatedTo, screenOf } from '../../testing/storyKit';
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

/** An unverified user gets the level-1 widget. */
export const Widget: Story = {
  parameters: { spec: ['kyc.widget'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    await expect(await canvas.findByText('Identity verification (level 1)')).toBeVisible();
    await expect(tokenLevels).toEqual(['1']);
  },
};

/** The widget's token is on its way: a placeholder, announced. */
export const Loading: Story = {
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
    await expect(canvas.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    // The token call is on its way (and stays so): the story ends with nothing left to send,
    // so no call of this story's page reaches the next story.
    await waitFor(() => expect(tokenAsked).toBe(true));
    await expect(canvas.getByText('Loading identity verification')).toBeInTheDocument();
  },
};

/** A verified user upgrading to Verified Plus gets the level-3 widget. */
export const Level3: Story = {
  parameters: { spec: ['kyc.widget.level3'], signedInAs: PERSONAS.verified },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Verified Plus upgrade (level 3)'),
    ).toBeVisible();
    await expect(tokenLevels).toEqual(['3']);
  },
};

/** Back from an unverified user goes home, even with a page behind. */
export const BackWhenUnverified: Story = {
  parameters: {
    spec: ['kyc.widget.back'],
    route: { path: '/kyc-verification', from: '/profile' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Identity verification (level 1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** Back from a verified user returns to the page they came from (by keyboard). */
export const BackWhenVerified: Story = {
  parameters: {
    spec: ['kyc.widget.back'],
    signedInAs: PERSONAS.verified,
    route: { path: '/kyc-verification', from: '/profile' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Verified Plus upgrade (level 3)');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await navigatedTo(canvasElement, '/profile');
  },
};

/** Rejected by the review: the widget says so, and Back now goes home. */
export const RejectedThenBack: Story = {
  parameters: {
    spec: ['kyc.widget.back'],
    route: { path: '/kyc-verification', from: '/profile' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject (RED)' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/rejected this applicant/);
    await waitFor(async () => expect((await getProfile()).sumsub_status).toBe('rejected'));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** GREEN for a user who signed up with a referral: the VEF wallet is created, then /profile. */
export const GreenWithReferral: Story = {
  parameters: { spec: ['kyc.widget.green'], signedInAs: PERSONAS.referred },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = await canvas.findByRole('button', { name: 'Approve (GREEN)' });
    // A double click sends one verdict and creates one wallet.
    await userEvent.dblClick(approve);
    await navigatedTo(canvasElement, '/profile');
    await expect((await getProfile()).kyc_level_name).toBe('verified');
    await expect((await getWallets()).map((w) => w.ticker)).toEqual(['USDC', 'VEF']);
  },
};

/** GREEN without a referral: verified, no VEF wallet, then /profile. */
export const GreenWithoutReferral: Story = {
  parameters: { spec: ['kyc.widget.green'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve (GREEN)' }));
    await navigatedTo(canvasElement, '/profile');
    await expect((await getWallets()).map((w) => w.ticker)).toEqual(['USDC']);
  },
};

/** No token: Something went wrong, then the profile. */
export const TokenError: Story = {
  parameters: { spec: ['kyc.widget.token-error-dialog'] },
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('sumsub/generate_token/:level'), () =>
        HttpResponse.json({ error_message: 'Sumsub unavailable' }, { status: 502 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await expect(within(dialog).getByText(/unable to process your request/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await navigatedTo(canvasElement, '/profile');
  },
};
