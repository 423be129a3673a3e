import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { DEMO_PASSWORD, PERSONAS, referralCodeFor, TRIGGERS } from '@wallet/mocks';
import { writeDraft } from '../../forms/useFlowDraft';
import { flowStory, type FlowStep } from '../../testing/flowStory';
import { pressEscapeIn, screenOf, tr } from '../../testing/storyKit';
import { countryNamer } from '../../common/countryNames';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { AUTH_MESSAGES as M } from '../messages';
import { SignupConfirmationScreen } from './SignupConfirmationScreen';
import { SignupCredentialsScreen } from './SignupCredentialsScreen';
import { SignupDetailsScreen } from './SignupDetailsScreen';
import {
  EMPTY_DETAILS,
  PASSWORD_LOST_MESSAGE,
  SIGNUP_DRAFT,
  SignupFlowProvider,
  type SignupDraft,
} from './SignupFlow';

/** The sign-up steps as the app mounts them, in one flow, starting from `initial`. */
function SignupFlowStory({ initial }: { initial?: Partial<SignupDraft> }) {
  return (
    <AuthLayout>
      <SignupFlowProvider initial={initial}>
        <Routes>
          <Route index element={<SignupCredentialsScreen />} />
          <Route path="next" element={<SignupDetailsScreen />} />
          <Route path="confirmation" element={<SignupConfirmationScreen />} />
          {/* The stand-in below, saying which page it stands for. */}
          <Route
            path="two-fa"
            element={
              <p data-testid="navigated" data-path="/signup/two-fa">
                left sign-up
              </p>
            }
          />
          <Route path="*" element={<p data-testid="navigated">left sign-up</p>} />
        </Routes>
      </SignupFlowProvider>
    </AuthLayout>
  );
}

const meta = {
  title: 'Screens/Auth/Sign Up',
  component: SignupFlowStory,
  parameters: { layout: 'fullscreen', route: { path: '/signup', pattern: '/signup/*' } },
} satisfies Meta<typeof SignupFlowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_EMAIL = 'ana.new@demo.test';
const credentials = (email = NEW_EMAIL) => ({
  email,
  password: DEMO_PASSWORD,
  confirmPassword: DEMO_PASSWORD,
});
const atStep2 = (email?: string, details = EMPTY_DETAILS): Partial<SignupDraft> => ({
  credentials: credentials(email),
  details,
});
const step2 = { path: '/signup/next' };

async function fillStep1(canvasElement: HTMLElement, email: string, confirm = DEMO_PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: tr('Email Address') }), email);
  await userEvent.type(canvas.getByLabelText(tr('Password'), { selector: 'input' }), DEMO_PASSWORD);
  await userEvent.type(
    canvas.getByLabelText(tr('Confirm Password'), { selector: 'input' }),
    confirm,
  );
}

/** A step's progress bar, named in the active language ("Step 1 of 3"). */
const stepOf = (step: number) => tr('Step {step} of {totalSteps}', { step, totalSteps: 3 });

/**
 * A country as the picker names it in the active language (the platform's name in Spanish, the
 * server's in English).
 */
const country = (code: string, english: string) => countryNamer(i18n.locale)(code, english);

/**
 * The country picker is a chunk of its own with every flag's address: its first load on a cold,
 * loaded dev server can take longer than the 10 s a query waits by default.
 */
const PICKER_LOAD = { timeout: 30_000 };

/** Step 2 as a capture shows it: with its country picker, which loads after the step paints. */
const pickerIn = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('combobox', { name: tr('Country of Residence') }, PICKER_LOAD);

/**
 * Pick a country by typing the start of its name and choosing from the list (flags fall back to
 * codes offline).
 */
async function pickCountry(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const input = await pickerIn(canvas);
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.type(input, name.slice(0, 5));
  await userEvent.click(
    await screenOf(canvasElement).findByRole('option', { name: new RegExp(name) }),
  );
}

