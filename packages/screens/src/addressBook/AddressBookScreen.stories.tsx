import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, createAddressBookEntry, getAddressBook } from '@wallet/api';
import { PERSONAS, TRIGGERS } from '@wallet/mocks';
import { ToastRegion } from '@wallet/ui';
import { GENERIC_ERROR_MESSAGE } from '../common';
import {
  byLanguage,
  containing,
  failing,
  pending,
  screenOf,
  startingWith,
  tr,
} from '../testing/storyKit';
import { AddressBookScreen } from './AddressBookScreen';

/** EIP-55's first test vector: a valid mixed-case address. */
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** A lower-case address (no checksum) made from a number. */
const addressOf = (n: number) => `0x${n.toString(16).padStart(40, 'a')}`;

/** The add form's confirmation box, its label the whole message. */
const ACKNOWLEDGE =
  'I confirm this address is on the Arbitrum network and can receive USDC. Funds sent to a wrong address cannot be recovered.';

/** The add form's hints: what Add waits for (ui's MissingFields), in the active language. */
const HINTS = {
  get everything() {
    return byLanguage({
      en: 'To add this address, fill in Name, Wallet address and Tag, and tick the confirmation box.',
      es: 'Para agregar esta dirección, completa Nombre, Dirección de billetera y Etiqueta y marca la casilla de confirmación.',
    });
  },
  get confirmation() {
    return byLanguage({
      en: 'To add this address, tick the confirmation box.',
      es: 'Para agregar esta dirección, marca la casilla de confirmación.',
    });
  },
  get tag() {
    return byLanguage({
      en: 'To add this address, fill in Tag.',
      es: 'Para agregar esta dirección, completa Etiqueta.',
    });
  },
  get warningBox() {
    return byLanguage({
      en: 'To add this address, tick the box under the warning.',
      es: 'Para agregar esta dirección, marca la casilla debajo de la advertencia.',
    });
  },
  get start() {
    return byLanguage({ en: /^To add this address/, es: /^Para agregar esta dirección/ });
  },
};

/** POST address-book/delete/:id and address-book/create requests the page made. */
let deletes = 0;
let creates = 0;

const meta = {
  title: 'Screens/Address Book',
  component: AddressBookScreen,
  parameters: { route: { path: '/address-book' }, signedInAs: PERSONAS.verified },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach({ msw }) {
    deletes = 0;
    creates = 0;
    // Counted, then passed on to the demo backend (a resolver that returns nothing).
    msw.use(
      http.post(apiUrl('address-book/delete/:id'), () => void (deletes += 1)),
      http.post(apiUrl('address-book/create'), () => void (creates += 1)),
    );
  },
} satisfies Meta<typeof AddressBookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table once loaded, and its rows' names in order. */
async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('table', { name: tr('Saved recipients') });
  const names = () =>
    within(grid)
      .queryAllByRole('rowheader')
      .map((cell) => cell.textContent);
  return { canvas, grid, names };
}

/** The Add Recipient (or Edit) dialog's fields; `title` in English. */
async function dialogOf(canvasElement: HTMLElement, title = 'Add Recipient') {
  const dialog = await screenOf(canvasElement).findByRole('dialog', { name: tr(title) });
  const d = within(dialog);
  return {
    dialog,
    name: d.getByRole('textbox', { name: startingWith('Name') }),
    address: d.getByRole('textbox', { name: startingWith('Wallet address') }),
    tag: d.getByRole('textbox', { name: startingWith('Tag') }),
    ack: d.getByRole('checkbox', { name: startingWith(ACKNOWLEDGE) }),
    submit: d.getByRole('button', { name: tr(title === 'Add Recipient' ? 'Add' : 'Save') }),
  };
}

/** The required mark drawn after a label: a "*" with no text for screen readers. */
const requiredMark = (label: Element) => getComputedStyle(label, '::after').content;

/**
 * Every field of the form is required (spec 2 section 5) and says so: aria-required, and the
 * mark after its label. The tag's hint no longer reads as optional.
 */
