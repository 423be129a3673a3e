import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { PERSONAS, referralCodeFor } from '@wallet/mocks';
import { clipboard, failing, pending, replaceClipboard, tr } from '../testing/storyKit';
import { ReferralLinkOrigin, ReferralScreen } from './ReferralScreen';

/**
 * The origin the stories' referral link and QR code start with: the page's own would change
 * with the port Storybook is served on, and every capture of the link with it.
 */
const ORIGIN = 'https://app.example.com';

const meta = {
  title: 'Screens/Refer A Friend',
  component: ReferralScreen,
  parameters: { route: { path: '/referral' }, signedInAs: PERSONAS.verified },
  decorators: [
    (Story) => (
      <ReferralLinkOrigin origin={ORIGIN}>
        <Story />
      </ReferralLinkOrigin>
    ),
  ],
  beforeEach() {
    return replaceClipboard();
  },
} satisfies Meta<typeof ReferralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rewardsTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: tr('Referral rewards') }));

/** The name of the rewards table's pagination, in the active language. */
const rewardsPages = () => tr('{label} pages', { label: tr('Referral rewards') });

/** Missions, rewards earned (USDC to 6 places, VEF whole), QR code, link, copy with feedback. */
export const Page: Story = {
  parameters: {
    spec: ['referral.page'],
    specExpect: [
      { role: 'heading', name: 'Mission 1: Sign up and verify' },
      { role: 'heading', name: 'Mission 2: Deposit and hold' },
      { role: 'region', name: 'Rewards Earned' },
      { role: 'img', name: 'QR code of your referral link' },
      { text: `${ORIGIN}/signup?referral=` },
      { role: 'button', name: 'Copy Link' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const missions = within(await canvas.findByRole('region', { name: tr('Missions') }));
    // The rewards are ui Amounts inside the sentences: found by the paragraph's whole text.
    const sentence = (text: string) => (_: string, el: Element | null) =>
      el?.tagName === 'P' && el.textContent === text;
    await expect(
      await missions.findByText(sentence(tr('You earn up to {one}', { one: '5 USDC' }))),
    ).toBeVisible();
    await expect(
      missions.getByText(
        sentence(
          tr('You earn {two}; your friend earns {friend}', { two: '15 USDC', friend: '5 USDC' }),
        ),
      ),
    ).toBeVisible();
    const earned = within(canvas.getByRole('region', { name: tr('Rewards Earned') }));
    await expect(earned.getByText(tr('15.000000 USDC'))).toBeVisible();
    await expect(earned.getByText('500 VEF')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: tr('QR code of your referral link') }),
    ).toBeVisible();
    const link = `${ORIGIN}/signup?referral=${referralCodeFor(PERSONAS.verified)}`;
    await expect(canvas.getByTestId('referral-link')).toHaveTextContent(link);

    const copy = canvas.getByRole('button', { name: tr('Copy Link') });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(clipboard).toEqual([link]);
    await expect(copy).toHaveTextContent(tr('Copied'));
    // The feedback goes after 2 seconds.
    await waitFor(() => expect(copy).toHaveTextContent(tr('Copy Link')), { timeout: 3000 });
  },
};

