import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

// The working field's code arrives only when the test says so, as on a slow network.
const { arrive, arrived } = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./ComboBoxField', async (importOriginal) => {
  await arrived;
  return importOriginal();
});
// jsdom has no scrolling; the open list scrolls its chosen option into view.
Element.prototype.scrollTo ??= () => {};
// jsdom has no ResizeObserver; the open list measures the field with one.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

const countries = [
  { id: 'MY', label: 'Malaysia' },
  { id: 'SG', label: 'Singapore' },
  { id: 'US', label: 'United States' },
];

it('is a closed combobox at once, and keeps the text, caret and focus when its code arrives', async () => {
  const user = userEvent.setup();
  const onSelectionChange = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <ComboBox
        label="Country"
        items={countries}
        defaultSelectedKey="US"
        onSelectionChange={onSelectionChange}
      />
      <button type="submit">Save</button>
    </form>,
  );
  const still = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
  expect(still).toHaveAttribute('aria-expanded', 'false');
  expect(still).toHaveValue('United States');
  expect(screen.getByRole('button', { name: /Show options/ })).toHaveAttribute('tabindex', '-1');

  // Enter before the list exists submits nothing (the form would go on with the old choice).
  await user.click(still);
  await user.keyboard('{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.clear(still);
  await user.type(still, 'singapore');
  // The caret is moved back before the code arrives.
  still.setSelectionRange(1, 1);
  await act(async () => arrive());

  const working = await waitFor(() => {
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
    expect(input).not.toBe(still);
    return input;
  });
  expect(working).toHaveFocus();
  expect(working).toHaveValue('singapore');
  // Put back once the text is in and the list open, a render or two after the swap.
  await waitFor(() => expect(working.selectionStart).toBe(1));
  // The typed text opened the list, filtered, with no option focused: the first arrow goes to the
  // first match, not to the option chosen before (United States, filtered out).
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onSelectionChange).toHaveBeenCalledWith('SG');
  expect(working).toHaveValue('Singapore');
});

it('text pasted over the chosen option: the first arrow goes to the first match', async () => {
  const user = userEvent.setup();
  const onSelectionChange = vi.fn();
  render(
    <ComboBox
      label="Country"
      items={countries}
      defaultSelectedKey="US"
      onSelectionChange={onSelectionChange}
    />,
  );
  const input = await waitFor(() => {
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    return field;
  });
  // Typed over the whole text, as a paste or Playwright's fill does: the choice is not cleared.
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.paste('sing');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  expect(onSelectionChange).toHaveBeenCalledWith('SG');
});
