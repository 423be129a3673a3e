import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@wallet/ui';
import { AUTH_MESSAGES as M } from '../messages';
import { LoginScreen } from './LoginScreen';

// The form's logic (LoginForm.tsx) arrives when the test lets it: what the visitor does before
// then is done on the page's stand-in fields.
const logic = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./LoginForm', async (importOriginal) => {
  await logic.arrived;
  return importOriginal();
});

describe('LoginScreen before its logic is in', () => {
  it('flags a field left empty before the logic arrived, once it has', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider>
        <MemoryRouter initialEntries={['/login']}>
          <LoginScreen />
        </MemoryRouter>
      </LocaleProvider>,
    );
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await user.click(email);
    await user.tab(); // the e-mail is left empty, on the stand-in
    expect(screen.queryByText(M.invalidEmail)).not.toBeInTheDocument();

    logic.arrive();
    expect(await screen.findByText(M.invalidEmail, {}, { timeout: 10_000 })).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The field the visitor is in now is not judged before they leave it.
    expect(screen.getByLabelText('Password', { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
    );
  }, 20_000);
});
