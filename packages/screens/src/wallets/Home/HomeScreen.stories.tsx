import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, request } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import {
  amountText,
  backendSays,
  containing,
  failing,
  navigatedTo,
  pending,
  screenOf,
  settled,
  tr,
} from '../../testing/storyKit';
import { STATUSES } from '../History/history';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Wallets/Home',
  component: HomeScreen,
  args: { reload: fn() },
  parameters: { route: { path: '/dashboard' }, signedInAs: PERSONAS.verified },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the demo backend does when told to (a deposit arriving, a feature switched off). */
const demo = (path: string, body: unknown) =>
  request(`demo/${path}`, { method: 'POST', body, auth: path === 'deposit' });

/** A Main Wallet tile's name: "Main Wallet USDC". */
const mainWallet = (ticker: string) => tr('Main Wallet {ticker}', { ticker });
/** The history's pages: "Recent Transactions pages". */
const historyPages = () => tr('{label} pages', { label: tr('Recent Transactions') });

const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: tr('Recent Transactions') }));

/** The cells of each body row, as text (once the table has drawn a body row). */
const bodyRows = async (canvasElement: HTMLElement) => {
  const rows = await table(canvasElement);
  return rows
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
};

/**
 * One tile anatomy on Home: every tile (the wallets, Yield, the card) has the same insets and the
 * same label (size, weight, colour), and its actions as a row of buttons with icons.
 */
export const OneTileAnatomy: Story = {
  play: async ({ canvasElement }) => {
    const names = [mainWallet('USDC'), mainWallet('VEF'), tr('Yield Wallet'), tr('Get Your Card')];
    const tiles = await Promise.all(
      names.map(async (name) => within(canvasElement).findByRole('region', { name })),
    );
    // Each tile's row of actions, by its name ("Main Wallet USDC actions").
    const actionRows = [
      tr('Main Wallet {ticker} actions', { ticker: 'USDC' }),
      tr('Main Wallet {ticker} actions', { ticker: 'VEF' }),
      tr('Yield Wallet actions'),
      tr('Get Your Card actions'),
    ];
    const look = (tile: HTMLElement) => {
      const box = getComputedStyle(tile);
      const label = getComputedStyle(within(tile).getByRole('heading'));
      return [box.paddingTop, box.paddingLeft, label.fontSize, label.fontWeight, label.color].join(
        ' ',
      );
    };
    for (const tile of tiles.slice(1)) await expect(look(tile)).toBe(look(tiles[0]!));
    for (const [i, tile] of tiles.entries()) {
      const actions = within(tile).getByRole('group', { name: actionRows[i] });
      for (const action of [
        ...within(actions).queryAllByRole('button'),
        ...within(actions).queryAllByRole('link'),
      ])
        await expect(action.querySelector('svg')).not.toBeNull();
    }
  },
};

/** Main Wallet tiles (USDC and VEF), the Yield Wallet, the card promotion and the history. */
export const Default: Story = {
  parameters: {
    spec: ['dashboard.default'],
    specExpect: [
      { role: 'region', name: () => mainWallet('USDC') },
      { role: 'region', name: () => mainWallet('VEF') },
      { role: 'region', name: 'Yield Wallet' },
      { role: 'region', name: 'Get Your Card' },
      { role: 'table', name: 'Recent Transactions' },
    ],
  },
  play: async ({ canvasElement }) => {
    const usdc = await region(canvasElement, mainWallet('USDC'));
    await expect(usdc.getByText(amountText(tr('12,500.750000 USDC')))).toBeVisible();
    await expect(usdc.getByText(tr('12,500.75 USD'))).toBeVisible();
    const vef = await region(canvasElement, mainWallet('VEF'));
    await expect(vef.getByText(amountText(tr('250.000000 VEF')))).toBeVisible();
    await expect(vef.getByText(tr('4.75 USD'))).toBeVisible();

    const yieldWallet = await region(canvasElement, tr('Yield Wallet'));
    await expect(await yieldWallet.findByText(tr('3,000.000000 USDC'))).toBeVisible();
    await expect(yieldWallet.getByText(tr('41.275312 USDC'))).toBeVisible();
    await expect(yieldWallet.getByText(tr('4.5%'))).toBeVisible();
    await expect(yieldWallet.getByRole('button', { name: tr('Redeem') })).toBeEnabled();
    await expect(yieldWallet.getByRole('button', { name: tr('Earn') })).toBeEnabled();

    await expect(
      (await region(canvasElement, tr('Get Your Card'))).getByRole('link', {
        name: tr('Apply Card'),
      }),
    ).toBeVisible();
    // The newest row first, its date in the profile's timezone (Asia/Kuala_Lumpur, UTC+8).
    const [first] = await bodyRows(canvasElement);
    await expect(first).toEqual([
      '20/11/2026 17:30:00',
      `${backendSays('Deposit')} ${backendSays('From 0x7a1c…9be2')}`,
      tr('+1,500.000000 USDC'),
      tr('View'),
    ]);
  },
};

