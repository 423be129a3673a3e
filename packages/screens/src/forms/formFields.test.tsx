import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { FormAmountField } from './FormAmountField';
import { FormCodeField } from './FormCodeField';
import { MessageDialog } from './MessageDialog';
import { useSchemaForm } from './useSchemaForm';

const amountSchema = z.object({
  amount: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Please enter an amount')),
});

function AmountForm() {
  const { form } = useSchemaForm<z.infer<typeof amountSchema>>({
    schema: amountSchema,
    defaultValues: { amount: '' },
  });
  return (
    <form noValidate>
      <FormAmountField form={form} name="amount" label="Amount" ticker="USDC" maxValue="12.5" />
    </form>
  );
}

describe('FormAmountField', () => {
  it('is checked when left, cleared on focus, and Max fills in the amount', async () => {
    const user = userEvent.setup();
    render(<AmountForm />);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1.2.3');
    expect(amount).toHaveValue('1.2.3'); // kept as typed, never rewritten: the rules refuse it
    await user.clear(amount);
    await user.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Please enter an amount'));
    await user.click(amount);
    await waitFor(() => expect(amount).not.toHaveAccessibleDescription('Please enter an amount'));
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('12.5');
  });
});

const codeSchema = z.object({ code: z.string().check(z.regex(/^\d{6}$/, 'Six digits')) });

function CodeForm() {
  const { form, submit } = useSchemaForm<z.infer<typeof codeSchema>>({
    schema: codeSchema,
    defaultValues: { code: '' },
    validate: 'onSubmit',
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormCodeField form={form} name="code" label="Code" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormCodeField', () => {
  it('flags the boxes when an incomplete code is sent, until the code changes', async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    const boxes = screen.getAllByRole('textbox', { name: /^Digit/ });
    await user.click(boxes[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(boxes[0]).toHaveAttribute('aria-invalid', 'true'));
    await user.click(boxes[0]!); // focus alone keeps the flag
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await user.click(boxes[3]!);
    await user.keyboard('4');
    await waitFor(() => expect(boxes[0]).not.toHaveAttribute('aria-invalid'));
  });
});

describe('MessageDialog', () => {
  it('without onClose must be answered: an alert dialog whose action has focus', async () => {
    const onPress = vi.fn();
    render(
      <MessageDialog tone="success" title="Saved" action={{ label: 'OK', onPress }}>
        <p>Your changes are saved.</p>
      </MessageDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Saved' });
    expect(dialog).toHaveTextContent('Your changes are saved.');
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(ok);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('without onClose, Escape gives the safe answer: the second action, else the only one', async () => {
    const ok = vi.fn();
    const cancel = vi.fn();
    const { rerender } = render(
      <MessageDialog
        title="Delete?"
        secondaryAction={{ label: 'Cancel', onPress: cancel }}
        action={{ label: 'Delete', onPress: ok }}
      >
        <p>It goes for good.</p>
      </MessageDialog>,
    );
    await screen.findByRole('alertdialog', { name: 'Delete?' });
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(ok).not.toHaveBeenCalled();
    // Not while the safe button cannot be pressed.
    rerender(
      <MessageDialog
        title="Delete?"
        secondaryAction={{ label: 'Cancel', onPress: cancel, isDisabled: true }}
        action={{ label: 'Delete', onPress: ok }}
      >
        <p>It goes for good.</p>
      </MessageDialog>,
    );
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(cancel).toHaveBeenCalledTimes(1);
    rerender(
      <MessageDialog tone="success" title="Saved" action={{ label: 'Close', onPress: ok }}>
        <p>Your changes are saved.</p>
      </MessageDialog>,
    );
    await screen.findByRole('alertdialog', { name: 'Saved' });
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('with onClose is a dialog that Escape and its close button dismiss; two actions', async () => {
    const onClose = vi.fn();
    const cancel = vi.fn();
    render(
      <MessageDialog
        title="Existing Account Found"
        onClose={onClose}
        secondaryAction={{ label: 'Cancel', onPress: cancel }}
        action={{ label: 'Log In', onPress: () => {} }}
      >
        <p>Log in to continue.</p>
      </MessageDialog>,
    );
    await screen.findByRole('dialog', { name: 'Existing Account Found' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(onClose).toHaveBeenCalled();
  });
});