async function expectAllRequired(f: Awaited<ReturnType<typeof dialogOf>>) {
  for (const input of [f.name, f.address, f.tag]) {
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(requiredMark((input as HTMLInputElement).labels![0]!)).toBe('"*" / ""');
  }
  await expect(f.ack).toHaveAttribute('aria-required', 'true');
  await expect(requiredMark(within(f.dialog).getByText(startingWith(ACKNOWLEDGE)))).toBe(
    '"*" / ""',
  );
}

async function openAdd(canvasElement: HTMLElement) {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: tr('Add Recipient') }));
  return dialogOf(canvasElement);
}

/** With the persona's Savings and Exchange: 12 recipients, added out of order. */
const twelve = {
  async beforeEach() {
    for (const [i, name] of [
      'zeta',
      'Alpha',
      'mike',
      'Bravo',
      'Kilo',
      'delta',
      'Echo',
      'Lima',
      'Golf',
      'Hotel',
    ].entries())
      await createAddressBookEntry({
        address_name: name,
        address: addressOf(i + 1),
        tag: i === 0 ? 'Family' : '',
        acknowledge: true,
      });
  },
} satisfies Story;

/** The first page of the twelve, sorted by name whatever the case. */
async function firstPage(canvasElement: HTMLElement) {
  const list = await table(canvasElement);
  await expect(list.names()).toEqual([
    'Alpha',
    'Bravo',
    'delta',
    'Echo',
    'ExchangeTrading',
    'Golf',
    'Hotel',
    'Kilo',
    'Lima',
    'mike',
  ]);
  return list;
}

/** Sorted by name (ascending), 10 a page, with the pages below. Addresses truncated 10+10. */
export const List: Story = {
  ...twelve,
  parameters: {
    spec: ['ab.list'],
    specExpect: [
      { role: 'table', name: 'Saved recipients' },
      { role: 'rowheader', name: /^Alpha/ },
      { role: 'navigation', name: 'Saved recipients pages' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const { canvas, grid } = await firstPage(canvasElement);
    await step('the address is truncated 10+10 and read out whole', async () => {
      const row = within(grid).getByRole('row', { name: /Alpha/ });
      // Alpha is the second added: addressOf(2).
      await expect(row).toHaveTextContent(
        `${addressOf(2).slice(0, 10)}…${addressOf(2).slice(-10)}`,
      );
      await expect(within(row).getByText(addressOf(2))).toHaveClass('visually-hidden');
      await expect(
        within(row).getByRole('button', { name: tr('Edit {name}', { name: 'Alpha' }) }),
      ).toBeVisible();
      await expect(
        within(row).getByRole('button', { name: tr('Delete {name}', { name: 'Alpha' }) }),
      ).toBeVisible();
    });
    const pages = canvas.getByRole('navigation', { name: tr('Saved recipients pages') });
    await expect(
      within(pages).getByRole('button', { name: tr('Page {number}', { number: 2 }) }),
    ).toBeVisible();
  },
};

/** Page 2 by keyboard: the 11th and 12th. */
export const ListPageTwoByKeyboard: Story = {
  ...twelve,
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { canvas, names } = await firstPage(canvasElement);
    const pages = canvas.getByRole('navigation', { name: tr('Saved recipients pages') });
    within(pages)
      .getByRole('button', { name: tr('Page {number}', { number: 2 }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['SavingsPersonal', 'zetaFamily']));
  },
};

/** A 100-character name and a 50-character tag of one word each wrap inside a narrow table. */
export const LongNameNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  async beforeEach() {
    await createAddressBookEntry({
      address_name: 'W'.repeat(100),
      address: addressOf(1),
      tag: 'T'.repeat(50),
      acknowledge: true,
    });
  },
  play: async ({ canvasElement, step }) => {
    const { grid } = await table(canvasElement);
    const name = 'W'.repeat(100);
    await step('the row stays within the page', async () => {
      const edge = canvasElement.firstElementChild!.getBoundingClientRect().right;
      const row = within(grid).getByRole('row', { name: new RegExp(name) });
      for (const cell of [grid, ...row.querySelectorAll('th, td, th span')])
        await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 1);
    });
    await step('the delete dialog title wraps inside the dialog', async () => {
      await userEvent.click(
        within(grid).getByRole('button', { name: tr('Delete {name}', { name }) }),
      );
      const dialog = await screenOf(canvasElement).findByRole('dialog', {
        name: tr('Delete {name}?', { name }),
      });
      const title = within(dialog).getByRole('heading', { name: tr('Delete {name}?', { name }) });
      await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
        dialog.getBoundingClientRect().right + 1,
      );
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
    });
  },
};