async function fillStep2(canvasElement: HTMLElement, referral = '') {
  const canvas = within(canvasElement);
  await pickCountry(canvasElement, country('MY', 'Malaysia'));
  await userEvent.type(canvas.getByRole('textbox', { name: tr('Full Name') }), 'Ana New');
  if (referral)
    await userEvent.type(
      canvas.getByRole('textbox', { name: tr('Referral Code (optional)') }),
      referral,
    );
  await userEvent.click(canvas.getByText(tr('I have read and accept the Terms and Conditions')));
  const next = canvas.getByRole('button', { name: tr('Next') });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
}

/** Step 2's note after a reload (a catalog message, read with `tr`). */
const PASSWORD_NOT_KEPT =
  'For your security, your password was not kept when the page reloaded: you will enter it again before your account is created.';

/** Every value in session storage: the password must never be among them. */
const stored = () =>
  Array.from({ length: sessionStorage.length }, (_, i) =>
    sessionStorage.getItem(sessionStorage.key(i)!),
  ).join('\n');

/** A dialog by its English title, in the active language. */
const dialogNamed = (canvasElement: HTMLElement, name: string) =>
  screenOf(canvasElement).findByRole('alertdialog', { name: tr(name) });

/** Steps 1 and 2 as a story's final screen shows them: the heading and the step's progress. */
const step1Page = [
  { role: 'heading', name: 'Create Your Account', level: 1 },
  { role: 'progressbar', name: () => stepOf(1) },
] as const;
const step2Page = [
  { role: 'heading', name: 'Personal Details', level: 1 },
  { role: 'progressbar', name: () => stepOf(2) },
  { role: 'combobox', name: 'Country of Residence' },
] as const;

/** Step 1 filled as a visitor fills it: the checklist ticking each rule, then Next enabled. */
const step1Steps: FlowStep[] = [
  {
    name: 'progress 25; the checklist ticks each rule as the password is typed',
    run: async ({ canvas }) => {
      await expect(canvas.getByRole('progressbar', { name: stepOf(1) })).toHaveAttribute(
        'aria-valuenow',
        '25',
      );
      const rules = canvas.getByRole('list', { name: tr('Password requirements') });
      await expect(within(rules).getAllByText(tr(', not met'))).toHaveLength(5);
      await userEvent.type(canvas.getByLabelText(tr('Password'), { selector: 'input' }), 'abc');
      await expect(within(rules).getAllByText(tr(', not met'))).toHaveLength(4);
      await userEvent.type(canvas.getByLabelText(tr('Password'), { selector: 'input' }), 'DEF1!xy');
      await expect(within(rules).queryAllByText(tr(', not met'))).toHaveLength(0);
    },
  },
  {
    name: 'Next waits for the e-mail and the confirmation',
    run: async ({ canvas }) => {
      const next = canvas.getByRole('button', { name: tr('Next') });
      await expect(next).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: tr('Email Address') }), NEW_EMAIL);
      await userEvent.type(
        canvas.getByLabelText(tr('Confirm Password'), { selector: 'input' }),
        'abcDEF1!xy',
      );
      await waitFor(() => expect(next).toBeEnabled());
    },
  },
];

/** Step 1: progress 25; the checklist ticks each rule as the password is typed. */
export const Step1: Story = {
  parameters: {
    spec: ['auth.signup.step1'],
    specExpect: [
      ...step1Page,
      { role: 'list', name: 'Password requirements' },
      { role: 'button', name: 'Next' },
    ],
  },
  play: flowStory(step1Steps),
};

/** Next on a filled step 1 opens step 2. */
export const Step1NextOpensStep2: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...step1Steps,
    {
      name: 'Next opens step 2',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
        await expect(
          await canvas.findByRole('heading', { name: tr('Personal Details') }),
        ).toBeVisible();
        await pickerIn(canvas);
      },
    },
  ]),
};

export const Step1InvalidEmail: Story = {
  parameters: {
    spec: ['auth.signup.step1.invalid-email'],
    specExpect: [...step1Page, { text: M.invalidEmail }],
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: tr('Email Address') });
    await userEvent.type(email, 'ana@@example.com');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(M.invalidEmail));
  },
};

