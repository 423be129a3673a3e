import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgotPassword } from '@wallet/api';
import { DEMO_PASSWORD, PERSONAS, TRIGGERS } from '@wallet/mocks';
import { flowStory, type FlowStep } from '../../testing/flowStory';
import { demoInbox, failing, pending, screenOf, tr } from '../../testing/storyKit';
import { genericErrorMessage } from '../../common/GenericErrorDialog';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { AUTH_MESSAGES as M } from '../messages';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { ForgotPasswordSentScreen } from './ForgotPasswordSentScreen';
import { NewPasswordScreen } from './NewPasswordScreen';
import { PasswordResetDoneScreen } from './PasswordResetDoneScreen';
import { ResetLinkFailedScreen } from './ResetLinkFailedScreen';
import { ResetLinkScreen } from './ResetLinkScreen';

/** The password-reset pages as the app routes them. */
function PasswordResetStory() {
  return (
    <AuthLayout>
      <Routes>
        <Route path="/reset-password" element={<ForgotPasswordScreen />} />
        <Route path="/reset-password/confirmation" element={<ForgotPasswordSentScreen />} />
        <Route path="/verify/set-new-password" element={<ResetLinkScreen />} />
        <Route path="/password-reset-form" element={<NewPasswordScreen />} />
        <Route path="/password-reset-form/confirmation" element={<PasswordResetDoneScreen />} />
        <Route path="/password-reset-fail" element={<ResetLinkFailedScreen />} />
        <Route path="*" element={<p data-testid="navigated">left the reset pages</p>} />
      </Routes>
    </AuthLayout>
  );
}

const meta = {
  title: 'Screens/Auth/Password Reset',
  component: PasswordResetStory,
  parameters: { layout: 'fullscreen', route: { path: '/reset-password', pattern: '*' } },
} satisfies Meta<typeof PasswordResetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link the demo backend e-mails for `email` (the inbox's button), read before rendering. */
let resetLink = '';
const requestResetLink = (email: string) => async () => {
  await forgotPassword(email);
  resetLink = (await demoInbox()).find((m) => m.to === email && m.link)?.link ?? '';
};
const linkRoute = () => ({ path: resetLink, pattern: '*' });
/** The new-password form as the link check opens it: the token as navigation state. */
const formRoute = () => ({
  path: '/password-reset-form',
  pattern: '*',
  state: { token: new URL(resetLink, 'http://x').searchParams.get('token') },
});

/** A page's heading, by its English message, in the active language. */
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { name: tr(name) });

/** The confirmation's note (a catalog message, read with `tr`). */
const SPAM_NOTE = 'Cannot find the email? Check your spam or junk folder, or ask for a new link.';
/** What the expired-link page says happened (a catalog message, read with `tr`). */
const LINK_FAILED =
  'This password reset link has expired or is invalid. Ask for a new one from the login page.';

/** A page of the reset flow by its heading, as a story's final screen shows it. */
const page = (name: string) => ({ role: 'heading', name, level: 1 }) as const;

async function requestLink(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('textbox', { name: tr('Email Address') });
  await userEvent.type(field, email);
  const send = canvas.getByRole('button', { name: tr('Send Reset Link') });
  await waitFor(() => expect(send).toBeEnabled());
  await userEvent.click(send);
  return field;
}

async function typeNewPassword(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(tr('New Password'), { selector: 'input' }),
    password,
  );
  if (confirm)
    await userEvent.type(
      canvas.getByLabelText(tr('Confirm New Password'), { selector: 'input' }),
      confirm,
    );
}

