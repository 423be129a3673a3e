import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

// A file of its own: the working field's code must not have loaded in an earlier test.
const { arrive, arrived } = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./ComboBoxField', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

it('hands the focus over when it arrives after the code and before the swap', async () => {
  render(<ComboBox label="Country" items={[{ id: 'MY', label: 'Malaysia' }]} />);
  const still = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
  await act(async () => {
    // Pointed at: the code loads, and arrives unfocused.
    fireEvent.pointerEnter(still.parentElement!);
    arrive();
    await import('./ComboBoxField');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Inside act, React has not swapped the fields yet: the still copy takes the focus now.
    still.focus();
  });
  const working = screen.getByRole('combobox', { name: 'Country' });
  expect(working).not.toBe(still);
  expect(working).toHaveFocus();
});
