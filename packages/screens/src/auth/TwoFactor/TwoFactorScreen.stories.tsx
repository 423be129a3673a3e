import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { PERSONAS, TRIGGERS } from '@wallet/mocks';
import { demoInbox, latestCode, screenOf, sendCodeToSignedInUser } from '../../testing/storyKit';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { AUTH_MESSAGES as M } from '../messages';
import { TwoFactorScreen } from './TwoFactorScreen';

const meta = {
  title: 'Screens/Auth/Two-Factor',
  component: TwoFactorScreen,
  args: { flow: 'login' },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/login/two-fa' },
    signedInAs: PERSONAS.verified,
  },
  // Login e-mails a code; here the session is opened directly, so ask for one.
  beforeEach: () => sendCodeToSignedInUser(),
  render: (args) => (
    <AuthLayout>
      <TwoFactorScreen {...args} />
    </AuthLayout>
  ),
} satisfies Meta<typeof TwoFactorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    boxes: canvas.getAllByRole('textbox', { name: /^Digit/ }),
    submit: canvas.getByRole('button', { name: /^(Verify|Sign Up)$/ }),
  };
};

/** Six empty boxes, the first focused; the button waits for all six digits. */
export const Empty: Story = {
  parameters: { spec: ['auth.twofa.empty'] },
  play: async ({ canvasElement }) => {
    const { canvas, boxes, submit } = parts(canvasElement);
    await expect(boxes).toHaveLength(6);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText(PERSONAS.verified)).toBeVisible();
  },
};

/** Typing moves box to box; letters are ignored; Backspace on an empty box moves back. */
export const Filled: Story = {
  parameters: { spec: ['auth.twofa.filled'] },
  play: async ({ canvasElement }) => {
    const { boxes, submit } = parts(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12a345');
    await expect(boxes[5]).toHaveFocus();
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[4]).toHaveFocus();
    await expect(boxes[4]).toHaveValue('');
    await userEvent.keyboard('56');
    await expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('123456');
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** A pasted code with spaces or dashes fills all six boxes. */
export const Pasted: Story = {
  parameters: { spec: ['auth.twofa.pasted'] },
  play: async ({ canvasElement }) => {
    const { boxes, submit } = parts(canvasElement);
    await userEvent.click(boxes[2]!);
    await userEvent.paste('12 34-56');
    await expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('123456');
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** The right code passes two-factor and opens the page asked for before login. */
export const Verified: Story = {
  beforeEach: () => sessionStore.set('lastLocation', '/referral'),
  play: async ({ canvasElement }) => {
    const { boxes, submit } = parts(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.paste(await latestCode(PERSONAS.verified));
    await userEvent.click(submit);
    await expect(await screenOf(canvasElement).findByTestId('navigated')).toHaveTextContent(
      '/referral',
    );
  },
};

export const InvalidCode: Story = {
  parameters: { spec: ['auth.twofa.invalid-code'] },
  play: async ({ canvasElement }) => {
    const { canvas, boxes, submit } = parts(canvasElement);
    const code = await latestCode(PERSONAS.verified);
    const wrong = code === '111111' ? '222222' : '111111';
    await userEvent.click(boxes[0]!);
    await userEvent.paste(wrong);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(M.invalidCode, { selector: '[id$="-error"]' }),
    ).toBeVisible();
    for (const box of boxes) await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeEnabled(); // the code is kept for correcting
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(boxes[0]).not.toHaveAttribute('aria-invalid'));
  },
};

/** Any other failure: the generic dialog, and the boxes flagged. */
export const GenericError: Story = {
  parameters: { spec: ['auth.twofa.generic-error'] },
  play: async ({ canvasElement }) => {
    const { boxes } = parts(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.paste(TRIGGERS.serverErrorCode);
    await userEvent.keyboard('{Enter}');
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Right after the code is sent, a new one can be asked for in 59 seconds. */
export const ResendCountdown: Story = {
  parameters: { spec: ['auth.twofa.resend-countdown'] },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expect(canvas.getByText('You can resend the code in 59 s.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await expect(
      await canvas.findByText('You can resend the code in 58 s.', {}, { timeout: 2000 }),
    ).toBeVisible();
  },
};

/** At zero the link appears; a resend e-mails a new code and starts the countdown again. */
export const ResendReady: Story = {
  args: { resendSeconds: 2 },
  parameters: { spec: ['auth.twofa.resend-ready'] },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    const before = (await demoInbox()).length;
    const resend = await canvas.findByRole('button', { name: 'Resend Code' }, { timeout: 3500 });
    await userEvent.click(resend);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('A new code has been sent'));
    await expect(canvas.getByText(/You can resend the code in [12] s\./)).toBeVisible();
    await expect((await demoInbox()).length).toBe(before + 1);
  },
};

/** Step 3 of sign-up: progress 75 and a Sign Up button that leads to the confirmation. */
export const SignupStep: Story = {
  args: { flow: 'signup' },
  parameters: { spec: ['auth.signup.step3'], route: { path: '/signup/two-fa' } },
  play: async ({ canvasElement }) => {
    const { canvas, boxes, submit } = parts(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 3' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(submit).toHaveAccessibleName('Sign Up');
    await userEvent.click(boxes[0]!);
    await userEvent.paste(await latestCode(PERSONAS.verified));
    await userEvent.click(submit);
    await expect(await screenOf(canvasElement).findByTestId('navigated')).toHaveTextContent(
      '/signup/confirmation',
    );
  },
};
