import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { FormTextField, SubmitButton } from './FormFields';
import { missingOf } from './missingFields';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your Name')),
});
type Values = z.infer<typeof schema>;

/** A promise the test settles, standing for a call still out. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function NameForm({
  onSubmit,
  schemaOf = schema,
}: {
  onSubmit: (values: Values) => unknown;
  schemaOf?: typeof schema | (() => Promise<typeof schema>);
}) {
  const { form, submit, canSubmit, blocking } = useSchemaForm<Values>({
    schema: schemaOf,
    defaultValues: { name: '' },
    onSubmit,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Name">
      <FormTextField form={form} name="name" label="Name" isRequired />
      <SubmitButton
        form={form}
        canSubmit={canSubmit}
        missing={missingOf(form, blocking, { name: 'Name' })}
        action="save"
      >
        Save
      </SubmitButton>
    </form>
  );
}

const saveButton = () => screen.getByRole('button', { name: /Save/ });

describe('useSchemaForm', () => {
  it('enables submit as soon as the values pass the schema, before the field is left', async () => {
    render(<NameForm onSubmit={() => {}} />);
    expect(saveButton()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    expect(saveButton()).toBeEnabled();
  });

  it("shows the schema's message when the field is left and clears it when it takes focus", async () => {
    const user = userEvent.setup();
    render(<NameForm onSubmit={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter your Name'));
    await user.click(name);
    await waitFor(() => expect(name).not.toHaveAccessibleDescription('Please enter your Name'));
  });

  it('submits the valid values, and never invalid ones', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useSchemaForm<Values>({ schema, defaultValues: { name: '' }, onSubmit }),
    );
    await act(async () => result.current.submit());
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.form.setValue('name', 'Ana'));
    await act(async () => result.current.submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana' }, undefined);
  });

  it('takes a schema loader: submit stays disabled until it has loaded', async () => {
    const loaded = deferred();
    render(<NameForm onSubmit={() => {}} schemaOf={() => loaded.promise.then(() => schema)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    expect(saveButton()).toBeDisabled();
    await act(async () => loaded.resolve());
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });
});

describe('SubmitButton: sent once', () => {
  it('sends once on a double click, stays pending until the answer, then may send again', async () => {
    const call = deferred();
    const onSubmit = vi.fn(() => call.promise);
    render(<NameForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await act(async () => {
      fireEvent.click(saveButton());
      fireEvent.click(saveButton());
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Pending: a third press while the call is out does nothing either.
    await waitFor(() => expect(saveButton()).toHaveAttribute('data-pending', 'true'));
    await act(async () => fireEvent.click(saveButton()));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('data-pending'));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('sends once when Enter is pressed twice in a field', async () => {
    const call = deferred();
    const onSubmit = vi.fn(() => call.promise);
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ana{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.type(name, '{Enter}');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled while the values do not pass, whatever it is given', () => {
    render(<NameForm onSubmit={() => {}} />);
    expect(saveButton()).toBeDisabled();
  });

  it('says, while disabled, which field it waits for; the field is required', async () => {
    render(<NameForm onSubmit={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(saveButton()).toHaveAccessibleDescription('To save, fill in Name.');
    expect(screen.getByText('To save, fill in Name.')).toBeVisible();
    await userEvent.type(name, 'Ana');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).toHaveAccessibleDescription('');
    expect(screen.queryByText(/To save/)).toBeNull();
  });

  it('names the empty fields while a schema loader is still out', async () => {
    const loaded = deferred();
    render(<NameForm onSubmit={() => {}} schemaOf={() => loaded.promise.then(() => schema)} />);
    expect(saveButton()).toHaveAccessibleDescription('To save, fill in Name.');
    await act(async () => loaded.resolve());
    expect(saveButton()).toHaveAccessibleDescription('To save, fill in Name.');
  });
});
