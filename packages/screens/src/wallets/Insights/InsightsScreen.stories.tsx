import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CardTransaction, Transaction } from '@wallet/api';
import { apiUrl } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { failing, money, pending, tr } from '../../testing/storyKit';
import { InsightsScreen } from './InsightsScreen';
import { monthName } from './monthName';

/**
 * October 2026 of a card customer, at midday UTC (one day in any zone): the Main Wallet's month
 * of every kind, a VEF reward, and card purchases at seven merchants with a refund, a reversal,
 * a decline and a purchase still pending; September and August for the twelve months' bars.
 */
let n = 0;
const walletRow = (
  day: string,
  amount: string,
  purpose: string,
  row1: string,
  ticker = 'USDC',
) => ({
  date: `${day}T12:00:00Z`,
  txnHash: `0x${(++n).toString(16).padStart(64, '0')}`,
  type: 'onchain',
  url: `https://arbiscan.io/tx/0x${n}`,
  purpose,
  ticker,
  amount,
  transactionId: `IN${n}`,
  description: { row1, row2: '' },
});
const cardRow = (
  day: string,
  description: string,
  usd: string,
  { purpose = 'other', status = 'Closed', fiat = 'USD', amount = usd } = {},
) => ({
  date: `${day}T12:00:00Z`,
  card_last_four: '4242',
  txn_hash: `ICT${++n}`,
  status,
  purpose,
  description,
  fiat,
  amount,
  amount_usd: usd,
});

const WALLET: Transaction[] = [
  walletRow('2026-10-28', '1500', 'deposit', 'Deposit'),
  walletRow('2026-10-25', '-250.5', 'withdraw', 'Withdraw'),
  walletRow('2026-10-20', '-300', 'card-related', 'Card top-up'),
  walletRow('2026-10-15', '-1000', 'yield-related', 'Earn'),
  walletRow('2026-10-14', '12.345678', 'yield-related', 'Yield reward'),
  walletRow('2026-10-10', '25', 'other', 'Referral reward'),
  walletRow('2026-10-03', '120', 'other', 'Airdrop', 'VEF'),
  walletRow('2026-09-12', '-820.25', 'withdraw', 'Withdraw'),
  walletRow('2026-08-07', '-95', 'withdraw', 'Withdraw'),
];
const CARD: CardTransaction[] = [
  cardRow('2026-10-30', 'Grab ride', '-5.48', { status: 'Pending', fiat: 'MYR', amount: '-24.50' }),
  cardRow('2026-10-29', 'Netflix.com', '-15.49'),
  cardRow('2026-10-27', 'Jaya Grocer', '-41.20', { fiat: 'MYR', amount: '-184.10' }),
  cardRow('2026-10-24', 'Refund: Zalora shoes', '59.90', { purpose: 'refund' }),
  cardRow('2026-10-22', 'Online store', '-89.00', { purpose: 'reversal' }),
  cardRow('2026-10-21', 'Zalora shoes', '-59.90'),
  cardRow('2026-10-20', 'Card top-up', '300', { purpose: 'deposit' }),
  cardRow('2026-10-18', 'KLIA duty free', '-312.00', { status: 'Declined' }),
  cardRow('2026-10-16', 'Marina Bay hotel', '-171.64', { fiat: 'SGD', amount: '-230.00' }),
  cardRow('2026-10-13', 'Jaya Grocer', '-28.35', { fiat: 'MYR', amount: '-126.70' }),
  cardRow('2026-10-09', 'Ichiran Ramen', '-10.12', { fiat: 'JPY', amount: '-1500' }),
  cardRow('2026-10-06', 'Spotify', '-11.99'),
  cardRow('2026-10-04', 'Grab ride', '-4.10', { fiat: 'MYR', amount: '-18.30' }),
  cardRow('2026-09-29', 'Netflix.com', '-15.49'),
  cardRow('2026-09-10', 'Jaya Grocer', '-63.80', { fiat: 'MYR', amount: '-285.00' }),
];

const answering = (path: string, data: unknown) =>
  http.get(apiUrl(path), () => HttpResponse.json({ data }));

const OCTOBER = '2026-10';

const meta = {
  title: 'Screens/Wallets/Insights',
  component: InsightsScreen,
  parameters: {
    route: { path: '/insights', pattern: '/insights' },
    signedInAs: PERSONAS.verified,
  },
} satisfies Meta<typeof InsightsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, month: string) =>
  within(canvasElement).findByRole(
    'heading',
    { name: monthName(month), level: 2 },
    { timeout: 10_000 },
  );
/** The twelve months' chart, in: it loads after the figures, and the capture shows it. */
const chartShown = async (canvasElement: HTMLElement) =>
  expect(
    await within(canvasElement).findByRole(
      'heading',
      { name: tr('Twelve months') },
      { timeout: 10_000 },
    ),
  ).toBeVisible();

/** The link of a figure: its amount, signed, in the active language. */
const figure = (canvasElement: HTMLElement, value: string, ticker: string) =>
  within(canvasElement).findByRole('link', {
    name: money(value, { ticker, signed: true }),
  });