/** No recipient: "No record", and the page's one Add Recipient, enabled. */
async function emptyPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const empty = await canvas.findByText(tr('No record'));
  await expect(empty).toBeVisible();
  await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  const add = canvas.getByRole('button', { name: tr('Add Recipient') });
  await expect(add).toBeEnabled();
  return add;
}

/** No recipient: "No record" with an icon and the next step, the page's one Add Recipient. */
export const Empty: Story = {
  parameters: {
    spec: ['ab.empty'],
    signedInAs: PERSONAS.noWallet,
    specExpect: [{ text: 'No record' }, { role: 'button', name: 'Add Recipient' }],
  },
  play: async ({ canvasElement }) => {
    await emptyPage(canvasElement);
  },
};

/** Add Recipient on the empty page opens the form. */
export const EmptyAddOpensForm: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.noWallet },
  play: async ({ canvasElement }) => {
    await userEvent.click(await emptyPage(canvasElement));
    await dialogOf(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { busyAtRest: 'the address book on its way: its skeleton is the state shown' },
  beforeEach({ msw }) {
    msw.use(pending('get', 'address-book'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(tr('Loading your address book'))).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // Shaped like the table it replaces: rows, not one block.
    await expect(
      canvasElement.querySelectorAll('[role="status"] span[aria-hidden]').length,
    ).toBeGreaterThan(4);
  },
};

/** The list cannot be read: the message with Try again, which reads it again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failing('get', 'address-book', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      tr('{what} could not be loaded. Check your connection and try again.', {
        what: tr('Your address book'),
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: tr('Try again') }));
    await table(canvasElement);
  },
};

/** The add form filled by keyboard with a mixed-case checksum address, Add enabled once ticked. */
async function fillByKeyboard(canvasElement: HTMLElement, step: StoryContext['step']) {
  const f = await openAdd(canvasElement);
  await waitFor(() => expect(f.name).toHaveFocus());
  await expect(f.name).toHaveAttribute('maxlength', '100');
  await expect(f.address).toHaveAttribute('maxlength', '120');
  await expect(f.submit).toBeDisabled();
  await expectAllRequired(f);
  // Disabled, Add says what it waits for (issue 40 item 2), and follows what is filled.
  await expect(f.submit).toHaveAccessibleDescription(HINTS.everything);
  await step('by keyboard: name, address, tag; still disabled until acknowledged', async () => {
    await userEvent.keyboard('Cold wallet');
    await userEvent.tab();
    await userEvent.keyboard(CHECKSUMMED);
    await userEvent.tab();
    await userEvent.keyboard('Family');
    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toHaveAccessibleDescription(HINTS.confirmation);
    await userEvent.tab();
    await expect(f.ack).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).not.toHaveAccessibleDescription();
    await expect(within(f.dialog).queryByText(HINTS.start)).not.toBeInTheDocument();
  });
  return f;
}

/** Add Recipient: enabled only when all are filled and the address acknowledged. */
export const AddForm: Story = {
  parameters: {
    spec: ['ab.add-form'],
    specExpect: [
      { role: 'dialog', name: 'Add Recipient' },
      { role: 'checkbox', name: () => startingWith(ACKNOWLEDGE) },
      { role: 'button', name: 'Add' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    await fillByKeyboard(canvasElement, step);
  },
};

/** Add pressed twice: one create, the dialog closed, the new row and a toast. */
export const AddSendsOnce: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, step }) => {
    const f = await fillByKeyboard(canvasElement, step);
    await step('Add pressed twice: one create, the new row in the list', async () => {
      await userEvent.dblClick(f.submit);
      await waitFor(() => expect(f.dialog).not.toBeInTheDocument());
      await expect(creates).toBe(1);
      const { grid } = await table(canvasElement);
      await expect(
        await within(grid).findByRole('rowheader', { name: /Cold wallet/ }),
      ).toBeVisible();
      await expect(await screenOf(canvasElement).findByText(tr('Recipient added'))).toBeVisible();
      const saved = (await getAddressBook()).find((e) => e.address_name === 'Cold wallet');
      await expect(saved).toMatchObject({ address: CHECKSUMMED, tag: 'Family' });
    });
  },
};