export const Step1PasswordMismatch: Story = {
  parameters: {
    spec: ['auth.signup.step1.password-mismatch'],
    specExpect: [...step1Page, { text: M.confirmMismatch }],
  },
  play: async ({ canvasElement }) => {
    await fillStep1(canvasElement, NEW_EMAIL, 'Demo1234?');
    await userEvent.tab();
    const confirm = within(canvasElement).getByLabelText(tr('Confirm Password'), {
      selector: 'input',
    });
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(M.confirmMismatch));
    await expect(within(canvasElement).getByRole('button', { name: tr('Next') })).toBeDisabled();
  },
};

/** Sign-up opened from an invitation link. */
const referralLink = {
  path: `/signup?referral=${referralCodeFor(PERSONAS.verified)}`,
  pattern: '/signup/*',
};
const referralAnnounced: FlowStep = {
  name: 'step 1 announces the code',
  run: async ({ canvas }) => {
    await expect(await canvas.findByText(referralCodeFor(PERSONAS.verified))).toBeVisible();
  },
};

/** An invitation link: the code is announced at step 1. */
export const Step1ReferralParam: Story = {
  parameters: {
    spec: ['auth.signup.step1.referral-param'],
    specExpect: [...step1Page, { text: referralCodeFor(PERSONAS.verified) }],
    route: referralLink,
  },
  play: flowStory([referralAnnounced]),
};

/** The invitation's code, announced at step 1, is locked at step 2. */
export const ReferralParamLockedAtStep2: Story = {
  tags: ['test-only'],
  parameters: { route: referralLink },
  play: flowStory([
    referralAnnounced,
    {
      name: 'fill step 1 and go on',
      run: async ({ canvas, canvasElement }) => {
        await fillStep1(canvasElement, NEW_EMAIL);
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
      },
    },
    {
      name: 'step 2 shows the code, read-only',
      run: async ({ canvas }) => {
        const referral = await canvas.findByRole('textbox', {
          name: tr('Referral Code (optional)'),
        });
        await expect(referral).toHaveValue(referralCodeFor(PERSONAS.verified));
        await expect(referral).toHaveAttribute('readonly');
      },
    },
  ]),
};

/** Step 2: progress 50, the country picker with flags (a code badge offline), name and terms. */
export const Step2: Story = {
  args: { initial: atStep2() },
  parameters: {
    spec: ['auth.signup.step2'],
    specExpect: [
      ...step2Page,
      { role: 'textbox', name: 'Full Name' },
      { role: 'button', name: 'Next' },
    ],
    route: { ...step2, pattern: '/signup/*' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: stepOf(2) })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const input = await pickerIn(canvas);
    await waitFor(() => expect(input).toBeEnabled());
    const singapore = country('SG', 'Singapore');
    await userEvent.type(input, singapore.slice(0, 4));
    const option = await screenOf(canvasElement).findByRole('option', {
      name: new RegExp(singapore),
    });
    await expect(option.querySelector('img, [aria-hidden="true"]')).not.toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue(singapore);
    const next = canvas.getByRole('button', { name: tr('Next') });
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: tr('Full Name') }), 'Ana New');
    await userEvent.click(canvas.getByText(tr('I have read and accept the Terms and Conditions')));
    await waitFor(() => expect(next).toBeEnabled());
  },
};

/** All three steps' data reach the server; the session opens and the code page follows. */
export const Step2CreatesAccount: Story = {
  tags: ['test-only'],
  args: { initial: atStep2() },
  parameters: { route: { ...step2, pattern: '/signup/*' } },
  play: async ({ canvasElement }) => {
    await fillStep2(canvasElement, referralCodeFor(PERSONAS.verified));
    await expect(await screenOf(canvasElement).findByTestId('navigated')).toBeInTheDocument();
    await expect(sessionStore.get('userEmail')).toBe(NEW_EMAIL);
    await expect(sessionStore.get('codePending')).toBe('signup');
  },
};