export const ForgotForm: Story = {
  parameters: {
    spec: ['auth.forgot.form'],
    specExpect: [
      page('Reset Password'),
      { role: 'textbox', name: 'Email Address' },
      { role: 'button', name: 'Send Reset Link' },
      { role: 'link', name: 'Back To Log In' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: tr('Send Reset Link') });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: tr('Email Address') }), 'ana@');
    await userEvent.tab();
    await expect(send).toBeDisabled();
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: tr('Email Address') }),
      ).toHaveAccessibleDescription(M.invalidEmail),
    );
    await expect(canvas.getByRole('link', { name: tr('Back To Log In') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ForgotEmailNotFound: Story = {
  parameters: {
    spec: ['auth.forgot.email-not-found'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the field's description (aria-describedby).
    specExpect: [page('Reset Password'), { role: 'textbox', name: 'Email Address' }],
  },
  play: async ({ canvasElement }) => {
    const email = await requestLink(canvasElement, 'nobody@demo.test');
    await waitFor(() => expect(email).toHaveAccessibleDescription(M.emailNotFound));
  },
};

export const ForgotUserDeleted: Story = {
  parameters: {
    spec: ['auth.forgot.user-deleted'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the field's description (aria-describedby).
    specExpect: [page('Reset Password'), { role: 'textbox', name: 'Email Address' }],
  },
  play: async ({ canvasElement }) => {
    const email = await requestLink(canvasElement, PERSONAS.deleted);
    await waitFor(() => expect(email).toHaveAccessibleDescription(M.userDeleted));
  },
};

export const ForgotGenericError: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement, TRIGGERS.serverErrorEmail);
    await screenOf(canvasElement).findByRole('alertdialog', { name: tr('Something went wrong') });
  },
};

/** The link is sent: the page names the address and points at the spam folder. */
export const ForgotConfirmation: Story = {
  parameters: {
    spec: ['auth.forgot.confirmation'],
    specExpect: [page('Check Your Email'), { text: SPAM_NOTE }],
  },
  play: flowStory([
    {
      name: 'ask for a link',
      run: ({ canvasElement }) => requestLink(canvasElement, PERSONAS.verified),
    },
    {
      name: 'the confirmation names the address; the link is in the inbox',
      run: async ({ canvas, canvasElement }) => {
        await heading(canvasElement, 'Check Your Email');
        await expect(canvas.getByText(PERSONAS.verified)).toBeVisible();
        await expect(canvas.getByText(tr(SPAM_NOTE))).toBeVisible();
        await expect((await demoInbox()).some((m) => m.to === PERSONAS.verified && m.link)).toBe(
          true,
        );
      },
    },
  ]),
};

/** While the link is checked. */
export const LinkChecking: Story = {
  parameters: {
    spec: ['auth.reset-link.checking'],
    specExpect: [
      page('Checking Your Link'),
      { role: 'progressbar', name: 'Checking your reset link' },
    ],
    route: { path: '/verify/set-new-password?token=abc' },
  },
  beforeEach: ({ msw }) => msw.use(pending('get', 'auth/password/reset')),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Checking Your Link');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: tr('Checking your reset link') }),
    ).toBeInTheDocument();
  },
};

/** A good link opens the form; the token travels as navigation state, not in the URL. */
export const LinkValid: Story = {
  parameters: {
    spec: ['auth.reset-link.valid'],
    specExpect: [page('Set New Password'), { role: 'button', name: 'Reset Password' }],
    route: linkRoute,
  },
  beforeEach: requestResetLink(PERSONAS.verified),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Set New Password');
  },
};

export const LinkExpired: Story = {
  parameters: {
    spec: ['auth.reset-link.expired'],
    specExpect: [page('Link Expired'), { role: 'button', name: 'Back To Home' }],
    route: { path: `/verify/set-new-password?token=${TRIGGERS.expiredResetToken}-123` },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Link Expired');
  },
};

/** The check fails (a 500): the generic dialog, not Link Expired; Try again opens the form. */
export const LinkCheckFailed: Story = {
  parameters: { route: linkRoute },
  beforeEach: async ({ msw }) => {
    await requestResetLink(PERSONAS.verified)();
    msw.use(failing('get', 'auth/password/reset', { once: true }));
  },
  play: flowStory([
    {
      name: 'the generic dialog; OK leaves the page on its link',
      run: async ({ canvasElement }) => {
        const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
          name: tr('Something went wrong'),
        });
        await expect(dialog).toHaveTextContent(genericErrorMessage());
        await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
        await heading(canvasElement, 'Checking Your Link');
      },
    },
    {
      name: 'Try again checks the link again: the form',
      run: async ({ canvas, canvasElement }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Try again') }));
        await heading(canvasElement, 'Set New Password');
      },
    },
  ]),
};

/** The checklist follows the new password; the button waits for all rules and a match. */
export const FormRules: Story = {
  parameters: {
    spec: ['auth.reset-form.rules'],
    specExpect: [
      page('Set New Password'),
      { role: 'list', name: 'Password requirements' },
      { role: 'button', name: 'Reset Password' },
    ],
    route: formRoute,
  },
  beforeEach: requestResetLink(PERSONAS.verified),
  play: flowStory([
    {
      name: 'a weak password: four rules unmet, Reset Password disabled',
      run: async ({ canvas, canvasElement }) => {
        const submit = await canvas.findByRole('button', { name: tr('Reset Password') });
        await typeNewPassword(canvasElement, 'newpass', '');
        await expect(
          within(canvas.getByRole('list', { name: tr('Password requirements') })).getAllByText(
            tr(', not met'),
          ),
        ).toHaveLength(4);
        await expect(submit).toBeDisabled();
      },
    },
    {
      name: 'every rule met and confirmed: Reset Password enabled',
      run: async ({ canvas }) => {
        await userEvent.type(
          canvas.getByLabelText(tr('New Password'), { selector: 'input' }),
          'A1!',
        );
        await userEvent.type(
          canvas.getByLabelText(tr('Confirm New Password'), { selector: 'input' }),
          'newpassA1!',
        );
        const submit = canvas.getByRole('button', { name: tr('Reset Password') });
        await waitFor(() => expect(submit).toBeEnabled());
      },
    },
  ]),
};

