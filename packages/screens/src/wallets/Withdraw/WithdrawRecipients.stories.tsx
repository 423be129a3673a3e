import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, getAddressBook, reviewSend } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { writeDraft } from '../../forms/useFlowDraft';
import { screenOf, startingWith, tr } from '../../testing/storyKit';
import { WITHDRAW_DRAFT } from './withdrawDraft';
import { WithdrawReviewScreen } from './WithdrawReviewScreen';
import { WithdrawScreen } from './WithdrawScreen';

// The address book in Withdraw: the picker, the lookalike warning, the first-time notice and
// Save to address book after a send.

/** EIP-55's first test vector: neither saved nor in the verified persona's history. */
const NEW_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const meta = {
  title: 'Screens/Wallets/Withdraw Recipients',
  component: WithdrawScreen,
  parameters: { route: { path: '/withdraw' }, signedInAs: PERSONAS.verified },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lets the held history answer go (CheckPending). */
let historyArrives = () => {};

const formOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: tr('Withdraw') });
  return {
    canvas,
    amount: canvas.getByRole('textbox', { name: startingWith('Amount') }),
    name: canvas.getByRole('textbox', { name: startingWith('Recipient name') }),
    address: canvas.getByRole('textbox', { name: startingWith('Recipient wallet address') }),
    send: canvas.getByRole('button', { name: tr('Send') }),
    pick: canvas.getByRole('button', { name: tr('Choose from address book') }),
  };
};

/** The lookalike warning's name, in the active language. */
const lookalikeWarning = () => tr('This address looks like one you know, but it is different');

/** Any of the notices that the check could not be done (whichever list is missing). */
const couldNotCheck = () =>
  new RegExp(
    [
      'We could not check this address against your address book and past sends',
      'We could not check this address against your address book',
      'We could not check this address against your past sends',
    ]
      .map((english) => startingWith(english).source)
      .join('|'),
  );

const savingsAddress = async () =>
  (await getAddressBook()).find((e) => e.address_name === 'Savings')!.address;

/** Choose from address book by keyboard: search by part of the address, arrows, Enter. */
export const Picker: Story = {
  play: async ({ canvasElement, step }) => {
    const f = await formOf(canvasElement);
    const exchange = (await getAddressBook()).find((e) => e.address_name === 'Exchange')!;
    await userEvent.type(f.amount, '100');
    f.pick.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: tr('Choose from address book'),
    });
    const d = within(dialog);
    const search = await d.findByRole('searchbox', { name: tr('Search by name, tag or address') });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(d.getAllByRole('option').map((o) => o.textContent)).toEqual([
      `ExchangeTrading${exchange.address}`,
      expect.stringMatching(/^SavingsPersonal0x/),
    ]);
    await step('search by the middle of the address, then by tag', async () => {
      await userEvent.keyboard(exchange.address.slice(12, 20));
      await waitFor(() => expect(d.getAllByRole('option')).toHaveLength(1));
      await userEvent.clear(search);
      await userEvent.keyboard('personal');
      await waitFor(() => expect(d.getAllByRole('option')).toHaveLength(1));
      await userEvent.clear(search);
      await userEvent.keyboard('trad');
    });
    await step('Arrow down and Enter fill the name and the address', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(f.name).toHaveValue('Exchange');
      await expect(f.address).toHaveValue(exchange.address);
      await waitFor(() => expect(f.send).toBeEnabled());
      // No warning for a saved address.
      await expect(f.canvas.queryByRole('group', { name: lookalikeWarning() })).toBeNull();
    });
  },
};