export const Step2ReferralLocked: Story = {
  args: {
    initial: {
      ...atStep2(),
      details: { ...EMPTY_DETAILS, referralCode: 'FRIEND26' },
      referralLocked: true,
    },
  },
  parameters: {
    spec: ['auth.signup.step2.referral-locked'],
    specExpect: [...step2Page, { text: 'Applied from your invitation link.' }],
    route: { ...step2, pattern: '/signup/*' },
  },
  play: async ({ canvasElement }) => {
    await pickerIn(within(canvasElement));
    const referral = await within(canvasElement).findByRole('textbox', {
      name: tr('Referral Code (optional)'),
    });
    await expect(referral).toHaveValue('FRIEND26');
    await expect(referral).toHaveAttribute('readonly');
    await expect(referral).toHaveAccessibleDescription(tr('Applied from your invitation link.'));
  },
};

export const Step2InvalidReferral: Story = {
  args: { initial: atStep2() },
  parameters: {
    spec: ['auth.signup.step2.invalid-referral'],
    // The server's message is also in the form's hidden live region, so a text expectation finds
    // it twice; the play function checks it is the field's description (aria-describedby).
    specExpect: [...step2Page, { role: 'textbox', name: 'Referral Code (optional)' }],
    route: { ...step2, pattern: '/signup/*' },
  },
  play: flowStory([
    {
      name: 'fill step 2 with a code the server refuses',
      run: ({ canvasElement }) => fillStep2(canvasElement, TRIGGERS.invalidReferralCode),
    },
    {
      name: 'the code is flagged, the rest kept',
      run: async ({ canvas }) => {
        const referral = canvas.getByRole('textbox', { name: tr('Referral Code (optional)') });
        await waitFor(() => expect(referral).toHaveAccessibleDescription(M.invalidReferral));
        await expect(canvas.getByRole('textbox', { name: tr('Full Name') })).toHaveValue('Ana New');
      },
    },
  ]),
};

/** Back from step 2 keeps both steps' data; the session keeps all but the password. */
export const Step2BackKeepsData: Story = {
  parameters: {
    spec: ['auth.signup.step2.back-keeps-data'],
    specExpect: [...step2Page, { role: 'textbox', name: 'Full Name' }],
  },
  play: flowStory([
    {
      name: 'fill step 1 and go on',
      run: async ({ canvas, canvasElement }) => {
        await fillStep1(canvasElement, NEW_EMAIL);
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
      },
    },
    {
      name: 'type a name: the session keeps it and the e-mail, not the password',
      run: async ({ canvas }) => {
        await userEvent.type(
          await canvas.findByRole('textbox', { name: tr('Full Name') }),
          'Ana New',
        );
        await expect(stored()).toContain('Ana New');
        await expect(stored()).toContain(NEW_EMAIL);
        await expect(stored()).not.toContain(DEMO_PASSWORD);
      },
    },
    {
      name: 'Back: step 1 as left, the password too',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Back to login details') }));
        await expect(await canvas.findByRole('textbox', { name: tr('Email Address') })).toHaveValue(
          NEW_EMAIL,
        );
        await expect(canvas.getByLabelText(tr('Password'), { selector: 'input' })).toHaveValue(
          DEMO_PASSWORD,
        );
      },
    },
    {
      name: 'Next again: step 2 as left',
      run: async ({ canvas }) => {
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
        await expect(await canvas.findByRole('textbox', { name: tr('Full Name') })).toHaveValue(
          'Ana New',
        );
        await pickerIn(canvas);
      },
    },
  ]),
};

/** Step 2 sent for an e-mail that has an account: Existing Account Found. */
const existingAccount = {
  args: { initial: atStep2(PERSONAS.verified) },
  parameters: { route: { ...step2, pattern: '/signup/*' } },
} satisfies Story;
const existingAccountSteps: FlowStep[] = [
  {
    name: 'fill step 2 for a taken e-mail',
    run: ({ canvasElement }) => fillStep2(canvasElement),
  },
  {
    name: 'the dialog offers Log In',
    run: async ({ canvasElement }) => {
      const dialog = await dialogNamed(canvasElement, 'Existing Account Found');
      await expect(within(dialog).getByRole('button', { name: tr('Log In') })).toBeVisible();
    },
  },
];

