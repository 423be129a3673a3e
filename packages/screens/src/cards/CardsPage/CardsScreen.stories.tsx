import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import {
  backendSays,
  escapeRegExp,
  navigatedTo,
  pending,
  screenOf,
  tr,
} from '../../testing/storyKit';
import { CardApplyScreen } from '../Apply/CardApplyScreen';
import { selectedCardId } from '../selectedCard';
import { CardsScreen } from './CardsScreen';

const meta = {
  title: 'Screens/Cards/Cards',
  component: CardsScreen,
  parameters: { route: { path: '/card' }, signedInAs: PERSONAS.cardholder },
} satisfies Meta<typeof CardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page at rest for its capture: the history read too (its table, rows or empty), not its
 * skeleton, which a loaded machine still showed once the tiles were in.
 */
const historyShown = async (canvasElement: HTMLElement) =>
  expect(
    await within(canvasElement).findByRole(
      'table',
      { name: tr('Card transactions') },
      // The history is its own chunk: on a cold dev server it can take a while to arrive.
      { timeout: 10_000 },
    ),
  ).toBeVisible();

/** The body rows of the card history (the header row has column headers only). */
const bodyRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: tr('Card transactions') });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
};

/** Card balance with Top Up, the tiles (terminated hidden), Apply New Card coming soon. */
export const Page: Story = {
  parameters: {
    spec: ['card.page', 'card.apply-new-disabled', 'card.terminated-hidden'],
    specExpect: [
      { role: 'heading', name: 'My Cards', level: 1 },
      { role: 'link', name: 'Top Up' },
      { role: 'button', name: 'Apply New Card' },
      { role: 'table', name: 'Card transactions' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('card-balance')).toHaveTextContent(tr('845.50 USD'));
    await expect(canvas.getByRole('link', { name: tr('Top Up') })).toHaveAttribute(
      'href',
      '/card/topup',
    );
    await expect(await canvas.findByTestId('card-4242')).toBeVisible();
    await expect(canvas.getByTestId('card-1881')).toBeVisible();
    // c3 is terminated: not drawn.
    await expect(canvas.queryByTestId('card-0007')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: tr('Apply New Card') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: tr('Apply New Card') }),
    ).toHaveAccessibleDescription(tr('Coming Soon'));
    await expect(await canvas.findByRole('table', { name: tr('Card transactions') })).toBeVisible();
  },
};

/** The active card's tile: the card itself is a link to its settings. */
const activeTile = () =>
  new RegExp(
    [tr('Virtual card'), tr('Card ending in {lastFour}', { lastFour: '4242' }), tr('Manage card')]
      .map(escapeRegExp)
      .join('.*'),
  );

/** An active card is a link to its settings (Active Tile Opens Settings follows it). */
export const ActiveTile: Story = {
  parameters: {
    spec: ['card.tile.active'],
    specExpect: { role: 'link', name: activeTile },
  },
  play: async ({ canvas, canvasElement }) => {
    const tile = await canvas.findByTestId('card-4242');
    await expect(within(tile).getByRole('link', { name: activeTile() })).toHaveAttribute(
      'href',
      '/card/setting',
    );
    await historyShown(canvasElement);
  },
};

/** The active tile by keyboard: the card id goes to session storage first, then the settings. */
export const ActiveTileOpensSettings: Story = {
  tags: ['test-only'],
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: activeTile() });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await navigatedTo(canvasElement, '/card/setting');
    await expect(selectedCardId()).toBe('c1');
  },
};

/** The frozen tile: blurred with "Card is frozen", and no link on the card itself. */
const frozenTile = async (canvasElement: HTMLElement) => {
  const tile = await within(canvasElement).findByTestId('card-1881');
  await expect(within(tile).getByText(tr('Card is frozen'))).toBeVisible();
  await expect(
    within(tile).queryByRole('link', { name: new RegExp(escapeRegExp(tr('Physical card'))) }),
  ).toBeNull();
  return tile;
};

