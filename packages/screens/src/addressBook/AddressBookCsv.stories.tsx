import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAddressBookEntry, getAddressBook } from '@wallet/api';
import { PERSONAS, TRIGGERS } from '@wallet/mocks';
import { byLanguage, screenOf, startingWith, tr } from '../testing/storyKit';
import { AddressBookScreen } from './AddressBookScreen';

/** EIP-55 test vectors: valid addresses nobody has saved. */
const NEW_ONE = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const NEW_TWO = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const NEW_THREE = '0xde709f2102306220921060314715629080e2fb77';
const NEW_FOUR = '0x27b1fdb04752bbc536007a920d24acb045561c26';

/** What the preview says of a row without a tag (issue 42: the column named in the language). */
const tagRequired = () =>
  byLanguage({ en: 'Tag is required', es: 'Etiqueta: columna obligatoria vacía' });

/** Add's label: "Add 3 recipients". */
const addRecipients = (count: number) =>
  byLanguage({
    en: `Add ${count} ${count === 1 ? 'recipient' : 'recipients'}`,
    es: tr('{count, plural, one {Add # recipient} other {Add # recipients}}', { count }),
  });

/** A row's Keep box, by the start of its name: "Keep line 2, …". */
const keepLine = (line: number) => ({
  name: startingWith('Keep line {line}, {name}', { line, name: '' }),
});

/** What Export CSV handed to the browser to download. */
let exported: Blob[] = [];

const meta = {
  title: 'Screens/Address Book/CSV',
  component: AddressBookScreen,
  parameters: { route: { path: '/address-book' }, signedInAs: PERSONAS.verified },
  beforeEach() {
    exported = [];
    const create = URL.createObjectURL.bind(URL);
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) exported.push(blob);
      return create(blob);
    };
    // The download itself is the browser's; the story reads the file instead.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) click.call(this);
    };
    return () => {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    };
  },
} satisfies Meta<typeof AddressBookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('table', { name: tr('Saved recipients') });
  return canvas;
};

/**
 * RFC 4180 with CRLF, by name; a cell that starts like a formula is made text. The header in the
 * page's language (issue 42), the values as they are.
 */