export const ExistingAccountDialog: Story = {
  ...existingAccount,
  parameters: {
    ...existingAccount.parameters,
    spec: ['auth.signup.existing-account-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Existing Account Found' },
      { role: 'button', name: 'Log In' },
    ],
  },
  play: flowStory(existingAccountSteps),
};

/** Log In on Existing Account Found opens /login. */
export const ExistingAccountLogInOpensLogin: Story = {
  ...existingAccount,
  tags: ['test-only'],
  play: flowStory([
    ...existingAccountSteps,
    {
      name: 'Log In opens /login',
      run: async ({ screen }) => {
        const dialog = screen.getByRole('alertdialog', { name: tr('Existing Account Found') });
        await userEvent.click(within(dialog).getByRole('button', { name: tr('Log In') }));
        await expect(await screen.findByTestId('navigated')).toHaveTextContent('/login');
      },
    },
  ]),
};

/** Step 2 sent for an e-mail whose account was deleted: Account Deleted. */
const accountDeleted = {
  args: { initial: atStep2(PERSONAS.deleted) },
  parameters: { route: { ...step2, pattern: '/signup/*' } },
  play: async ({ canvasElement }) => {
    await fillStep2(canvasElement);
    const dialog = await dialogNamed(canvasElement, 'Account Deleted');
    await expect(dialog).toHaveTextContent(M.userDeleted);
  },
} satisfies Story;

export const AccountDeletedDialog: Story = {
  ...accountDeleted,
  parameters: {
    ...accountDeleted.parameters,
    spec: ['auth.signup.account-deleted-dialog'],
    specExpect: [{ role: 'alertdialog', name: 'Account Deleted' }, { text: M.userDeleted }],
  },
};

/** Escape on Account Deleted is its OK: closed, step 2 as it was. */
export const AccountDeletedEscapeKeepsStep2: Story = {
  ...accountDeleted,
  tags: ['test-only'],
  play: async (context) => {
    await accountDeleted.play(context);
    const dialog = await dialogNamed(context.canvasElement, 'Account Deleted');
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      within(context.canvasElement).getByRole('textbox', { name: tr('Full Name') }),
    ).toHaveValue('Ana New');
  },
};

/** Escape on Existing Account Found is its Cancel: step 2 stays, nothing opens. */
export const ExistingAccountEscape: Story = {
  ...existingAccount,
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    await fillStep2(canvasElement);
    const dialog = await dialogNamed(canvasElement, 'Existing Account Found');
    await pressEscapeIn(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).queryByTestId('navigated')).not.toBeInTheDocument();
  },
};

export const GenericError: Story = {
  args: { initial: atStep2(TRIGGERS.serverErrorEmail) },
  parameters: {
    spec: ['auth.signup.generic-error'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { role: 'button', name: 'OK' },
    ],
    route: { ...step2, pattern: '/signup/*' },
  },
  play: async ({ canvasElement }) => {
    await fillStep2(canvasElement);
    await dialogNamed(canvasElement, 'Something went wrong');
  },
};

/**
 * Step 2 after a reload: its fields and step 1's e-mail come back from the session; the password
 * was not kept, so Next asks for it at step 1 (e-mail filled) and then returns with all kept.
 */