/** A pasted lookalike of a saved address: both in full, Send blocked until ticked. */
export const LookalikeBlocksSend: Story = {
  play: async ({ canvasElement, step }) => {
    const f = await formOf(canvasElement);
    const real = await savingsAddress();
    const hex = real.slice(2);
    const poisoned = `0x${hex.slice(0, 4)}${'0'.repeat(32)}${hex.slice(-4)}`;
    await userEvent.type(f.amount, '100');
    await userEvent.type(f.name, 'Savings');
    f.address.focus();
    await userEvent.paste(poisoned);
    const warning = await f.canvas.findByRole('group', { name: lookalikeWarning() });
    await expect(warning).toHaveTextContent(poisoned);
    await expect(warning).toHaveTextContent(real);
    await expect(f.send).toBeDisabled();
    await step('ticked: Send is enabled; another address needs its own tick', async () => {
      await userEvent.click(within(warning).getByRole('checkbox'));
      await waitFor(() => expect(f.send).toBeEnabled());
      await userEvent.clear(f.address);
      await userEvent.paste(`0x${hex.slice(0, 4)}${'1'.repeat(32)}${hex.slice(-4)}`);
      await waitFor(() => expect(f.send).toBeDisabled());
      await expect(
        within(await f.canvas.findByRole('group', { name: lookalikeWarning() })).getByRole(
          'checkbox',
        ),
      ).not.toBeChecked();
    });
    await step('a zero-width character inside the address is refused', async () => {
      await userEvent.clear(f.address);
      await userEvent.paste(`${real.slice(0, 10)}\u200B${real.slice(10)}`);
      await userEvent.tab();
      await expect(f.address).toHaveAccessibleDescription(
        expect.stringContaining(
          tr(
            'This address contains spaces or hidden characters. Copy it again from a source you trust.',
          ),
        ),
      );
      await expect(f.send).toBeDisabled();
    });
  },
};

/**
 * Nothing saved yet: the picker says so with an icon and the next step, a link to My Address
 * Book, reached by Tab; Escape closes it and gives focus back to the row that opened it.
 */
export const PickerEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl('address-book'), () => HttpResponse.json({ data: [] })));
  },
  play: async ({ canvasElement }) => {
    const f = await formOf(canvasElement);
    f.pick.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: tr('Choose from address book'),
    });
    const d = within(dialog);
    // The dialog fades in: visible once its first frames are drawn (a loaded machine is slow).
    await waitFor(() => expect(d.getByText(tr('No saved recipients yet'))).toBeVisible());
    const open = d.getByRole('link', { name: tr('Open My Address Book') });
    await expect(open).toHaveAttribute('href', '/address-book');
    // From the dialog, past its Close button, to the next step.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 2 && document.activeElement !== open; i++) await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(f.pick).toHaveFocus());
  },
};

/** While set, the address book and the history do not load. */
let listsFail = true;

/**
 * The address book and the history did not load: the user is told the lookalike check was not
 * done, Send waits for the tick, and Try again runs the check once the lists load.
 */
export const CheckUnavailable: Story = {
  beforeEach({ msw }) {
    listsFail = true;
    const failing = () =>
      listsFail ? HttpResponse.json({ error_message: 'Unavailable' }, { status: 503 }) : undefined;
    msw.use(http.get(apiUrl('address-book'), failing), http.get(apiUrl('transaction'), failing));
  },
  play: async ({ canvasElement, step }) => {
    const f = await formOf(canvasElement);
    await userEvent.type(f.amount, '100');
    await userEvent.type(f.name, 'New Friend');
    f.address.focus();
    await userEvent.paste(NEW_ADDRESS);
    const notice = await f.canvas.findByRole('group', {
      name: tr('We could not check this address against your address book and past sends'),
    });
    await expect(f.send).toBeDisabled();
    await step('ticked: Send is enabled', async () => {
      await userEvent.click(within(notice).getByRole('checkbox'));
      await waitFor(() => expect(f.send).toBeEnabled());
      await userEvent.click(within(notice).getByRole('checkbox'));
      await waitFor(() => expect(f.send).toBeDisabled());
    });
    await step('Try again once the lists load: checked, nothing to warn about', async () => {
      listsFail = false;
      await userEvent.click(within(notice).getByRole('button', { name: tr('Try again') }));
      await waitFor(() => expect(notice).not.toBeInTheDocument());
      await waitFor(() => expect(f.send).toBeEnabled());
    });
  },
};