/** The card balance tile while card/balance waits: its placeholder, the rest of Home arrived. */
export const CardTileLoading: Story = {
  parameters: {
    spec: ['dashboard.card-tile.loading'],
    specExpect: [
      { role: 'status', name: 'Loading your card balance' },
      { role: 'region', name: () => mainWallet('USDC') },
      { role: 'region', name: 'Yield Wallet' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(pending('get', 'card/balance'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(tr('Loading your card balance'))).toBeInTheDocument();
    // Everything else has arrived meanwhile.
    await expect(await canvas.findByRole('region', { name: tr('Yield Wallet') })).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: tr('Get Your Card') }),
    ).not.toBeInTheDocument();
  },
};

/** No card yet: the promotion, whose Apply Card leads to /card/apply. */
export const CardPromo: Story = {
  parameters: {
    spec: ['dashboard.card-promo'],
    specExpect: [
      { role: 'region', name: 'Get Your Card' },
      { role: 'link', name: 'Apply Card' },
    ],
  },
  play: async ({ canvasElement }) => {
    const promo = await region(canvasElement, tr('Get Your Card'));
    await expect(promo.getByRole('link', { name: tr('Apply Card') })).toHaveAttribute(
      'href',
      '/card/apply',
    );
  },
};

/** Apply Card on the promotion goes to /card/apply. */
export const ApplyCardGoesToApply: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const promo = await region(canvasElement, tr('Get Your Card'));
    await userEvent.click(promo.getByRole('link', { name: tr('Apply Card') }));
    await navigatedTo(canvasElement, '/card/apply');
  },
};

/** The card feature switched off: a Coming Soon badge instead of Apply Card. */
export const CardPromoComingSoon: Story = {
  parameters: {
    spec: ['dashboard.card-promo.coming-soon'],
    specExpect: [{ role: 'region', name: 'Get Your Card' }, { text: 'Coming Soon' }],
  },
  async beforeEach() {
    await demo('features', { route: '/card', enabled: false });
  },
  play: async ({ canvasElement }) => {
    const promo = await region(canvasElement, tr('Get Your Card'));
    await expect(await promo.findByText(tr('Coming Soon'))).toBeVisible();
    await expect(promo.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A cardholder: the card wallet with its balance, linking to /card. */
export const CardWallet: Story = {
  parameters: {
    spec: ['dashboard.card-wallet'],
    signedInAs: PERSONAS.cardholder,
    specExpect: [
      { role: 'region', name: 'Card Wallet' },
      { role: 'link', name: 'View Card' },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, tr('Card Wallet'));
    await expect(card.getByText(amountText(tr('845.50 USD')))).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: tr('Get Your Card') }),
    ).not.toBeInTheDocument();
    await expect(card.getByRole('link', { name: tr('View Card') })).toHaveAttribute(
      'href',
      '/card',
    );
  },
};

/** View Card on the card wallet goes to /card. */
export const ViewCardGoesToCard: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.cardholder },
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, tr('Card Wallet'));
    await userEvent.click(card.getByRole('link', { name: tr('View Card') }));
    await navigatedTo(canvasElement, '/card');
  },
};

/**
 * card/balance without the optional total_cards (a backend may leave it out): the card list
 * decides, so a cardholder still sees the card wallet, not the promotion.
 */