/**
 * Verified Ana this month: her wallets' money in and out by kind, the twelve months; no card
 * level yet, so the page says where card spending will be.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // This month in Ana's zone: the month's heading, then the link to the month before.
    const months = await canvas.findByRole(
      'navigation',
      { name: tr('Months') },
      { timeout: 10_000 },
    );
    await expect(within(months).getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        name: tr('{ticker} in your wallets', { ticker: 'USDC' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(tr('Card spending shows here once your account reaches the card level.')),
    ).toBeVisible();
    // The chart comes after the figures (its code loads beside them).
    await expect(await canvas.findByRole('heading', { name: tr('Twelve months') })).toBeVisible();
  },
};

/**
 * October of a card customer: the wallets by kind, the card's spending with a refund netted, a
 * reversal and a decline left out, a pending purchase counted apart, seven merchants (the top
 * five and everything else) and the currencies paid in.
 */
export const MonthWithRefundsAndPending: Story = {
  parameters: {
    signedInAs: PERSONAS.cardholder,
    route: { path: `/insights?month=${OCTOBER}`, pattern: '/insights' },
  },
  beforeEach({ msw }) {
    msw.use(answering('transaction', WALLET), answering('card/transactions', CARD));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, OCTOBER);
    // Purchases less the refund: 15.49 + 41.20 + 59.90 + 171.64 + 28.35 + 10.12 + 11.99 + 4.10
    // - 59.90 (reversal, decline and the pending ride left out).
    const spent = await figure(canvasElement, '-282.89', 'USD');
    await expect(spent).toHaveAttribute(
      'href',
      `/transactions?kind=purchase&status=completed&range=custom&from=${OCTOBER}-01&to=${OCTOBER}-31`,
    );
    await expect(
      canvas.getByText(
        tr('{pending, plural, one {# pending purchase} other {# pending purchases}}', {
          pending: 1,
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('JPY, MYR, SGD, USD')).toBeVisible();
    const merchants = canvas.getByRole('table', { name: tr('Where it went') });
    await expect(
      within(merchants).getByRole('rowheader', { name: 'Marina Bay hotel' }),
    ).toBeVisible();
    await expect(
      within(merchants).getByRole('rowheader', {
        name: tr(
          '{restCount, plural, one {Everything else (# merchant)} other {Everything else (# merchants)}}',
          { restCount: 2 },
        ),
      }),
    ).toBeVisible();
    // The wallet's net for October: 1500 - 250.5 - 300 - 1000 + 12.345678 + 25.
    await expect(await figure(canvasElement, '-13.154322', 'USDC')).toBeVisible();
    await chartShown(canvasElement);
  },
};

/** Every merchant of the month listed, each a link to its rows. */
export const EveryMerchant: Story = {
  parameters: MonthWithRefundsAndPending.parameters,
  beforeEach: MonthWithRefundsAndPending.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, OCTOBER);
    await userEvent.click(await canvas.findByRole('button', { name: tr('Show every merchant') }));
    const merchants = canvas.getByRole('table', { name: tr('Where it went') });
    await expect(within(merchants).getAllByRole('row')).toHaveLength(1 + 7);
    await expect(within(merchants).getByRole('rowheader', { name: 'Spotify' })).toBeVisible();
    await chartShown(canvasElement);
  },
};

/** Choosing a bar by keyboard chooses its month: September, from October. */
export const ChooseMonthOnTheChart: Story = {
  parameters: MonthWithRefundsAndPending.parameters,
  beforeEach: MonthWithRefundsAndPending.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, OCTOBER);
    const october = await canvas.findByRole('button', {
      name: `${monthName(OCTOBER)}: ${money('1550.5', { ticker: 'USDC' })}`,
    });
    await expect(october).toHaveAttribute('aria-current', 'true');
    october.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, '2026-09');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: `${monthName('2026-09')}: ${money('820.25', { ticker: 'USDC' })}`,
        }),
      ).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** A month before the history: nothing moved, said so; the chart still offers other months. */
export const EmptyMonth: Story = {
  parameters: { route: { path: '/insights?month=2024-01', pattern: '/insights' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '2024-01');
    await expect(
      await canvas.findByText(tr('Nothing moved in {name}', { name: monthName('2024-01') })),
    ).toBeVisible();
    await chartShown(canvasElement);
  },
};

/** A customer whose month moved only USDC: one wallet section, one chart. */
export const OneTickerOnly: Story = {
  parameters: { route: { path: `/insights?month=${OCTOBER}`, pattern: '/insights' } },
  beforeEach({ msw }) {
    msw.use(
      answering(
        'transaction',
        WALLET.filter((row) => row.ticker === 'USDC'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, OCTOBER);
    const section = (ticker: string) => tr('{ticker} in your wallets', { ticker });
    await expect(await canvas.findByRole('heading', { name: section('USDC') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: section('VEF') })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await chartShown(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { busyAtRest: 'the history on its way: the skeleton is the state shown' },
  beforeEach({ msw }) {
    msw.use(pending('get', 'transaction'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(tr('Loading your insights')),
    ).toBeInTheDocument();
  },
};

/** The history could not be read: Try again reads it again, and the month shows. */
export const FailedRead: Story = {
  beforeEach({ msw }) {
    msw.use(failing('get', 'transaction', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      tr('{what} could not be loaded. Check your connection and try again.', {
        what: tr('Your transactions'),
      }),
    );
    const retry = canvas.getByRole('button', { name: tr('Try again') });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: tr('Twelve months') })).toBeVisible();
  },
};
