import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { login, sessionStore } from '@wallet/api';
import { DEMO_PASSWORD, PERSONAS, TRIGGERS } from '@wallet/mocks';
import { flowStory, type FlowStep } from '../../testing/flowStory';
import {
  demoInbox,
  escapeRegExp,
  latestCode,
  messagePattern,
  navigatedTo,
  tr,
} from '../../testing/storyKit';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { AUTH_MESSAGES as M } from '../messages';
import { startSession } from '../startSession';
import { TwoFactorScreen } from './TwoFactorScreen';

const meta = {
  title: 'Screens/Auth/Two-Factor',
  component: TwoFactorScreen,
  args: { flow: 'login' },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/login/two-fa' },
  },
  // As the app arrives here: the password step's tokens, its code e-mailed and still pending
  // (the backend refuses the tokens everywhere but two-factor until then).
  beforeEach: async ({ args }) =>
    startSession(await login(PERSONAS.verified, DEMO_PASSWORD, 'story'), args.flow),
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
    boxes: canvas.getAllByRole('textbox', {
      name: messagePattern('Digit {position} of {length}', { position: '\\d+', length: '\\d+' }),
    }),
    submit: canvas.getByRole('button', {
      name: new RegExp(`^(${escapeRegExp(tr('Verify'))}|${escapeRegExp(tr('Sign Up'))})$`),
    }),
  };
};

/** The code intro, a catalog message with the address as its element `<1/>`. */
const INTRO = 'Enter the 6-digit code we sent to <0><1/></0>.';
/** The countdown to Resend Code (a catalog message with the seconds left). */
const COUNTDOWN = 'You can resend the code in {secondsLeft} s.';

/** The code page's heading and its first box: on screen at the end of every code state. */
const page = [
  { role: 'heading', name: 'Verify Your Email', level: 1 },
  {
    role: 'textbox',
    name: () => tr('Digit {position} of {length}', { position: 1, length: 6 }),
  },
] as const;

/** Six empty boxes, the first focused; the button waits for all six digits. */
export const Empty: Story = {
  parameters: {
    spec: ['auth.twofa.empty'],
    specExpect: [...page, { role: 'button', name: 'Verify' }],
  },
  play: async ({ canvasElement }) => {
    const { canvas, boxes, submit } = parts(canvasElement);
    await expect(boxes).toHaveLength(6);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await expect(submit).toBeDisabled();
    // The address may be split into parts where it may wrap: read the sentence whole.
    const before = tr(INTRO, { 1: '\uE000' }).split('\uE000')[0]!.trimEnd();
    await expect(canvas.getByText(new RegExp(`^${escapeRegExp(before)}`))).toHaveTextContent(
      tr(INTRO, { 1: PERSONAS.verified }),
    );
  },
};

/** Typing moves box to box; letters are ignored; Backspace on an empty box moves back. */
export const Filled: Story = {
  parameters: {
    spec: ['auth.twofa.filled'],
    specExpect: [...page, { role: 'button', name: 'Verify' }],
  },
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
  parameters: {
    spec: ['auth.twofa.pasted'],
    specExpect: [...page, { role: 'button', name: 'Verify' }],
  },
  play: async ({ canvasElement }) => {
    const { boxes, submit } = parts(canvasElement);
    await userEvent.click(boxes[2]!);
    await userEvent.paste('12 34-56');
    await expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('123456');
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** The profile as the session's tokens may read it: 401 while the code is pending. */
const profileStatus = () =>
  fetch('/api/v1/profile', {
    headers: { authorization: `Bearer ${sessionStore.get('accessToken')}` },
  });

/** The right code passes two-factor, makes the tokens a session, and opens the page asked for. */
export const VerifiedOpensAskedForPage: Story = {
  tags: ['test-only'],
  beforeEach: () => sessionStore.set('lastLocation', '/referral'),
  play: flowStory([
    {
      name: 'before the code, the tokens open nothing',
      run: async () => {
        await expect(sessionStore.get('codePending')).toBe('login');
        await expect((await profileStatus()).status).toBe(401);
      },
    },
    {
      name: 'paste the e-mailed code and verify',
      run: async ({ canvasElement }) => {
        const { boxes, submit } = parts(canvasElement);
        await userEvent.click(boxes[0]!);
        await userEvent.paste(await latestCode(PERSONAS.verified));
        await userEvent.click(submit);
      },
    },
    {
      name: 'the page asked for opens, the tokens are a session',
      run: async ({ canvasElement }) => {
        await navigatedTo(canvasElement, '/referral');
        await expect(sessionStore.get('codePending')).toBeNull();
        await expect((await profileStatus()).status).toBe(200);
      },
    },
  ]),
};

/** A wrong code sent: the message, every box flagged, the code kept for correcting. */
const invalidCodeSteps: FlowStep[] = [
  {
    name: 'send a wrong code with Enter',
    run: async ({ canvasElement }) => {
      const { boxes } = parts(canvasElement);
      const code = await latestCode(PERSONAS.verified);
      await userEvent.click(boxes[0]!);
      await userEvent.paste(code === '111111' ? '222222' : '111111');
      await userEvent.keyboard('{Enter}');
    },
  },
  {
    name: 'the message, every box flagged, the code kept for correcting',
    run: async ({ canvasElement }) => {
      const { canvas, boxes, submit } = parts(canvasElement);
      await expect(
        await canvas.findByText(M.invalidCode, { selector: '[id$="-error"]' }),
      ).toBeVisible();
      for (const box of boxes) await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(submit).toBeEnabled();
    },
  },
];

export const InvalidCode: Story = {
  parameters: {
    spec: ['auth.twofa.invalid-code'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the code field's error.
    specExpect: [...page, { role: 'group', name: 'Verification code' }],
  },
  play: flowStory(invalidCodeSteps),
};

/** Changing a flagged code clears the flag. */
export const EditingCodeClearsInvalid: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...invalidCodeSteps,
    {
      name: 'changing the code clears the flag',
      run: async ({ canvasElement }) => {
        const { boxes } = parts(canvasElement);
        await userEvent.click(boxes[5]!);
        await userEvent.keyboard('{Backspace}');
        await waitFor(() => expect(boxes[0]).not.toHaveAttribute('aria-invalid'));
      },
    },
  ]),
};