/** The name of a frozen tile's Manage Card link, in the active language. */
const manageCard = (lastFour: string) =>
  tr('Manage Card<0> ending in {lastFour}</0>', { lastFour }).replace(/<\/?0>/g, '');

/** A frozen card is blurred with "Card is frozen" and Manage Card. */
export const FrozenTile: Story = {
  parameters: {
    spec: ['card.tile.frozen'],
    specExpect: [{ text: 'Card is frozen' }, { role: 'link', name: () => manageCard('1881') }],
  },
  play: async ({ canvasElement }) => {
    const tile = await frozenTile(canvasElement);
    await expect(within(tile).getByRole('link', { name: manageCard('1881') })).toHaveAttribute(
      'href',
      '/card/setting',
    );
    await historyShown(canvasElement);
  },
};

/** Manage Card on the frozen tile: the card id goes to session storage, then the settings. */
export const FrozenTileOpensSettings: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const tile = await frozenTile(canvasElement);
    await userEvent.click(within(tile).getByRole('link', { name: manageCard('1881') }));
    await navigatedTo(canvasElement, '/card/setting');
    await expect(selectedCardId()).toBe('c2');
  },
};

/** A card being issued says so and links nowhere; a replaced card is hidden. */
export const InProgressTile: Story = {
  parameters: {
    spec: ['card.tile.in-progress', 'card.terminated-hidden'],
    specExpect: { text: 'Your card is being prepared' },
    signedInAs: PERSONAS.cardIssuing,
  },
  play: async ({ canvas, canvasElement }) => {
    const tile = await canvas.findByTestId('card-2222');
    await expect(within(tile).getByText(tr('Your card is being prepared'))).toBeVisible();
    await expect(within(tile).queryByRole('link')).toBeNull();
    await expect(canvas.queryByTestId('card-1111')).not.toBeInTheDocument();
    await historyShown(canvasElement);
  },
};

/** No card: /card is /card/apply, where the application starts. */
export const NoCardRedirect: Story = {
  parameters: {
    spec: ['card.none-redirect'],
    specExpect: { role: 'heading', name: 'Choose Your Card', level: 1 },
    signedInAs: PERSONAS.cardApplicant,
    route: { path: '/card', pages: { '/card/apply': CardApplyScreen } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: tr('Choose Your Card'), level: 1 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: tr('My Cards') })).toBeNull();
  },
};

/** The same redirect by its address: the router is at /card/apply. */
export const NoCardGoesToApply: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.cardApplicant },
  play: async ({ canvasElement }) => {
    await navigatedTo(canvasElement, '/card/apply');
  },
};

/** A row's cells after the date: card, description, amount, amount in USD, status. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The history's page navigation, by its name. */
const transactionsPages = () =>
  new RegExp(escapeRegExp(tr('{label} pages', { label: tr('Card transactions') })));

/**
 * Statuses by the spec's rule, newest first, dates in the profile's timezone, 2 decimals.
 * Purchases take money out (negative), top-ups and refunds put it in; a purchase in ringgit
 * shows its ringgit and the USD it cost.
 */