export const Step2AfterReload: Story = {
  parameters: {
    spec: ['auth.signup.step2.back-keeps-data'],
    specExpect: [...step2Page, { role: 'textbox', name: 'Full Name' }],
    route: { ...step2, pattern: '/signup/*' },
  },
  beforeEach: () => {
    writeDraft(SIGNUP_DRAFT, {
      email: NEW_EMAIL,
      countryCode: 'SG',
      name: 'Ana New',
      referralCode: '',
      acceptTerms: true,
      referralLocked: false,
      step1Done: true,
    });
  },
  play: flowStory([
    {
      name: 'step 2 comes back filled, with a note that the password was not kept',
      run: async ({ canvas }) => {
        await expect(await canvas.findByRole('textbox', { name: tr('Full Name') })).toHaveValue(
          'Ana New',
        );
        await expect(canvas.getByText(tr(PASSWORD_NOT_KEPT))).toHaveAttribute('role', 'status');
        const picker = await pickerIn(canvas);
        await waitFor(() => expect(picker).toHaveValue(country('SG', 'Singapore')));
      },
    },
    {
      name: 'Next asks for the password at step 1, the e-mail filled',
      run: async ({ canvas }) => {
        const next = canvas.getByRole('button', { name: tr('Next') });
        await waitFor(() => expect(next).toBeEnabled());
        await userEvent.click(next);
        await expect(await canvas.findByText(tr(PASSWORD_LOST_MESSAGE))).toHaveAttribute(
          'role',
          'status',
        );
        await expect(canvas.getByRole('textbox', { name: tr('Email Address') })).toHaveValue(
          NEW_EMAIL,
        );
        await waitFor(() =>
          expect(canvas.getByLabelText(tr('Password'), { selector: 'input' })).toHaveFocus(),
        );
      },
    },
    {
      name: 'the password again: back to step 2, all kept, the password never stored',
      run: async ({ canvas }) => {
        await userEvent.type(
          canvas.getByLabelText(tr('Password'), { selector: 'input' }),
          DEMO_PASSWORD,
        );
        await userEvent.type(
          canvas.getByLabelText(tr('Confirm Password'), { selector: 'input' }),
          DEMO_PASSWORD,
        );
        await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
        await expect(await canvas.findByRole('textbox', { name: tr('Full Name') })).toHaveValue(
          'Ana New',
        );
        await expect(canvas.queryByText(tr(PASSWORD_NOT_KEPT))).toBeNull();
        await expect(stored()).not.toContain(DEMO_PASSWORD);
        await pickerIn(canvas);
      },
    },
  ]),
};

/** Opened without step 1 (nothing typed in this tab): back to step 1. */
export const Step2WithoutStep1: Story = {
  parameters: { route: { ...step2, pattern: '/signup/*' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: tr('Create Your Account') }),
    ).toBeVisible();
  },
};

/** The account exists (its code pending), as after browser Back from the code page. */
const afterAccountCreated = (path: string): Story => ({
  tags: ['test-only'],
  args: { initial: atStep2() },
  parameters: { route: { path, pattern: '/signup/*' } },
  beforeEach: () => {
    sessionStore.setTokens('access', 'refresh');
    sessionStore.set('codePending', 'signup');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveAttribute(
      'data-path',
      '/signup/two-fa',
    );
  },
});

/** Step 2 is not offered again once the account exists: on to its code. */
export const Step2AfterAccountCreated = afterAccountCreated('/signup/next');

/** Nor step 1. */
export const Step1AfterAccountCreated = afterAccountCreated('/signup');

/** The account is created: progress 100, Verify Now, and a skip link to /profile. */
const confirmation = {
  parameters: { route: { path: '/signup/confirmation', pattern: '/signup/*' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: tr('Sign-up complete') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('link', { name: tr('Skip for now') })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
} satisfies Story;

export const Confirmation: Story = {
  ...confirmation,
  parameters: {
    ...confirmation.parameters,
    spec: ['auth.signup.confirmation'],
    specExpect: [
      { role: 'heading', name: 'Account Successfully Created', level: 1 },
      { role: 'button', name: 'Verify Now' },
      { role: 'link', name: 'Skip for now' },
    ],
  },
};

/** Verify Now leaves sign-up (for the identity check). */
export const ConfirmationVerifyNowLeaves: Story = {
  ...confirmation,
  tags: ['test-only'],
  play: async (context) => {
    await confirmation.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tr('Verify Now') }));
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};
