import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@wallet/api';
import { COMPLIANCE_EMAIL, PERSONAS, TRIGGERS } from '@wallet/mocks';
import { readDraft } from '../../forms/useFlowDraft';
import { screenOf } from '../../testing/storyKit';
import { WITHDRAW_DRAFT } from './withdrawDraft';
import { WithdrawScreen } from './WithdrawScreen';

/** EIP-55's first test vector: a valid mixed-case address. */
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** POST send/review requests the page made. */
let reviewCalls = 0;

const meta = {
  title: 'Screens/Wallets/Withdraw',
  component: WithdrawScreen,
  parameters: { route: { path: '/withdraw' }, signedInAs: PERSONAS.verified },
  beforeEach({ msw }) {
    reviewCalls = 0;
    // Counted, then passed on to the demo backend (a resolver that returns nothing).
    msw.use(
      http.post(apiUrl('send/review'), () => {
        reviewCalls += 1;
      }),
    );
  },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Withdraw' });
  return {
    canvas,
    amount: canvas.getByRole('textbox', { name: /^Amount/ }),
    name: canvas.getByRole('textbox', { name: /^Recipient name/ }),
    address: canvas.getByRole('textbox', { name: /^Recipient wallet address/ }),
    send: canvas.getByRole('button', { name: 'Send' }),
  };
};

const fill = async (f: Awaited<ReturnType<typeof form>>, amount: string, address = ADDRESS) => {
  await userEvent.type(f.amount, amount);
  await userEvent.type(f.name, 'Savings Account');
  await userEvent.type(f.address, address);
};

/** The balance, the amount with Max, the recipient, the fee and what the recipient receives. */
export const Form: Story = {
  parameters: { spec: ['withdraw.form'] },
  play: async ({ canvasElement, step }) => {
    const f = await form(canvasElement);
    await expect(f.canvas.getByTestId('send-balance')).toHaveTextContent('12,500.750000 USDC');
    await expect(f.canvas.getByText('Arbitrum')).toBeVisible();
    await expect(f.canvas.getByText('1.500000 USDC')).toBeVisible();
    await expect(f.send).toBeDisabled();
    await step('typing: the recipient receives the amount less the fee', async () => {
      await userEvent.type(f.amount, '100.25');
      await expect(f.canvas.getByTestId('recipient-receives')).toHaveTextContent('98.750000 USDC');
    });
    await step('Max fills the balance', async () => {
      await userEvent.click(f.canvas.getByRole('button', { name: 'Max' }));
      await expect(f.amount).toHaveValue('12500.75');
      await expect(f.canvas.getByTestId('recipient-receives')).toHaveTextContent(
        '12,499.250000 USDC',
      );
    });
    await step('the recipient, by keyboard; Send is enabled and the draft keeps it', async () => {
      f.name.focus();
      await userEvent.keyboard('Savings Account');
      await userEvent.tab();
      await userEvent.keyboard(ADDRESS);
      await expect(f.send).toBeEnabled();
      await expect(readDraft(WITHDRAW_DRAFT)).toMatchObject({
        amount: '12500.75',
        recipientName: 'Savings Account',
        recipientAddress: ADDRESS,
      });
      // A fee above the amount: nothing arrives, never a negative amount.
      await userEvent.clear(f.amount);
      await userEvent.type(f.amount, '1');
      await expect(f.canvas.getByTestId('recipient-receives')).toHaveTextContent('0.000000 USDC');
    });
  },
};

export const BelowMinimum: Story = {
  parameters: { spec: ['withdraw.below-min'] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.amount, '9.99');
    await userEvent.tab();
    await expect(
      await f.canvas.findByText('Please enter an amount of at least 10 USDC'),
    ).toBeVisible();
    await expect(f.amount).toHaveAttribute('aria-invalid', 'true');
    // Taking focus again clears the message (spec 1 section 5).
    await userEvent.click(f.amount);
    await expect(
      f.canvas.queryByText('Please enter an amount of at least 10 USDC'),
    ).not.toBeInTheDocument();
  },
};

export const Insufficient: Story = {
  parameters: { spec: ['withdraw.insufficient'] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '12500.750001');
    await userEvent.click(f.amount);
    await userEvent.tab();
    await expect(await f.canvas.findByText('Insufficient balance')).toBeVisible();
    await expect(f.send).toBeDisabled();
  },
};

/** A seventh decimal (typed or pasted) does not land; 18 characters at most. */
export const TooManyDecimals: Story = {
  parameters: { spec: ['withdraw.too-many-decimals'] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.amount, '10.1234567');
    await expect(f.amount).toHaveValue('10.123456');
    await userEvent.clear(f.amount);
    await userEvent.click(f.amount);
    await userEvent.paste('10.1234567');
    await expect(f.amount).toHaveValue('');
    await userEvent.type(f.amount, '1234567890123456789');
    await expect(f.amount).toHaveValue('123456789012345678');
  },
};

/** A wrong EIP-55 checksum is caught on blur; an address the server refuses says the same. */
export const InvalidAddress: Story = {
  parameters: { spec: ['withdraw.invalid-address'] },
  play: async ({ canvasElement, step }) => {
    const f = await form(canvasElement);
    await step('a mixed-case address with a wrong checksum', async () => {
      await fill(f, '100', ADDRESS.replace('aAeb', 'AAeb'));
      await userEvent.tab();
      await expect(await f.canvas.findByText('Please enter a valid wallet address')).toBeVisible();
      await expect(f.send).toBeDisabled();
    });
    await step('invalid_address from send/review, under the address field', async () => {
      await userEvent.clear(f.address);
      await userEvent.type(f.address, TRIGGERS.invalidWithdrawAddress);
      await userEvent.click(f.send);
      await waitFor(() => expect(f.address).toHaveAttribute('aria-invalid', 'true'));
      await expect(f.address).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid wallet address'),
      );
      await expect(f.amount).toHaveValue('100');
      await expect(reviewCalls).toBe(1);
    });
  },
};

/** Over the 24-hour remaining limit (10,000 USD): the dialog with the limit, what remains, whom to write to. */
export const LimitDialog: Story = {
  parameters: { spec: ['withdraw.limit-dialog'] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '10000.01');
    await userEvent.click(f.send);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Maximum limit reached',
    });
    await expect(dialog).toHaveTextContent('10,000.00 USD every 24 hours');
    await expect(dialog).toHaveTextContent('Remaining balance: 10,000.00 USD');
    await expect(within(dialog).getByRole('link', { name: COMPLIANCE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${COMPLIANCE_EMAIL}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(f.amount).toHaveValue('10000.01');
  },
};

/** Send pressed twice (and Enter): one send/review, the button pending until the answer. */
export const Submitting: Story = {
  parameters: { spec: ['withdraw.submitting'] },
  beforeEach({ msw }) {
    msw.use(
      http.post(apiUrl('send/review'), async () => {
        reviewCalls += 1;
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '100');
    await userEvent.dblClick(f.send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(f.send).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(f.send).getByRole('progressbar', { name: 'Working' })).toBeVisible();
    await expect(reviewCalls).toBe(1);
  },
};

/** Escape on Maximum limit reached is its OK: closed, the amount kept. */
export const LimitDialogEscape: Story = {
  parameters: { spec: ['withdraw.limit-dialog'] },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fill(f, '10000.01');
    await userEvent.click(f.send);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Maximum limit reached',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(f.amount).toHaveValue('10000.01');
  },
};