export const Transactions: Story = {
  parameters: {
    spec: [
      'card.txns.completed',
      'card.txns.cancelled-reversal',
      'card.txns.pending',
      'card.txns.raw-status',
    ],
    specExpect: [
      { role: 'table', name: 'Card transactions' },
      { role: 'cell', name: 'Pending' },
      { role: 'cell', name: 'Cancelled' },
      { role: 'cell', name: 'Declined' },
      { role: 'navigation', name: transactionsPages },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    // 12 transactions: 10 on the first page.
    await expect(rows).toHaveLength(10);
    const [pending, abroad, , refund, topUp, reversal, , , declined] = rows;
    await expect(cells(pending!)).toEqual([
      '•••• 4242',
      'Grab ride',
      tr('\u221224.50 MYR'),
      tr('\u22125.48 USD'),
      tr('Pending'),
    ]);
    await expect(abroad).toHaveTextContent('19/11/2026 17:30:00');
    await expect(cells(abroad!)).toEqual([
      '•••• 4242',
      'Coffee Bean KLCC',
      tr('\u221218.90 MYR'),
      tr('\u22124.23 USD'),
      tr('Completed'),
    ]);
    await expect(cells(refund!).slice(1)).toEqual([
      backendSays('Refund: Zalora shoes'),
      tr('59.90 USD'),
      tr('59.90 USD'),
      tr('Completed'),
    ]);
    await expect(cells(topUp!).slice(1)).toEqual([
      backendSays('Card top-up'),
      tr('250.00 USD'),
      tr('250.00 USD'),
      tr('Completed'),
    ]);
    await expect(reversal).toHaveTextContent(tr('Cancelled'));
    await expect(reversal).toHaveAttribute('data-state', 'struck');
    await expect(abroad).not.toHaveAttribute('data-state', 'struck');
    // A status the page does not word itself shows as the server sent it.
    await expect(declined).toHaveTextContent('Declined');
    await expect(
      within(canvasElement).getByRole('navigation', { name: transactionsPages() }),
    ).toBeVisible();
  },
};

export const TransactionsEmpty: Story = {
  parameters: {
    spec: ['card.txns.empty'],
    specExpect: { text: 'No record' },
    signedInAs: PERSONAS.cardIssuing,
  },
  play: async ({ canvas }) => {
    // The history is its own chunk: on a cold dev server it can take a while to arrive.
    await expect(await canvas.findByText(tr('No record'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      canvas.getByText(tr('Pay with your card and its purchases, top-ups and refunds show here.')),
    ).toBeVisible();
  },
};

/** The history on its way: a placeholder shaped like its table, a header and five rows of six. */
export const TransactionsLoading: Story = {
  parameters: {
    signedInAs: PERSONAS.cardIssuing,
    busyAtRest: 'the card history on its way: its skeleton is the state shown',
  },
  beforeEach({ msw }) {
    msw.use(pending('get', 'card/transactions'));
  },
  play: async ({ canvas }) => {
    const label = await canvas.findByText(tr('Loading card transactions'), {}, { timeout: 10_000 });
    await expect(
      label.closest('[role="status"]')!.querySelectorAll('[aria-hidden="true"]'),
    ).toHaveLength(6 * 6);
  },
};

/** The card picker on card 1881, by its name. */
const physical1881 = () =>
  new RegExp(escapeRegExp(tr('Physical •••• {lastFour}', { lastFour: '1881' })));

/** The history of card 1881 only: four rows, the picker on it. */
const filtered = async (canvasElement: HTMLElement) => {
  const rows = await bodyRows(canvasElement);
  await expect(rows).toHaveLength(4);
  for (const row of rows) await expect(row).toHaveTextContent('•••• 1881');
  const picker = within(canvasElement).getByRole('button', { name: physical1881() });
  await expect(picker).toHaveTextContent(tr('Physical •••• {lastFour}', { lastFour: '1881' }));
  return picker;
};

/** The filter comes from the URL (?card=1881): only that card's transactions. */
export const TransactionsFiltered: Story = {
  parameters: {
    spec: ['card.txns.filtered'],
    specExpect: [
      { role: 'button', name: physical1881 },
      { role: 'table', name: 'Card transactions' },
    ],
    route: { path: '/card?card=1881' },
  },
  play: async ({ canvasElement }) => {
    await filtered(canvasElement);
  },
};

/** From the filtered history, All cards (by keyboard) shows every card again. */
export const AllCardsClearsTheFilter: Story = {
  tags: ['test-only'],
  parameters: { route: { path: '/card?card=1881' } },
  play: async ({ canvasElement }) => {
    const picker = await filtered(canvasElement);
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      await screenOf(canvasElement).findByRole('option', { name: tr('All cards') }),
    );
    await waitFor(async () => expect(await bodyRows(canvasElement)).toHaveLength(10));
  },
};