/** The form filled but for a tag (invisible characters only), the tag field left. */
async function withoutTag(canvasElement: HTMLElement) {
  const f = await openAdd(canvasElement);
  await userEvent.type(f.name, 'Cold wallet');
  await userEvent.type(f.address, CHECKSUMMED);
  await userEvent.click(f.ack);
  await expect(f.tag).toBeRequired();
  await expectAllRequired(f);
  await expect(f.submit).toBeDisabled();
  // The one thing missing, said above Add and read as its description.
  const hint = within(f.dialog).getByText(HINTS.tag);
  await expect(hint).toBeVisible();
  await expect(f.submit).toHaveAttribute('aria-describedby', hint.id);
  await expect(f.submit).toHaveAccessibleDescription(HINTS.tag);
  f.tag.focus();
  await userEvent.paste('\u200B\u202E ');
  await userEvent.tab();
  await expect(f.tag).toHaveAccessibleDescription(
    expect.stringContaining(tr('Please enter a tag')),
  );
  await expect(f.submit).toBeDisabled();
  // Invisible characters are no tag: still missing.
  await expect(f.submit).toHaveAccessibleDescription(HINTS.tag);
  return f;
}

/**
 * Every field is required (spec 2 section 5), the tag too: without one Add stays disabled, and
 * leaving the field empty says so; a tag of invisible characters only is no tag.
 */
export const AddWithoutTag: Story = {
  parameters: {
    spec: ['ab.add-form'],
    specExpect: [
      { role: 'dialog', name: 'Add Recipient' },
      { text: () => containing('Please enter a tag') },
      { text: () => HINTS.tag },
    ],
  },
  play: async ({ canvasElement }) => {
    await withoutTag(canvasElement);
    await expect(creates).toBe(0);
  },
};

/** The tag typed after the refusal: Add is enabled, nothing sent yet. */
export const AddEnabledOnceTagged: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const f = await withoutTag(canvasElement);
    await userEvent.clear(f.tag);
    await userEvent.type(f.tag, 'Family');
    await waitFor(() => expect(f.submit).toBeEnabled());
    await expect(creates).toBe(0);
  },
};

/** A wrong checksum is caught when the field is left; a well-formed address the server refuses says the same. */
export const AddInvalidAddress: Story = {
  parameters: {
    spec: ['ab.add.invalid-address'],
    specExpect: [
      { role: 'dialog', name: 'Add Recipient' },
      { text: () => containing('Please enter a valid wallet address') },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const f = await openAdd(canvasElement);
    await step('a mixed-case address with a wrong checksum', async () => {
      await userEvent.type(f.name, 'Typo');
      await userEvent.type(f.address, CHECKSUMMED.replace('aAeb', 'AAeb'));
      await userEvent.tab();
      await expect(f.address).toHaveAccessibleDescription(
        expect.stringContaining(tr('Please enter a valid wallet address')),
      );
    });
    await step(
      'invalid_address from the server, under the address; the form keeps its values',
      async () => {
        await userEvent.clear(f.address);
        await userEvent.type(f.address, TRIGGERS.invalidWithdrawAddress);
        await userEvent.type(f.tag, 'Work');
        await userEvent.click(f.ack);
        await userEvent.click(f.submit);
        await waitFor(() => expect(f.address).toHaveAttribute('aria-invalid', 'true'));
        await expect(f.address).toHaveAccessibleDescription(
          expect.stringContaining(tr('Please enter a valid wallet address')),
        );
        await expect(f.name).toHaveValue('Typo');
        await expect(f.dialog).toBeInTheDocument();
      },
    );
  },
};

export const AddExists: Story = {
  parameters: {
    spec: ['ab.add.exists'],
    specExpect: [
      { role: 'dialog', name: 'Add Recipient' },
      { text: () => containing('This wallet address already exists') },
    ],
  },
  play: async ({ canvasElement }) => {
    const savings = (await getAddressBook()).find((e) => e.address_name === 'Savings')!;
    const f = await openAdd(canvasElement);
    await userEvent.type(f.name, 'Savings again');
    // The same address in upper case is the same address.
    await userEvent.type(f.address, `0x${savings.address.slice(2).toUpperCase()}`);
    await userEvent.type(f.tag, 'Work');
    await userEvent.click(f.ack);
    await userEvent.click(f.submit);
    await waitFor(() =>
      expect(f.address).toHaveAccessibleDescription(
        expect.stringContaining(tr('This wallet address already exists')),
      ),
    );
    await expect(f.name).toHaveValue('Savings again');
  },
};

/** A create the server fails: the form closes and the generic dialog opens. */
async function addFails(canvasElement: HTMLElement) {
  const f = await openAdd(canvasElement);
  await userEvent.type(f.name, TRIGGERS.addressBookErrorName);
  await userEvent.type(f.address, addressOf(7));
  await userEvent.type(f.tag, 'Work');
  await userEvent.click(f.ack);
  await userEvent.click(f.submit);
  const alert = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Something went wrong'),
  });
  await expect(f.dialog).not.toBeInTheDocument();
  return alert;
}

