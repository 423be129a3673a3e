import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { DEMO_PASSWORD, PERSONAS, TRIGGERS } from '@wallet/mocks';
import { navigatedTo, pending, pressEscapeIn, screenOf, tr } from '../../testing/storyKit';
import { GENERIC_ERROR_MESSAGE, genericErrorMessage } from '../../common/GenericErrorDialog';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { AUTH_MESSAGES as M } from '../messages';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: { path: '/login' } },
  render: () => (
    <AuthLayout>
      <LoginScreen />
    </AuthLayout>
  ),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's fields once its code is in (the page shows read-only stand-ins until then). */
const fields = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('textbox', { name: tr('Email Address') })).not.toHaveAttribute(
      'readonly',
    ),
  );
  return {
    canvas,
    email: canvas.getByRole('textbox', { name: tr('Email Address') }),
    password: canvas.getByLabelText(tr('Password'), { selector: 'input' }),
    submit: canvas.getByRole('button', { name: tr('Log In') }),
  };
};

async function logIn(canvasElement: HTMLElement, email: string, password: string) {
  const f = await fields(canvasElement);
  await userEvent.type(f.email, email);
  await userEvent.type(f.password, password);
  await waitFor(() => expect(f.submit).toBeEnabled());
  await userEvent.click(f.submit);
  return f;
}

/** The password field's Show button, named in the active language. */
const showPassword = () => tr('Show {secretName}', { secretName: tr('password') });

/** The login page's heading: on screen at the end of every login state. */
const page = { role: 'heading', name: 'Log In', level: 1 } as const;

/** Nothing typed: Log In is disabled; the links go to reset and sign-up. */
export const Empty: Story = {
  parameters: {
    spec: ['auth.login.empty'],
    specExpect: [
      page,
      { role: 'textbox', name: 'Email Address' },
      { role: 'button', name: 'Log In' },
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = await fields(canvasElement);
    await expect(email).toHaveValue('');
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('link', { name: tr('Forgot Password?') })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    // The link ends its sentence's message ("Don't have an account? <0>Sign Up</0>").
    const sentence = tr("Don't have an account? <0>Sign Up</0>");
    const signUp = canvas.getByRole('link', {
      name: (name) => name !== '' && sentence.endsWith(` ${name}`),
    });
    await expect(signUp).toHaveAttribute('href', '/signup');
  },
};

/**
 * Tab walks the form: e-mail, password, its Show button; the e-mail, left empty, is flagged, even
 * when it was left before the form's logic had loaded (the stand-in fields remember it). A test:
 * a walk through the keys, pictured by Empty and InvalidEmail.
 */
export const TabOrder: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { canvas, email, password } = await fields(canvasElement);
    await userEvent.click(email);
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: showPassword() })).toHaveFocus();
    await expect(await canvas.findByText(M.invalidEmail)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A bad e-mail is flagged when the field is left, and the message goes when it is entered again. */
export const InvalidEmail: Story = {
  parameters: { spec: ['auth.login.invalid-email'], specExpect: [page, { text: M.invalidEmail }] },
  play: async ({ canvasElement }) => {
    const { canvas, email } = await fields(canvasElement);
    await userEvent.type(email, 'ana@example');
    await expect(canvas.queryByText(M.invalidEmail)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText(M.invalidEmail)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(email);
    await waitFor(() => expect(canvas.queryByText(M.invalidEmail)).not.toBeInTheDocument());
    await userEvent.tab(); // still invalid: flagged again on leaving
    await expect(await canvas.findByText(M.invalidEmail)).toBeVisible();
  },
};

/** Types an e-mail with spaces around it (ignored), then a password: Log In becomes enabled. */
const typeReady = async (canvasElement: HTMLElement) => {
  const f = await fields(canvasElement);
  await userEvent.type(f.email, ' verified@demo.test ');
  await expect(f.submit).toBeDisabled();
  await userEvent.type(f.password, 'x');
  await waitFor(() => expect(f.submit).toBeEnabled());
  return f;
};

/** A valid e-mail (spaces around it are ignored) and a password: Log In enabled. */
export const Ready: Story = {
  parameters: {
    spec: ['auth.login.ready'],
    specExpect: [page, { role: 'button', name: 'Log In' }],
  },
  play: async ({ canvasElement }) => {
    await typeReady(canvasElement);
  },
};

/** Clearing the password again disables Log In. */
export const ClearingPasswordDisablesLogIn: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { password, submit } = await typeReady(canvasElement);
    await userEvent.clear(password);
    await waitFor(() => expect(submit).toBeDisabled());
  },
};