export const Export: Story = {
  async beforeEach() {
    await createAddressBookEntry({
      address_name: '=HYPERLINK("http://evil.test","Click")',
      address: NEW_ONE,
      tag: '@team, ops',
      acknowledge: true,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const book = await getAddressBook();
    const savings = book.find((e) => e.address_name === 'Savings')!;
    const exchange = book.find((e) => e.address_name === 'Exchange')!;
    await userEvent.click(canvas.getByRole('button', { name: tr('Export CSV') }));
    await waitFor(() => expect(exported).toHaveLength(1));
    await expect(exported[0]!.type).toBe('text/csv;charset=utf-8');
    // A BOM first (spreadsheet apps then read the file as UTF-8), then the rows.
    const bytes = new Uint8Array(await exported[0]!.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      [
        byLanguage({ en: 'name,address,tag', es: 'nombre,dirección,etiqueta' }),
        `"'=HYPERLINK(""http://evil.test"",""Click"")",${NEW_ONE},"'@team, ops"`,
        `Exchange,${exchange.address},Trading`,
        `Savings,${savings.address},Personal`,
        '',
      ].join('\r\n'),
    );
  },
};

/**
 * Import: the preview marks new, invalid, duplicate and lookalike rows; new ones are kept, a
 * lookalike only when ticked; Add creates them one by one and says what failed. Every row passes
 * the add form's rules: a name is cleaned of a right-to-left override, a row without a tag is
 * invalid with the form's message.
 */
export const Import: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = await loaded(canvasElement);
    const screen = screenOf(canvasElement);
    const savings = (await getAddressBook()).find((e) => e.address_name === 'Savings')!;
    const hex = savings.address.slice(2);
    const poisoned = `0x${hex.slice(0, 4)}${'0'.repeat(32)}${hex.slice(-4)}`;
    const csv = [
      'name,address,tag',
      `Mum,${NEW_ONE},Family`,
      `Typo,0x123,Work`,
      `Savings copy,${savings.address},Work`,
      `Looks like savings,${poisoned},Work`,
      `${TRIGGERS.addressBookErrorName},${NEW_TWO},Work`,
      `Sav\u202Egnis,${NEW_THREE},\u200BWork`,
      `No tag,${NEW_FOUR},`,
    ].join('\r\n');
    await userEvent.upload(
      canvas.getByTestId('import-file'),
      new File([csv], 'book.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: tr('Import recipients') });
    const d = within(dialog);
    const table = await d.findByRole('table', { name: tr('Rows of the file') });
    const status = (line: number) => within(table).getByRole('checkbox', keepLine(line));
    await step('the preview marks each row', async () => {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows.map((r) => r.getAttribute('data-status'))).toEqual([
        'new',
        'invalid',
        'duplicate',
        'lookalike',
        'new',
        'new',
        'invalid',
      ]);
      await expect(within(rows[5]!).getByRole('rowheader')).toHaveTextContent(/^Savgnis · Work$/);
      await expect(rows[6]).toHaveTextContent(tagRequired());
      await expect(rows[2]).toHaveTextContent(tr('Already saved as {name}', { name: 'Savings' }));
      await expect(rows[3]).toHaveTextContent(
        tr('Looks like {what}: same first and last characters', {
          what: tr('saved {name}', { name: 'Savings' }),
        }),
      );
      await expect(status(2)).toBeChecked();
      await expect(status(3)).toBeDisabled();
      await expect(status(4)).toBeDisabled();
      await expect(status(5)).not.toBeChecked();
      await expect(status(8)).toBeDisabled();
      await expect(d.getByRole('button', { name: addRecipients(3) })).toBeEnabled();
    });
    await step('nothing kept: Add says what it waits for', async () => {
      for (const line of [2, 6, 7]) await userEvent.click(status(line));
      const none = d.getByRole('button', { name: addRecipients(0) });
      await expect(none).toBeDisabled();
      await expect(none).toHaveAccessibleDescription(
        byLanguage({
          en: 'To add recipients, tick a row to keep.',
          es: 'Para agregar destinatarios, marca una fila para conservar.',
        }),
      );
      for (const line of [2, 6, 7]) await userEvent.click(status(line));
      await expect(
        d.getByRole('button', { name: addRecipients(3) }),
      ).not.toHaveAccessibleDescription();
    });
    await step('tick the lookalike, Add: one by one, then what failed', async () => {
      await userEvent.click(status(5));
      await userEvent.click(d.getByRole('button', { name: addRecipients(4) }));
      await expect(
        await d.findByText(
          byLanguage({
            en: '3 recipients added. 1 could not be added:',
            es: '3 destinatarios agregados. 1 no se pudo agregar:',
          }),
        ),
      ).toBeVisible();
      await expect(
        d.getByText(
          tr('Line {line}, {name}: {reason}', {
            line: 6,
            name: TRIGGERS.addressBookErrorName,
            reason: tr('The server could not add it'),
          }),
        ),
      ).toBeVisible();
      await userEvent.click(d.getByRole('button', { name: tr('Done') }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      const book = await getAddressBook();
      const names = book.map((e) => e.address_name);
      await expect(names).toEqual(expect.arrayContaining(['Mum', 'Looks like savings']));
      // Sent as the form would have sent it: no override, no zero-width space.
      await expect(book.find((e) => e.address.toLowerCase() === NEW_THREE)).toMatchObject({
        address_name: 'Savgnis',
        tag: 'Work',
      });
      await expect(names).not.toContain('No tag');
      await expect(names).not.toContain(TRIGGERS.addressBookErrorName);
      await expect(
        within(canvasElement).getByRole('rowheader', { name: /Looks like savings/ }),
      ).toBeVisible();
    });
  },
};

/** A file that is not an address book: said so, nothing sent. */
export const ImportWrongFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.upload(
      canvas.getByTestId('import-file'),
      new File(['a,b\n1,2\n'], 'other.csv', { type: 'text/csv' }),
    );
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: tr('Import recipients'),
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      byLanguage({
        en: 'The file needs a first row naming its columns: name, address and tag.',
        es: 'La primera fila del archivo debe nombrar sus columnas: nombre, dirección y etiqueta.',
      }),
    );
  },
};

/**
 * A file with its columns named in Spanish (as a Spanish export writes them), capitals and all,
 * reads in either language of the page (issue 42): its rows marked as an English file's are.
 */
export const ImportSpanishFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const csv = [
      'Nombre,Dirección,Etiqueta',
      `Mamá,${NEW_ONE},Familia`,
      `Sin etiqueta,${NEW_TWO},`,
      `Ahorros,${NEW_ONE.toLowerCase()},Personal`,
    ].join('\r\n');
    await userEvent.upload(
      canvas.getByTestId('import-file'),
      new File([csv], 'libreta.csv', { type: 'text/csv' }),
    );
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: tr('Import recipients'),
    });
    const d = within(dialog);
    const table = await d.findByRole('table', { name: tr('Rows of the file') });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('data-status'))).toEqual([
      'new',
      'invalid',
      'duplicate',
    ]);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Mamá · Familia$/);
    await expect(within(rows[0]!).getByText(NEW_ONE)).toBeVisible();
    await expect(rows[1]).toHaveTextContent(tagRequired());
    await expect(rows[2]).toHaveTextContent(tr('Repeats line {earlierLine}', { earlierLine: 2 }));
    await expect(within(table).getByRole('checkbox', keepLine(2))).toBeChecked();
    await expect(d.getByRole('button', { name: addRecipients(1) })).toBeEnabled();
  },
};