/** Any other failure closes the form and shows the generic dialog. */
export const AddGenericError: Story = {
  parameters: {
    spec: ['ab.add.generic-error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  play: async ({ canvasElement }) => {
    await addFails(canvasElement);
  },
};

/** OK on the generic dialog, then Add Recipient again: what was typed comes back. */
export const AddGenericErrorKeepsValues: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, step }) => {
    const alert = await addFails(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: tr('OK') }));
    await step('Add Recipient again: the form holds what was typed', async () => {
      const again = await openAdd(canvasElement);
      await expect(again.name).toHaveValue(TRIGGERS.addressBookErrorName);
      await expect(again.address).toHaveValue(addressOf(7));
      await expect(again.ack).toBeChecked();
    });
  },
};

/** Edit on the Savings row: the form prefilled with what is saved. */
async function editSavings(canvasElement: HTMLElement) {
  const { grid } = await table(canvasElement);
  await userEvent.click(
    within(grid).getByRole('button', { name: tr('Edit {name}', { name: 'Savings' }) }),
  );
  const f = await dialogOf(canvasElement, 'Edit Recipient');
  const savings = (await getAddressBook()).find((e) => e.address_name === 'Savings')!;
  await expect(f.name).toHaveValue('Savings');
  await expect(f.address).toHaveValue(savings.address);
  await expect(f.tag).toHaveValue('Personal');
  return { grid, f };
}

/** Edit prefills the form with the saved name, address and tag. */
export const Edit: Story = {
  parameters: {
    spec: ['ab.edit'],
    specExpect: [
      { role: 'dialog', name: 'Edit Recipient' },
      { role: 'button', name: 'Save' },
    ],
  },
  play: async ({ canvasElement }) => {
    await editSavings(canvasElement);
  },
};

/** Save sends the change and the list shows it. */
export const EditSaves: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { grid, f } = await editSavings(canvasElement);
    await userEvent.clear(f.name);
    await userEvent.type(f.name, 'Savings (old bank)');
    await userEvent.click(f.ack);
    await userEvent.click(f.submit);
    await waitFor(() => expect(f.dialog).not.toBeInTheDocument());
    await expect(
      await within(grid).findByRole('rowheader', { name: /Savings \(old bank\)/ }),
    ).toBeVisible();
  },
};

/**
 * The confirmation names the entry; the row goes once the server has deleted it. The row's
 * Delete is as quiet as its Edit: the danger colour is the dialog's alone.
 */