/** The history is still loading: a new address waits for the check, saying so, rather than passing it. */
export const CheckPending: Story = {
  beforeEach({ msw }) {
    let answer: (() => void) | undefined;
    historyArrives = () => answer?.();
    msw.use(
      http.get(apiUrl('transaction'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return undefined; // then the demo backend's answer
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await formOf(canvasElement);
    await userEvent.type(f.amount, '100');
    await userEvent.type(f.name, 'New Friend');
    f.address.focus();
    await userEvent.paste(NEW_ADDRESS);
    const checking = await f.canvas.findByRole('status');
    await expect(checking).toHaveTextContent(
      tr('Checking this address against your address book and past sends…'),
    );
    await expect(f.send).toBeDisabled();
    historyArrives();
    await waitFor(() => expect(f.send).toBeEnabled());
    await expect(checking).not.toBeInTheDocument();
    await expect(f.canvas.queryByRole('group', { name: couldNotCheck() })).toBeNull();
  },
};

/** Only the history did not load: a saved address needs no check; another one is flagged. */
export const HistoryUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('transaction'), () =>
        HttpResponse.json({ error_message: 'Unavailable' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await formOf(canvasElement);
    await userEvent.type(f.amount, '100');
    await userEvent.type(f.name, 'Savings');
    f.address.focus();
    await userEvent.paste(await savingsAddress());
    await waitFor(() => expect(f.send).toBeEnabled());
    await expect(f.canvas.queryByRole('group', { name: couldNotCheck() })).toBeNull();
    await userEvent.clear(f.address);
    await userEvent.paste(NEW_ADDRESS);
    await expect(
      await f.canvas.findByRole('group', {
        name: tr('We could not check this address against your past sends'),
      }),
    ).toBeVisible();
    await expect(f.send).toBeDisabled();
  },
};

/** The review's confirmation box. */
const confirmBox = () =>
  startingWith(
    'I confirm the amount and the recipient details are correct. A transfer cannot be reversed.',
  );

/** What Send leaves behind for the review: the backend reviewed it, the draft holds it. */
async function reviewedTo(address: string) {
  await reviewSend({
    crypto_id: 'ARB-USDC',
    amount: '100',
    recipient_name: 'New Friend',
    recipient_address: address,
  });
  writeDraft(WITHDRAW_DRAFT, {
    amount: '100',
    recipientName: 'New Friend',
    recipientAddress: address,
    reviewed: true,
    cryptoId: 'ARB-USDC',
    ticker: 'USDC',
    network: 'Arbitrum',
    fee: '1.5',
  });
}

/**
 * An address never used before: a quiet notice on the review. After the send, Save to address
 * book opens the form prefilled; once saved, the offer is gone.
 */
export const FirstTimeThenSave: Story = {
  render: () => <WithdrawReviewScreen />,
  parameters: { route: { path: '/withdraw/review', from: '/withdraw' } },
  beforeEach: () => reviewedTo(NEW_ADDRESS),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        tr('You have not sent to this address before. Check it with the recipient.'),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: confirmBox() }));
    await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
    await canvas.findByRole('heading', { name: tr('Transaction sent') });
    await step('Save to address book, prefilled', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: tr('Save to address book') }),
      );
      const dialog = await screenOf(canvasElement).findByRole('dialog', {
        name: tr('Add Recipient'),
      });
      const d = within(dialog);
      await expect(d.getByRole('textbox', { name: startingWith('Name') })).toHaveValue(
        'New Friend',
      );
      await expect(d.getByRole('textbox', { name: startingWith('Wallet address') })).toHaveValue(
        NEW_ADDRESS,
      );
      await userEvent.type(d.getByRole('textbox', { name: startingWith('Tag') }), 'Friends');
      await userEvent.click(
        d.getByRole('checkbox', {
          name: startingWith(
            'I confirm this address is on the Arbitrum network and can receive USDC. Funds sent to a wrong address cannot be recovered.',
          ),
        }),
      );
      await userEvent.click(d.getByRole('button', { name: tr('Add') }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });
    await expect(
      await canvas.findByText(
        tr('Saved to your address book as {savedAs}.', { savedAs: 'New Friend' }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: tr('Save to address book') })).toBeNull();
    await expect((await getAddressBook()).map((e) => e.address)).toContain(NEW_ADDRESS);
  },
};

/** A saved address: no first-time notice, and nothing to save after the send. */
export const SavedRecipient: Story = {
  render: () => <WithdrawReviewScreen />,
  parameters: { route: { path: '/withdraw/review', from: '/withdraw' } },
  beforeEach: async () => reviewedTo(await savingsAddress()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: tr('Review Send Details') });
    await userEvent.click(canvas.getByRole('checkbox', { name: confirmBox() }));
    await expect(
      canvas.queryByText(
        tr('You have not sent to this address before. Check it with the recipient.'),
      ),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: tr('Confirm') }));
    await canvas.findByRole('heading', { name: tr('Transaction sent') });
    await expect(canvas.queryByRole('button', { name: tr('Save to address book') })).toBeNull();
  },
};