/** Each mission cell: Pending (pending, reward_pending), Expired, Completed, or the amount. */
export const TableStatuses: Story = {
  parameters: {
    spec: ['referral.table.statuses'],
    specExpect: [
      { role: 'table', name: 'Referral rewards' },
      { role: 'row', name: /a\*\*\*@mail\.test/ },
      { role: 'row', name: /d\*\*\*@mail\.test/ },
    ],
  },
  beforeEach({ msw }) {
    const mission = (status: string, amount?: string, ticker?: string) => ({
      status,
      amount,
      ticker,
    });
    msw.use(
      http.get(apiUrl('referral'), () =>
        HttpResponse.json({
          data: {
            referral_code: 'ANA42',
            referrer_rewards_earned: { USDC: '5', VEF: '250' },
            referees_mission_status: [
              {
                email: 'a***@mail.test',
                mission_one: mission('pending'),
                mission_two: mission('pending'),
              },
              {
                email: 'b***@mail.test',
                mission_one: mission('completed'),
                mission_two: mission('reward_pending'),
              },
              {
                email: 'c***@mail.test',
                mission_one: mission('expired'),
                mission_two: mission('expired'),
              },
              {
                email: 'd***@mail.test',
                mission_one: mission('completed', '5', 'USDC'),
                mission_two: mission('completed', '250', 'VEF'),
              },
            ],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await rewardsTable(canvasElement);
    const cells = (email: string) =>
      within(table.getByRole('row', { name: new RegExp(email.replace(/\*/g, '\\*')) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(cells('a***@mail.test')).toEqual([tr('Pending'), tr('Pending')]);
    await expect(cells('b***@mail.test')).toEqual([tr('Completed'), tr('Pending')]);
    await expect(cells('c***@mail.test')).toEqual([tr('Expired'), tr('Expired')]);
    await expect(cells('d***@mail.test')).toEqual([tr('5.000000 USDC'), '250 VEF']);
  },
};

/** The first page of thirteen friends: ten rows, page 1 current. */
const firstPage = async (canvasElement: HTMLElement) => {
  const table = await rewardsTable(canvasElement);
  // Each page: the header row plus its rows.
  await expect(table.getAllByRole('row')).toHaveLength(11);
  const pages = within(within(canvasElement).getByRole('navigation', { name: rewardsPages() }));
  await expect(
    pages.getByRole('button', { name: tr('Page {number}', { number: 1 }) }),
  ).toHaveAttribute('aria-current', 'page');
  return { table, pages };
};

/** Thirteen friends: ten on the first page, and the pages to the others. */
export const TablePaginated: Story = {
  parameters: {
    spec: ['referral.table.paginated'],
    specExpect: [
      { role: 'table', name: 'Referral rewards' },
      // '{label} pages' and 'Page {number}' have values, which the check cannot translate: the
      // names in both languages.
      {
        role: 'navigation',
        name: /^(Referral rewards pages|Recompensas por referidos: páginas)$/,
      },
      { role: 'button', name: /^(Page|Página) 2$/ },
    ],
  },
  play: async ({ canvasElement }) => {
    await firstPage(canvasElement);
  },
};

/** Page 2 of thirteen friends: the other three. */
export const TableSecondPage: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { table, pages } = await firstPage(canvasElement);
    await userEvent.click(pages.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Ten or fewer rows have no pagination; none at all says how to start. */
export const TableEmpty: Story = {
  parameters: {
    spec: ['referral.table.empty'],
    signedInAs: PERSONAS.unverified,
    specExpect: [
      { role: 'table', name: 'Referral rewards' },
      { text: 'No record' },
      { text: 'No referrals yet. Share your link to start earning.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = await rewardsTable(canvasElement);
    // The spec's empty-table words as the empty state's title, how to start under it.
    await expect(table.getByText(tr('No record'))).toBeVisible();
    await expect(
      table.getByText(tr('No referrals yet. Share your link to start earning.')),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('navigation', { name: rewardsPages() }),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    spec: ['referral.loading'],
    specExpect: [
      { role: 'heading', name: 'Refer A Friend', level: 1 },
      // The placeholder of the page's cards (its label is for screen readers only).
      { role: 'status' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(pending('get', 'referral'));
  },
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText(tr('Loading your referral details'));
    // Shaped like the page: three cards, the invitation and the table.
    await expect(
      label.closest('[role="status"]')!.querySelectorAll('[aria-hidden="true"]'),
    ).toHaveLength(5);
  },
};

/** The details cannot be read: the alert, and Try again. */
const loadFailed = async (canvasElement: HTMLElement) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent(
    tr('{what} could not be loaded. Check your connection and try again.', {
      what: tr('Your referral details'),
    }),
  );
  await expect(within(alert).getByRole('button', { name: tr('Try again') })).toBeVisible();
  return alert;
};

/** The details cannot be read: a message and Try again. */
export const LoadError: Story = {
  parameters: {
    spec: ['referral.error'],
    specExpect: [
      { role: 'alert' },
      // '{what} could not be loaded…' has a value, which the check cannot translate: both languages.
      { text: /could not be loaded|no se pudo cargar/ },
      { role: 'button', name: 'Try again' },
    ],
  },
  beforeEach({ msw }) {
    msw.use(failing('get', 'referral'));
  },
  play: async ({ canvasElement }) => {
    await loadFailed(canvasElement);
  },
};

/** Try again reads the details once the server is back. */
export const TryAgainLoads: Story = {
  tags: ['test-only'],
  beforeEach({ msw }) {
    // The first answer fails; later ones fall through to the demo backend.
    msw.use(failing('get', 'referral', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await loadFailed(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Rewards Earned' })).toBeVisible();
  },
};
