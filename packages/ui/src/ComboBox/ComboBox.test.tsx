import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

// jsdom lays nothing out: the virtualized list needs a size to render rows in, and scrolls the
// focused option into view.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(288);
  Element.prototype.scrollTo ??= () => {};
});

const countries = [
  { id: 'MY', label: 'Malaysia' },
  { id: 'SG', label: 'Singapore' },
  { id: 'US', label: 'United States' },
  { id: 'CI', label: "Côte d'Ivoire" },
];

it('filters as one types, ignoring case and accents; arrows and Enter pick; the form gets the id', async () => {
  const user = userEvent.setup();
  const onSelectionChange = vi.fn();
  render(
    <form aria-label="Details">
      <ComboBox
        label="Country"
        name="country"
        items={countries}
        defaultSelectedKey="US"
        onSelectionChange={onSelectionChange}
      />
    </form>,
  );
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
  expect(input).toHaveValue('United States');
  expect(input).toHaveAttribute('aria-expanded', 'false');

  await user.clear(input);
  await user.type(input, 'COTE');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Côte d'Ivoire"]),
  );
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onSelectionChange).toHaveBeenCalledWith('CI');
  expect(input).toHaveValue("Côte d'Ivoire");
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Details' });
  expect(new FormData(form).get('country')).toBe('CI');
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
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
  // Typed over the whole text, as a paste or Playwright's fill does: the choice is not cleared.
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.paste('sing');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  expect(onSelectionChange).toHaveBeenCalledWith('SG');
});

it('says when nothing matches, and Escape closes the list keeping the choice', async () => {
  const user = userEvent.setup();
  render(<ComboBox label="Country" items={countries} defaultSelectedKey="MY" />);
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
  await user.click(input);
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(input).toHaveValue('Malaysia');

  await user.clear(input);
  await user.type(input, 'zzzz');
  expect(await screen.findByText('No results')).toBeInTheDocument();
});