async function confirmDelete(canvasElement: HTMLElement) {
  const { grid, names } = await table(canvasElement);
  const rowDelete = within(grid).getByRole('button', {
    name: tr('Delete {name}', { name: 'Exchange' }),
  });
  const rowEdit = within(grid).getByRole('button', {
    name: tr('Edit {name}', { name: 'Exchange' }),
  });
  for (const property of ['color', 'background-color'] as const)
    await expect(getComputedStyle(rowDelete).getPropertyValue(property)).toBe(
      getComputedStyle(rowEdit).getPropertyValue(property),
    );
  await userEvent.click(rowDelete);
  const dialog = await screenOf(canvasElement).findByRole('dialog', {
    name: tr('Delete {name}?', { name: 'Exchange' }),
  });
  await expect(dialog).toHaveTextContent(
    tr('{name} will be removed from your address book. You can add it again later.', {
      name: 'Exchange',
    }),
  );
  await expect(within(dialog).getByRole('button', { name: tr('Delete') })).toHaveAttribute(
    'data-variant',
    'danger',
  );
  return { dialog, names };
}

export const Delete: Story = {
  parameters: {
    spec: ['ab.delete'],
    specExpect: [
      { role: 'dialog', name: () => tr('Delete {name}?', { name: 'Exchange' }) },
      { role: 'button', name: 'Delete' },
    ],
  },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
  },
};

/** Delete pressed twice in the confirmation: one delete, and the row goes. */
export const DeleteConfirmed: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { dialog, names } = await confirmDelete(canvasElement);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: tr('Delete') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(names()).toEqual(['SavingsPersonal']));
    await expect(deletes).toBe(1);
  },
};

/** A failed delete: the generic dialog, and the row is still there. */
export const DeleteError: Story = {
  parameters: {
    spec: ['ab.delete.error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  beforeEach({ msw }) {
    msw.use(failing('post', 'address-book/delete/:id'));
  },
  play: async ({ canvasElement }) => {
    const { grid, names } = await table(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', { name: tr('Delete {name}', { name: 'Exchange' }) }),
    );
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', {
      name: tr('Delete {name}?', { name: 'Exchange' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: tr('Delete') }));
    const alert = await screen.findByRole('alertdialog', { name: tr('Something went wrong') });
    await waitFor(() => expect(alert).toBeVisible());
    await expect(dialog).not.toBeInTheDocument();
    await expect(names()).toEqual(['ExchangeTrading', 'SavingsPersonal']);
  },
};

/** A pasted address that imitates a saved one: both shown in full, Add blocked until ticked. */
export const LookalikeWarning: Story = {
  play: async ({ canvasElement, step }) => {
    const savings = (await getAddressBook()).find((e) => e.address_name === 'Savings')!;
    const hex = savings.address.slice(2);
    const poisoned = `0x${hex.slice(0, 4)}${'0'.repeat(32)}${hex.slice(-4)}`;
    const f = await openAdd(canvasElement);
    await userEvent.type(f.name, 'Looks like savings');
    f.address.focus();
    await userEvent.paste(poisoned);
    await userEvent.type(f.tag, 'Work');
    await userEvent.click(f.ack);
    const warning = await within(f.dialog).findByRole('group', {
      name: tr('This address looks like one you know, but it is different'),
    });
    await expect(warning).toHaveTextContent(poisoned);
    await expect(warning).toHaveTextContent(savings.address);
    await expect(warning).toHaveTextContent(tr('Saved as {label}', { label: 'Savings' }));
    // The changed middle is marked, the matching ends are not.
    const entered = warning.querySelector('code')!;
    const marked = [...entered.querySelectorAll('mark')].map((m) => m.textContent).join('');
    await expect(marked).toMatch(/^0+$/);
    await expect(entered.firstElementChild).toHaveTextContent(poisoned.slice(0, 6));
    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toHaveAccessibleDescription(HINTS.warningBox);
    await step('ticked: Add is enabled', async () => {
      await userEvent.click(within(warning).getByRole('checkbox'));
      await expect(f.submit).toBeEnabled();
    });
    await step('a space or a zero-width character inside: refused', async () => {
      await userEvent.clear(f.address);
      await userEvent.paste(`${savings.address.slice(0, 20)}\u200B${savings.address.slice(20)}`);
      await userEvent.tab();
      await expect(f.address).toHaveAccessibleDescription(
        expect.stringContaining(
          tr(
            'This address contains spaces or hidden characters. Copy it again from a source you trust.',
          ),
        ),
      );
      await expect(f.submit).toBeDisabled();
    });
  },
};