export const CardWalletWithoutTotalCards: Story = {
  parameters: {
    spec: ['dashboard.card-wallet'],
    signedInAs: PERSONAS.cardholder,
    specExpect: { role: 'region', name: 'Card Wallet' },
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('card/balance'), () =>
        HttpResponse.json({
          data: { card_wallet_balance: '845.5', main_wallet_balance: '12500.75' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, tr('Card Wallet'));
    await expect(card.getByText(amountText(tr('845.50 USD')))).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: tr('Get Your Card') }),
    ).not.toBeInTheDocument();
  },
};

/** Without total_cards, a user whose cards are all terminated has none: the promotion. */
export const CardPromoAfterTermination: Story = {
  parameters: {
    spec: ['dashboard.card-promo'],
    signedInAs: PERSONAS.cardholder,
    specExpect: [
      { role: 'region', name: 'Get Your Card' },
      { role: 'link', name: 'Apply Card' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('card/balance'), () =>
        HttpResponse.json({ data: { card_wallet_balance: '0', main_wallet_balance: '100' } }),
      ),
      http.get(apiUrl('card'), () =>
        HttpResponse.json({
          data: {
            cards: [
              {
                card_id: 'c9',
                type: 'virtual',
                status: 'terminated',
                last_four_digits: '0007',
                name_on_card: 'CHLOE CARD',
                permission: { freeze_card: false },
              },
            ],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const promo = await region(canvasElement, tr('Get Your Card'));
    await expect(promo.getByRole('link', { name: tr('Apply Card') })).toBeVisible();
  },
};

/**
 * Only /card/apply switched off: the route table's rule (the longest matching prefix) decides
 * the promotion too, so Apply Card is not offered for a page that would send the user home.
 */
export const CardPromoApplyOff: Story = {
  parameters: {
    spec: ['dashboard.card-promo.coming-soon'],
    specExpect: [{ role: 'region', name: 'Get Your Card' }, { text: 'Coming Soon' }],
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('feature'), () =>
        HttpResponse.json({
          data: [
            { route: '/card', enabled: true },
            { route: '/card/apply', enabled: false },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const promo = await region(canvasElement, tr('Get Your Card'));
    await expect(await promo.findByText(tr('Coming Soon'))).toBeVisible();
    await expect(promo.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A deposit the chain has not confirmed: marked Pending, no explorer link yet. */
export const TxnsPendingRow: Story = {
  parameters: {
    spec: ['dashboard.txns.pending-row'],
    specExpect: [{ role: 'table', name: 'Recent Transactions' }, { text: 'Pending' }],
  },
  async beforeEach() {
    await demo('deposit', { amount: '250' });
  },
  play: async ({ canvasElement }) => {
    const [first, second] = await bodyRows(canvasElement);
    await expect(first).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      `${backendSays('Deposit')} ${STATUSES.pending}${backendSays('Arriving')}`,
      tr('+250.000000 USDC'),
      '—',
    ]);
    await expect(second![1]).not.toContain(STATUSES.pending);
    const rows = await table(canvasElement);
    await expect(rows.getAllByText(STATUSES.pending)).toHaveLength(1);
  },
};

/** Confirmed on-chain rows open their explorer page in a new tab, without a referrer. */
export const TxnsOnchainLink: Story = {
  parameters: {
    spec: ['dashboard.txns.onchain-link'],
    specExpect: [
      { role: 'table', name: 'Recent Transactions' },
      {
        role: 'link',
        name: () => containing('View transaction {id} on the explorer', { id: 'T100000' }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const history = await table(canvasElement);
    const link = history.getByRole('link', {
      name: containing('View transaction {id} on the explorer', { id: 'T100000' }),
    });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/arbiscan\.io\/tx\/0x/),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer');
    await expect(history.getAllByRole('link')).toHaveLength(10);
  },
};

/**
 * Money in is "+", money out a real minus "−", each to 6 decimals rounded down, with an arrow in
 * or out beside the colour.
 */
export const TxnsSignedAmounts: Story = {
  parameters: {
    spec: ['dashboard.txns.signed-amounts'],
    // Each amount shows on more than one row of the page, so no one text names the state alone.
    specExpect: { role: 'table', name: 'Recent Transactions' },
  },
  play: async ({ canvasElement }) => {
    const amounts = (await bodyRows(canvasElement)).map((cells) => cells[2]);
    await expect(amounts.slice(0, 4)).toEqual([
      tr('+1,500.000000 USDC'),
      tr('\u2212250.500000 USDC'),
      tr('+12.345678 USDC'),
      tr('\u2212100.000000 USDC'),
    ]);
    const history = await table(canvasElement);
    const [first] = history.getAllByText(tr('+1,500.000000 USDC'), {
      selector: '[data-amount]',
    });
    await expect(first).toHaveAttribute('data-direction', 'in');
    await expect(first!.querySelector('svg')).not.toBeNull();
  },
};

/** The history's USDT rows (the 5th and 10th) read USDC; USDT appears nowhere. */
export const TxnsUsdtAsUsdc: Story = {
  parameters: {
    spec: ['dashboard.txns.usdt-as-usdc'],
    specExpect: { role: 'table', name: 'Recent Transactions' },
  },
  play: async ({ canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    await expect(rows[4]![2]).toBe(tr('+1,500.000000 USDC'));
    await expect(rows[9]![2]).toBe(tr('\u2212250.500000 USDC'));
    await expect((await table(canvasElement)).queryByText(/USDT/)).not.toBeInTheDocument();
  },
};

/** Ana's year of history: ten a page, newest first from page to page. */
export const TxnsPaginated: Story = {
  parameters: {
    spec: ['dashboard.txns.paginated'],
    specExpect: [
      { role: 'table', name: 'Recent Transactions' },
      { role: 'navigation', name: () => historyPages() },
    ],
  },
  play: async ({ canvasElement }) => {
    const firstPage = await bodyRows(canvasElement);
    await expect(firstPage).toHaveLength(10);
    const pages = within(within(canvasElement).getByRole('navigation', { name: historyPages() }));
    await userEvent.click(pages.getByRole('button', { name: tr('Page {number}', { number: 2 }) }));
    await waitFor(async () => expect((await bodyRows(canvasElement))[0]).not.toEqual(firstPage[0]));
    const secondPage = await bodyRows(canvasElement);
    await expect(secondPage).toHaveLength(10);
    // Dates fall from the first page's first row to the second page's last.
    const instant = (date: string) => date.replace(/^(\d\d)\/(\d\d)\/(\d{4}) /, '$3-$2-$1T');
    const dates = [...firstPage, ...secondPage].map((cells) => instant(cells[0]!));
    await expect([...dates].sort().reverse()).toEqual(dates);
  },
};

export const TxnsEmpty: Story = {
  parameters: {
    spec: ['dashboard.txns.empty'],
    signedInAs: PERSONAS.unverified,
    specExpect: [{ role: 'table', name: 'Recent Transactions' }, { text: 'No record' }],
  },
  play: async ({ canvasElement }) => {
    const empty = await table(canvasElement);
    await expect(await empty.findByText(tr('No record'))).toBeVisible();
    // An empty state: what fills the table, not a bare line.
    await expect(
      empty.getByText(tr('Deposit USDC to your Main Wallet and your transactions show here.')),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('navigation', { name: historyPages() }),
    ).not.toBeInTheDocument();
  },
};

export const TxnsLoading: Story = {
  parameters: {
    spec: ['dashboard.txns.loading'],
    specExpect: [
      { role: 'status', name: 'Loading your transactions' },
      { role: 'region', name: () => mainWallet('USDC') },
    ],
  },
  beforeEach({ msw }) {
    msw.use(pending('get', 'transaction'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = await canvas.findByText(tr('Loading your transactions'));
    // Shaped like the table: a header band and five rows of four cells.
    await expect(
      label.closest('[role="status"]')!.querySelectorAll('[aria-hidden="true"]'),
    ).toHaveLength(4 * 6);
    await expect(await canvas.findByRole('region', { name: mainWallet('USDC') })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The history cannot be read (the first answer fails; later ones reach the demo backend). */
const txnsFailOnce: Story['beforeEach'] = ({ msw }) => {
  msw.use(failing('get', 'transaction', { once: true }));
};

/** The history's error in its region: what failed, with Try again. */
const txnsError = async (canvasElement: HTMLElement) => {
  const history = await region(canvasElement, tr('Recent Transactions'));
  const alert = await history.findByRole('alert');
  await expect(alert).toHaveTextContent(
    tr('{what} could not be loaded. Check your connection and try again.', {
      what: tr('Your transactions'),
    }),
  );
  return alert;
};

/** The history cannot be read: the message in its place, with Try again. */
export const TxnsError: Story = {
  parameters: {
    spec: ['dashboard.txns.error'],
    specExpect: [
      { role: 'region', name: 'Recent Transactions' },
      { role: 'alert' },
      { role: 'button', name: 'Try again' },
    ],
  },
  beforeEach: txnsFailOnce,
  play: async ({ canvasElement }) => {
    const alert = await txnsError(canvasElement);
    await expect(within(alert).getByRole('button', { name: tr('Try again') })).toBeEnabled();
    // This month's glance reads the same history: it says so too, never a skeleton that waits.
    await expect(
      await within(canvasElement).findByText(
        tr('{what} could not be loaded. Check your connection and try again.', {
          what: tr('This month'),
        }),
      ),
    ).toBeVisible();
    await settled(canvasElement);
  },
};

/** Try again reads the history once the server is back. */
export const TxnsErrorTryAgain: Story = {
  tags: ['test-only'],
  beforeEach: txnsFailOnce,
  play: async ({ canvasElement }) => {
    const alert = await txnsError(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: tr('Try again') }));
    await expect(await (await table(canvasElement)).findAllByRole('row')).toHaveLength(11);
    // The glance has its month from the same answer.
    const month = await within(canvasElement).findByRole('region', { name: tr('This month') });
    await expect(month).toBeVisible();
  },
};

/** A user who is not verified presses Deposit: Verify Your Account, nothing opened behind it. */
export const VerifyYourAccountDialog: Story = {
  parameters: {
    spec: ['dashboard.verified-gate'],
    signedInAs: PERSONAS.unverified,
    specExpect: { role: 'alertdialog', name: 'Verify Your Account' },
  },
  play: async ({ canvasElement }) => {
    const usdc = await region(canvasElement, mainWallet('USDC'));
    await userEvent.click(usdc.getByRole('button', { name: tr('Deposit') }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: tr('Verify Your Account'),
    });
    await expect(within(dialog).getByRole('button', { name: tr('Not Now') })).toBeVisible();
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
  },
};

/** A user who is not verified meets Verify Your Account on each money button; Not Now closes it. */
export const VerifiedGateOnEachButton: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement, step }) => {
    const screen = screenOf(canvasElement);
    const usdc = await region(canvasElement, mainWallet('USDC'));
    const yieldWallet = await region(canvasElement, tr('Yield Wallet'));
    await waitFor(() =>
      expect(yieldWallet.getByRole('button', { name: tr('Earn') })).toBeEnabled(),
    );
    for (const [where, name] of [
      [usdc, 'Deposit'],
      [usdc, 'Withdraw'],
      [yieldWallet, 'Redeem'],
      [yieldWallet, 'Earn'],
    ] as const) {
      await step(name, async () => {
        await userEvent.click(where.getByRole('button', { name: tr(name) }));
        const dialog = await screen.findByRole('alertdialog', { name: tr('Verify Your Account') });
        await userEvent.click(within(dialog).getByRole('button', { name: tr('Not Now') }));
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
      });
    }
    // Nothing opened: no page, no Earn or Redeem dialog.
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The other side of the gate: a verified user's Deposit (by keyboard) opens the page. */
export const VerifiedPassesGate: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const usdc = await region(canvasElement, mainWallet('USDC'));
    usdc.getByRole('button', { name: tr('Deposit') }).focus();
    await userEvent.keyboard('{Enter}');
    await navigatedTo(canvasElement, '/deposit');
  },
};
