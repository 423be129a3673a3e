import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getWallets } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import {
  clipboard,
  failing,
  pending,
  phoneOnly,
  recording,
  replaceClipboard,
  screenOf,
  tr,
} from '../../testing/storyKit';
import { DepositScreen } from './DepositScreen';

/** POST wallets/create requests the page made. */
const creates: unknown[] = [];

const meta = {
  title: 'Screens/Wallets/Deposit',
  component: DepositScreen,
  parameters: { route: { path: '/deposit' }, signedInAs: PERSONAS.verified },
  beforeEach({ msw }) {
    creates.length = 0;
    msw.use(recording(creates, 'wallets/create'));
    return replaceClipboard();
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note under the networks (the auto-conversion, and what cannot be recovered). */
const NETWORKS_NOTE =
  'Deposits other than USDC on Arbitrum are auto-converted to USDC on Arbitrum; conversion fees may apply. Tokens sent on a network marked Not supported cannot be recovered.';

const usdcAddress = async () => (await getWallets()).find((w) => w.ticker === 'USDC')!.address;

/** The address in full with its QR code and copy; USDC and USDT on seven networks; the note. */
export const Address: Story = {
  parameters: {
    spec: ['deposit.address'],
    specExpect: [
      { role: 'img', name: 'QR code of your wallet address' },
      { role: 'button', name: 'Copy Address' },
      { role: 'table', name: 'Supported networks' },
      { text: NETWORKS_NOTE },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const address = await usdcAddress();
    await step('the Arbitrum USDC address, whole, with its QR code', async () => {
      await expect(await canvas.findByTestId('wallet-address')).toHaveTextContent(address);
      await expect(
        canvas.getByRole('img', { name: tr('QR code of your wallet address') }),
      ).toBeVisible();
      const tabs = within(canvas.getByRole('navigation', { name: tr('Deposit and Withdraw') }));
      await expect(tabs.getByRole('link', { name: tr('Deposit') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(tabs.getByRole('link', { name: tr('Withdraw') })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('the supported-networks matrix of spec 1 section 3', async () => {
      const table = within(canvas.getByRole('table', { name: tr('Supported networks') }));
      const cells = (network: string) =>
        within(table.getByRole('row', { name: new RegExp(`^${network}`) }))
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      const [yes, no] = [tr('Supported'), tr('Not supported')];
      await expect(cells('Arbitrum')).toEqual([yes, yes]);
      await expect(cells('BSC')).toEqual([yes, yes]);
      await expect(cells('Polygon')).toEqual([yes, yes]);
      await expect(cells('Base')).toEqual([yes, no]);
      await expect(cells('Optimism')).toEqual([no, yes]);
      await expect(cells('Ethereum')).toEqual([no, no]);
      await expect(cells('Solana')).toEqual([no, no]);
      await expect(canvas.getByText(tr(NETWORKS_NOTE))).toBeVisible();
    });
    await step(
      'each status a tick or a cross in a circle, its word beside it, never wrapped',
      async () => {
        for (const status of canvasElement.querySelectorAll('[data-supported]')) {
          await expect(status.querySelector('svg')).not.toBeNull();
          await expect(status.getBoundingClientRect().height).toBeLessThan(32);
        }
      },
    );
    await step('copy by keyboard, with feedback', async () => {
      const copy = canvas.getByRole('button', { name: tr('Copy Address') });
      copy.focus();
      await userEvent.keyboard('{Enter}');
      await expect(clipboard).toEqual([address]);
      await expect(copy).toHaveTextContent(tr('Copied'));
      await waitFor(() => expect(copy).toHaveTextContent(tr('Copy Address')), { timeout: 3000 });
    });
  },
};

/**
 * A phone: the address in groups of four, the networks' statuses as icons alone (their words
 * still read out), nothing wider than the screen.
 */
export const Mobile375: Story = {
  parameters: phoneOnly(
    'The phone layout of the address and networks; the others show all widths.',
  ),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByTestId('wallet-address');
    await expect(address).toHaveTextContent(await usdcAddress());
    await expect(address.querySelectorAll('[data-grouped] > span')).toHaveLength(11);
    const table = canvas.getByRole('table', { name: tr('Supported networks') });
    for (const cell of table.querySelectorAll('th, td'))
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(within(table).getAllByText(tr('Not supported'))[0]).toHaveStyle({
      position: 'absolute',
    });
  },
};

/** No address yet: Create Wallet, and no address shown. */
export const CreateWallet: Story = {
  parameters: {
    spec: ['deposit.create-wallet'],
    signedInAs: PERSONAS.noWallet,
    specExpect: { role: 'button', name: 'Create Wallet' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: tr('Create Wallet') })).toBeEnabled();
    await expect(canvas.queryByTestId('wallet-address')).not.toBeInTheDocument();
    await expect(creates).toHaveLength(0);
  },
};

/** Create Wallet, pressed twice quickly, creates it once; the address appears. */
export const CreateWalletCreatesOnce: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.noWallet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: tr('Create Wallet') });
    await expect(canvas.queryByTestId('wallet-address')).not.toBeInTheDocument();
    await userEvent.dblClick(create);
    const address = await canvas.findByTestId('wallet-address');
    await expect(within(address).getByText(/^0x[0-9a-fA-F]{40}$/)).toBeInTheDocument();
    await expect(address).toHaveTextContent(await usdcAddress());
    await expect(creates).toHaveLength(1);
  },
};

/** Create Wallet pressed and the call failing: the generic dialog. */
const createFails = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: tr('Create Wallet') }));
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Something went wrong'),
  });
  return { canvas, dialog };
};

const createWalletFails: Story['beforeEach'] = ({ msw }) => {
  msw.use(failing('post', 'wallets/create'));
};

/** The call fails: the generic dialog. */
export const CreateWalletError: Story = {
  parameters: {
    spec: ['deposit.create-wallet.error'],
    signedInAs: PERSONAS.noWallet,
    specExpect: { role: 'alertdialog', name: 'Something went wrong' },
  },
  beforeEach: createWalletFails,
  play: async ({ canvasElement }) => {
    const { dialog } = await createFails(canvasElement);
    await expect(dialog).toHaveTextContent(
      tr('We are currently unable to process your request. Please try again later.'),
    );
  },
};

/** OK on the generic dialog: Create Wallet is there to try again. */
export const CreateWalletErrorOkTryAgain: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.noWallet },
  beforeEach: createWalletFails,
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await createFails(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: tr('Create Wallet') })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { busyAtRest: 'the wallet address on its way: its skeleton is the state shown' },
  beforeEach({ msw }) {
    msw.use(pending('get', 'wallets'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(tr('Loading your wallet address')),
    ).toBeInTheDocument();
  },
};