export const FormMismatch: Story = {
  parameters: {
    spec: ['auth.reset-form.mismatch'],
    specExpect: [page('Set New Password'), { text: M.confirmNewMismatch }],
    route: formRoute,
  },
  beforeEach: requestResetLink(PERSONAS.verified),
  play: async ({ canvasElement }) => {
    await typeNewPassword(canvasElement, 'NewPass1!', 'NewPass1?');
    await userEvent.tab();
    const confirm = within(canvasElement).getByLabelText(tr('Confirm New Password'), {
      selector: 'input',
    });
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(M.confirmNewMismatch));
    await expect(
      within(canvasElement).getByRole('button', { name: tr('Reset Password') }),
    ).toBeDisabled();
  },
};

/** The server refuses the reset (here, a token it no longer knows). */
export const FormFailure: Story = {
  parameters: {
    spec: ['auth.reset-form.failure'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the field's description (aria-describedby).
    specExpect: [page('Set New Password'), { role: 'button', name: 'Reset Password' }],
    route: { path: '/password-reset-form', state: { token: 'no-longer-valid' } },
  },
  play: flowStory([
    {
      name: 'type a good new password',
      run: ({ canvasElement }) => typeNewPassword(canvasElement, 'NewPass1!', 'NewPass1!'),
    },
    {
      name: 'send: the server refuses it',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Reset Password') }));
        const password = canvas.getByLabelText(tr('New Password'), { selector: 'input' });
        await waitFor(() => expect(password).toHaveAccessibleDescription(M.invalidNewPassword));
      },
    },
  ]),
};

/** Opened without a token (typed in, or reloaded): the expired-link page. */
export const FormWithoutToken: Story = {
  parameters: { route: { path: '/password-reset-form' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Link Expired');
  },
};

/** A new password sent: Password Reset Successful. */
const resetSteps: FlowStep[] = [
  {
    name: 'type a new password',
    run: ({ canvasElement }) =>
      typeNewPassword(canvasElement, `${DEMO_PASSWORD}x`, `${DEMO_PASSWORD}x`),
  },
  {
    name: 'send: the success page',
    run: async ({ canvas, canvasElement }) => {
      await userEvent.click(canvas.getByRole('button', { name: tr('Reset Password') }));
      await heading(canvasElement, 'Password Reset Successful');
    },
  },
];

export const FormSuccess: Story = {
  parameters: {
    spec: ['auth.reset-form.success'],
    specExpect: [
      page('Password Reset Successful'),
      { role: 'button', name: 'Log In With New Password' },
    ],
    route: formRoute,
  },
  beforeEach: requestResetLink(PERSONAS.verified),
  play: flowStory(resetSteps),
};

/** Log In With New Password leaves the reset pages. */
export const LogInWithNewPasswordLeaves: Story = {
  tags: ['test-only'],
  parameters: { route: formRoute },
  beforeEach: requestResetLink(PERSONAS.verified),
  play: flowStory([
    ...resetSteps,
    {
      name: 'Log In With New Password leaves the reset pages',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Log In With New Password') }));
        await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
      },
    },
  ]),
};

/** Opened directly, with no reset behind it: the login, not a claim of success. */
export const DoneWithoutReset: Story = {
  tags: ['test-only'],
  parameters: { route: { path: '/password-reset-form/confirmation' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument();
    await expect(
      within(canvasElement).queryByRole('heading', { name: tr('Password Reset Successful') }),
    ).toBeNull();
  },
};

/** The expired-link page: what happened, the support mailbox, Back To Home. */
const resetFail = {
  parameters: { route: { path: '/password-reset-fail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tr(LINK_FAILED))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  },
} satisfies Story;

export const ResetFail: Story = {
  ...resetFail,
  parameters: {
    ...resetFail.parameters,
    spec: ['auth.reset-fail'],
    specExpect: [
      page('Link Expired'),
      { role: 'link', name: 'support@example.com' },
      { role: 'button', name: 'Back To Home' },
    ],
  },
};

/** Back To Home leaves the reset pages. */
export const ResetFailBackToHome: Story = {
  ...resetFail,
  tags: ['test-only'],
  play: async (context) => {
    await resetFail.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tr('Back To Home') }));
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};