/** A code the server fails on: the generic dialog, the boxes flagged. */
const genericErrorSteps: FlowStep[] = [
  {
    name: 'send a code the server fails on',
    run: async ({ canvasElement }) => {
      const { boxes } = parts(canvasElement);
      await userEvent.click(boxes[0]!);
      await userEvent.paste(TRIGGERS.serverErrorCode);
      await userEvent.keyboard('{Enter}');
    },
  },
  {
    name: 'the generic dialog, the boxes flagged',
    run: async ({ canvasElement, screen }) => {
      const { boxes } = parts(canvasElement);
      await screen.findByRole('alertdialog', { name: tr('Something went wrong') });
      await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    },
  },
];

/** Any other failure: the generic dialog, and the boxes flagged. */
export const GenericError: Story = {
  parameters: {
    spec: ['auth.twofa.generic-error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { role: 'button', name: 'OK' },
    ],
  },
  play: flowStory(genericErrorSteps),
};

/** OK closes the generic dialog. */
export const GenericErrorOkCloses: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...genericErrorSteps,
    {
      name: 'OK closes it',
      run: async ({ screen }) => {
        const dialog = screen.getByRole('alertdialog', { name: tr('Something went wrong') });
        await userEvent.click(within(dialog).getByRole('button', { name: tr('OK') }));
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
      },
    },
  ]),
};

/** Right after the code is sent, a new one can be asked for in 59 seconds. */
export const ResendCountdown: Story = {
  parameters: {
    spec: ['auth.twofa.resend-countdown'],
    specExpect: [...page, { text: () => messagePattern(COUNTDOWN, { secondsLeft: '\\d+' }) }],
  },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expect(canvas.getByText(tr(COUNTDOWN, { secondsLeft: 59 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: tr('Resend Code') })).not.toBeInTheDocument();
    await expect(
      await canvas.findByText(tr(COUNTDOWN, { secondsLeft: 58 }), {}, { timeout: 2000 }),
    ).toBeVisible();
  },
};

/** At zero the link appears; a resend e-mails a new code and starts the countdown again. */
export const ResendReady: Story = {
  args: { resendSeconds: 2 },
  parameters: {
    spec: ['auth.twofa.resend-ready'],
    specExpect: [...page, { role: 'button', name: 'Resend Code' }],
  },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    const before = (await demoInbox()).length;
    const resend = await canvas.findByRole(
      'button',
      { name: tr('Resend Code') },
      { timeout: 3500 },
    );
    await userEvent.click(resend);
    const status = canvas.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(tr('A new code has been sent to your email.')),
    );
    await expect(
      canvas.getByText(messagePattern(COUNTDOWN, { secondsLeft: '[12]' })),
    ).toBeVisible();
    await expect((await demoInbox()).length).toBe(before + 1);
    // Ready again once the new countdown ends: the story ends in one state, not in a second of it.
    await canvas.findByRole('button', { name: tr('Resend Code') }, { timeout: 3500 });
  },
};

/** Sign-up's step 3: progress 75 and a Sign Up button. */
const signupStep = {
  args: { flow: 'signup' },
  parameters: { route: { path: '/signup/two-fa' } },
} satisfies Story;
const signupStepShown: FlowStep = {
  name: 'progress 75 and a Sign Up button',
  run: async ({ canvasElement }) => {
    const { canvas, submit } = parts(canvasElement);
    await expect(
      canvas.getByRole('progressbar', {
        name: tr('Step {step} of {totalSteps}', { step: 3, totalSteps: 3 }),
      }),
    ).toHaveAttribute('aria-valuenow', '75');
    await expect(submit).toHaveAccessibleName(tr('Sign Up'));
  },
};

/** Step 3 of sign-up: progress 75 and a Sign Up button that leads to the confirmation. */
export const SignupStep: Story = {
  ...signupStep,
  parameters: {
    ...signupStep.parameters,
    spec: ['auth.signup.step3'],
    specExpect: [
      ...page,
      {
        role: 'progressbar',
        name: () => tr('Step {step} of {totalSteps}', { step: 3, totalSteps: 3 }),
      },
      { role: 'button', name: 'Sign Up' },
    ],
  },
  play: flowStory([signupStepShown]),
};

/** Sign Up with the e-mailed code ends the pending code and opens the confirmation. */
export const SignupCodeOpensConfirmation: Story = {
  ...signupStep,
  tags: ['test-only'],
  play: flowStory([
    signupStepShown,
    {
      name: 'the e-mailed code leads to the confirmation',
      run: async ({ canvasElement }) => {
        const { boxes, submit } = parts(canvasElement);
        await userEvent.click(boxes[0]!);
        await userEvent.paste(await latestCode(PERSONAS.verified));
        await userEvent.click(submit);
        await navigatedTo(canvasElement, '/signup/confirmation');
        await expect(sessionStore.get('codePending')).toBeNull();
      },
    },
  ]),
};