/** While the call is out the button shows progress and a second press sends nothing. */
export const Submitting: Story = {
  parameters: {
    spec: ['auth.login.submitting'],
    specExpect: [page, { role: 'button', name: 'Log In' }, { role: 'progressbar' }],
  },
  beforeEach: ({ msw }) => msw.use(pending('post', 'auth/login')),
  play: async ({ canvasElement }) => {
    const { submit } = await logIn(canvasElement, PERSONAS.verified, DEMO_PASSWORD);
    await expect(await within(submit).findByRole('progressbar')).toBeInTheDocument();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A correct login opens the session and goes to two-factor, keeping the asked-for page. */
export const LogInOpensTwoFactor: Story = {
  tags: ['test-only'],
  parameters: { route: { path: '/login?redirect=%2Freferral' } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, PERSONAS.verified, DEMO_PASSWORD);
    await navigatedTo(canvasElement, '/login/two-fa');
    await expect(sessionStore.hasAccessToken()).toBe(true);
    // Not a session yet: the guard keeps the user on the code page until two-factor passes.
    await expect(sessionStore.get('codePending')).toBe('login');
    await expect(sessionStore.get('lastLocation')).toBe('/referral');
  },
};

export const EmailNotFound: Story = {
  parameters: {
    spec: ['auth.login.email-not-found'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the field's description (aria-describedby).
    specExpect: [page, { role: 'textbox', name: 'Email Address' }],
  },
  play: async ({ canvasElement }) => {
    const { email } = await logIn(canvasElement, 'nobody@demo.test', DEMO_PASSWORD);
    await waitFor(() => expect(email).toHaveAccessibleDescription(M.emailNotFound));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('nobody@demo.test'); // nothing typed is lost
  },
};

export const WrongPassword: Story = {
  parameters: {
    spec: ['auth.login.wrong-password'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the field's description (aria-describedby).
    specExpect: [page, { role: 'button', name: showPassword }],
  },
  play: async ({ canvasElement }) => {
    const { password } = await logIn(canvasElement, PERSONAS.verified, 'Wrong123!');
    await waitFor(() => expect(password).toHaveAccessibleDescription(M.wrongPassword));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

export const UserDeleted: Story = {
  parameters: { spec: ['auth.login.user-deleted'], specExpect: [page, { text: M.userDeleted }] },
  play: async ({ canvasElement }) => {
    const { canvas } = await logIn(canvasElement, PERSONAS.deleted, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.userDeleted);
  },
};

/** A locked account's login: the message, and Log In disabled even as the password changes. */
async function lockedLogin(canvasElement: HTMLElement) {
  const f = await logIn(canvasElement, PERSONAS.locked, DEMO_PASSWORD);
  await expect(await f.canvas.findByRole('alert')).toHaveTextContent(M.locked);
  await expect(f.submit).toBeDisabled();
  await userEvent.type(f.password, 'more');
  await expect(f.submit).toBeDisabled();
  return f;
}

/** Too many wrong passwords: the message, and Log In stays disabled for that e-mail. */
export const Locked: Story = {
  parameters: {
    spec: ['auth.login.locked'],
    specExpect: [page, { text: M.locked }, { role: 'button', name: 'Log In' }],
  },
  play: async ({ canvasElement }) => {
    await lockedLogin(canvasElement);
  },
};

/** The lock is that e-mail's: another account may still log in. */
export const LockedAllowsAnotherAccount: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { email, submit } = await lockedLogin(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, PERSONAS.verified);
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** Reaching the lock by wrong passwords, as a person would. */
export const LockedAfterFiveAttempts: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password, submit } = await logIn(canvasElement, PERSONAS.verified, 'Wrong0!');
    for (let attempt = 2; attempt <= TRIGGERS.lockAfterFailedLogins; attempt++) {
      await waitFor(() => expect(password).toHaveAccessibleDescription(M.wrongPassword));
      await userEvent.type(password, `${attempt}`);
      await userEvent.click(submit);
    }
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.locked);
    await expect(submit).toBeDisabled();
  },
};

/** A blocked account's login: Account Blocked, with the compliance mailbox. */
async function blockedDialog(canvasElement: HTMLElement) {
  await logIn(canvasElement, PERSONAS.blocked, DEMO_PASSWORD);
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Account Blocked'),
  });
  await expect(within(dialog).getByRole('link', { name: /compliance@/ })).toHaveAttribute(
    'href',
    'mailto:compliance@example.com',
  );
  return dialog;
}

export const BlockedDialog: Story = {
  parameters: {
    spec: ['auth.login.blocked-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Account Blocked' },
      { role: 'link', name: /compliance@/ },
    ],
  },
  play: async ({ canvasElement }) => {
    await blockedDialog(canvasElement);
  },
};

/** OK on Account Blocked: closed, no session. */
export const BlockedDialogOkCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await blockedDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(sessionStore.hasAccessToken()).toBe(false);
  },
};

/** Escape on Account Blocked is its OK: closed, no session. */
export const BlockedDialogEscapeCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await blockedDialog(canvasElement);
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(sessionStore.hasAccessToken()).toBe(false);
  },
};

/** The server refused the captcha: the generic dialog. */
export const CaptchaError: Story = {
  parameters: {
    spec: ['auth.login.captcha-error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, TRIGGERS.captchaEmail, DEMO_PASSWORD);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: tr('Something went wrong'),
    });
    await expect(dialog).toHaveTextContent(genericErrorMessage());
  },
};

/** A login the server fails on (a 500): the generic dialog, its OK focused. */
async function genericError(canvasElement: HTMLElement) {
  const f = await logIn(canvasElement, TRIGGERS.serverErrorEmail, DEMO_PASSWORD);
  const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
    name: tr('Something went wrong'),
  });
  const ok = within(dialog).getByRole('button', { name: tr('OK') });
  await waitFor(() => expect(ok).toHaveFocus());
  return { ...f, dialog };
}

/** A 500: the generic dialog. */
export const GenericError: Story = {
  parameters: {
    spec: ['auth.login.generic-error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { role: 'button', name: 'OK' },
    ],
  },
  play: async ({ canvasElement }) => {
    await genericError(canvasElement);
  },
};

/** Closing the generic dialog (Enter on OK) leaves the form as it was, ready to try again. */
export const GenericErrorOkKeepsForm: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { dialog, email, submit } = await genericError(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(email).toHaveValue(TRIGGERS.serverErrorEmail);
    await expect(submit).toBeEnabled();
  },
};
