import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getWallets } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import {
  clipboard,
  desktopOnly,
  failing,
  phoneOnly,
  recording,
  replaceClipboard,
  screenOf,
  tr,
} from '../../testing/storyKit';
import { BuyCryptoScreen } from './BuyCryptoScreen';

/** POST auth/encrypted-token requests the page made. */
const tokenRequests: unknown[] = [];

const meta = {
  title: 'Screens/Wallets/Buy Crypto',
  component: BuyCryptoScreen,
  // The demo's stand-in page, served from Storybook's static folder (the demo app's public one).
  args: { exchangeUrl: '/partner-exchange.html' },
  parameters: { route: { path: '/buy-crypto' }, signedInAs: PERSONAS.verified },
  beforeEach({ msw }) {
    tokenRequests.length = 0;
    msw.use(recording(tokenRequests, 'auth/encrypted-token'));
    return replaceClipboard();
  },
} satisfies Meta<typeof BuyCryptoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token call's message: "The exchange could not be loaded. Check your connection …". */
const exchangeFailed = () =>
  tr('{what} could not be loaded. Check your connection and try again.', {
    what: tr('The exchange'),
  });

const usdcAddress = async () => (await getWallets()).find((w) => w.ticker === 'USDC')!.address;

/** The token, then the stand-in in a titled, sandboxed frame; notes; the address with copy. */
export const Page: Story = {
  parameters: {
    ...desktopOnly(
      'The address beside the partner shows from 768 px; Mobile Address Dialog is the phone.',
    ),
    spec: ['buy.page'],
    specExpect: [
      { role: 'region', name: 'Before You Continue' },
      { text: 'Supported currencies: USDT, USDC.' },
      { role: 'button', name: 'Copy Address' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const frame = (await canvas.findByTitle(tr('Partner exchange'))) as HTMLIFrameElement;
    await step('the frame carries the encrypted token and a tight sandbox', async () => {
      const src = new URL(frame.src);
      await expect(src.pathname).toBe('/partner-exchange.html');
      await expect(src.searchParams.get('token')).toMatch(/^enc-/);
      await expect(frame.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups',
      );
      await expect(tokenRequests).toHaveLength(1);
    });
    await step('the stand-in shows once it has loaded', async () => {
      await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
      await expect(
        canvas.queryByRole('progressbar', { name: tr('Loading the exchange') }),
      ).not.toBeInTheDocument();
    });
    const notes = within(canvas.getByRole('region', { name: tr('Before You Continue') }));
    await expect(notes.getByText(tr('Supported currencies: USDT, USDC.'))).toBeVisible();
    const address = await usdcAddress();
    await expect(canvas.getByTestId('buy-wallet-address')).toHaveTextContent(address);
    canvas.getByRole('button', { name: tr('Copy Address') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(clipboard).toEqual([address]);
  },
};

/**
 * A partner that never sends a message (any real one: `partner-ready` is our stand-in's) shows
 * as soon as its page has loaded (messages are checked by origin in partnerMessage.test.ts).
 */
export const SilentPartner: Story = {
  args: { exchangeUrl: '/healthz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = (await canvas.findByTitle(tr('Partner exchange'))) as HTMLIFrameElement;
    await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
    await expect(
      canvas.queryByRole('progressbar', { name: tr('Loading the exchange') }),
    ).not.toBeInTheDocument();
    await expect(frame).toBeVisible();
  },
};

/** Below 768 px: View My Wallet Address opens the address in a dialog (returned). */
const openAddressDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const frame = await canvas.findByTitle(tr('Partner exchange'));
  // The partner's page in behind the dialog (its frame no longer busy) before the capture.
  await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
  await expect(canvas.queryByTestId('buy-wallet-address')).not.toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: tr('View My Wallet Address') }));
  return within(
    await screenOf(canvasElement).findByRole('dialog', { name: tr('My Wallet Address') }),
  );
};

const phoneDialog = phoneOnly(
  'The address dialog exists below 768 px only; the others show all widths.',
);

/** Below 768 px the address is behind View My Wallet Address, in a dialog with copy. */
export const MobileAddressDialog: Story = {
  parameters: {
    ...phoneDialog,
    spec: ['buy.mobile-address-dialog'],
    specExpect: [
      { role: 'dialog', name: 'My Wallet Address' },
      { role: 'button', name: 'Copy Address' },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddressDialog(canvasElement);
    const address = await usdcAddress();
    await expect(await dialog.findByTestId('buy-wallet-address')).toHaveTextContent(address);
    await userEvent.click(dialog.getByRole('button', { name: tr('Copy Address') }));
    await expect(clipboard).toEqual([address]);
  },
};

/** Escape closes the phone's address dialog. */
export const MobileAddressDialogEscape: Story = {
  tags: ['test-only'],
  parameters: phoneDialog,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddressDialog(canvasElement);
    await dialog.findByTestId('buy-wallet-address');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

/** The first token call fails; the next ones reach the demo backend (and the meta's counter). */
const tokenFailsOnce: Story['beforeEach'] = ({ msw }) => {
  msw.use(failing('post', 'auth/encrypted-token', { once: true }));
};

/** The token call failed: no frame, a message. */
const tokenError = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(exchangeFailed())).toBeVisible();
  await expect(canvas.queryByTitle(tr('Partner exchange'))).not.toBeInTheDocument();
  await expect(tokenRequests).toHaveLength(0);
  return canvas;
};

/** The token call fails: no frame, a message and Try again. */
export const TokenError: Story = {
  parameters: {
    spec: ['buy.token-error'],
    specExpect: [{ text: exchangeFailed }, { role: 'button', name: 'Try again' }],
  },
  beforeEach: tokenFailsOnce,
  play: async ({ canvasElement }) => {
    const canvas = await tokenError(canvasElement);
    await expect(canvas.getByRole('button', { name: tr('Try again') })).toBeEnabled();
  },
};

/** Try again after the token error asks once more, and the frame loads. */
export const TokenErrorTryAgain: Story = {
  tags: ['test-only'],
  beforeEach: tokenFailsOnce,
  play: async ({ canvasElement }) => {
    const canvas = await tokenError(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tr('Try again') }));
    await expect(await canvas.findByTitle(tr('Partner exchange'))).toBeVisible();
    await expect(tokenRequests).toHaveLength(1);
  },
};
