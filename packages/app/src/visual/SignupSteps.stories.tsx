import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { DEMO_PASSWORD, PERSONAS } from '@wallet/mocks';
import { tr } from '@wallet/screens/testing';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/**
 * The sign-up steps and the confirmation: the progress bar is the first thing in the page's main
 * on every one of them, so it never moves between steps.
 */
const meta = {
  title: 'Visual/SignupSteps',
  component: VisualApp,
  parameters: { ...visualParameters },
} satisfies Meta<typeof VisualApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The progress bar's name at `step`, in the story's language. */
const stepOf = (step: number) => tr('Step {step} of {totalSteps}', { step, totalSteps: 3 });

/** The progress bar at `step`, for specExpect: its name, a message with values, is read when the final screen is checked. */
/** The first box of the e-mailed code, in the story's language. */
const digit1of6 = () => tr('Digit {position} of {length}', { position: 1, length: 6 });

const progressAt = (step: number) => ({
  role: 'progressbar' as const,
  get name() {
    return stepOf(step);
  },
});

/** Where the bar sits: the same offset from the top of main on every step. */
const barAtTop =
  (value: number): Story['play'] =>
  async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', String(value));
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(bar.getBoundingClientRect().top - main.top).toBe(
      Number.parseFloat(getComputedStyle(canvas.getByRole('main')).paddingTop),
    );
  };

const step1 = {
  parameters: {
    spec: ['auth.signup.step1'],
    specExpect: [{ role: 'heading', name: 'Create Your Account', level: 1 }, progressAt(1)],
    route: { path: '/signup', pattern: '/*' },
  },
  play: barAtTop(25),
};
const step2 = {
  parameters: {
    spec: ['auth.signup.step2'],
    specExpect: [
      { role: 'heading', name: 'Personal Details', level: 1 },
      progressAt(2),
      { role: 'combobox', name: 'Country of Residence' },
    ],
    route: { path: '/signup', pattern: '/*' },
  },
  // Step 2 opens only after step 1, as a visitor reaches it.
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(
      await canvas.findByRole('textbox', { name: tr('Email Address') }),
      'new-visitor@example.test',
    );
    await userEvent.type(
      canvas.getByLabelText(tr('Password'), { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await userEvent.type(
      canvas.getByLabelText(tr('Confirm Password'), { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await userEvent.click(canvas.getByRole('button', { name: tr('Next') }));
    await canvas.findByRole('progressbar', { name: stepOf(2) });
    // Captured with the country picker in (it loads after the step's first paint; a chunk of its
    // own with every flag's address, whose first load on a cold, loaded dev server can take longer
    // than a query's default 10 s).
    await canvas.findByRole('combobox', { name: tr('Country of Residence') }, { timeout: 30_000 });
    await barAtTop(50)!(context);
  },
} satisfies Story;
const step3 = {
  parameters: {
    spec: ['auth.signup.step3'],
    specExpect: [
      { role: 'heading', name: 'Verify Your Email', level: 1 },
      progressAt(3),
      {
        role: 'textbox',
        get name() {
          return digit1of6();
        },
      },
    ],
    route: { path: '/signup/two-fa', pattern: '/*' },
    signedInAs: PERSONAS.unverified,
  },
  // An address with hyphens: it wraps at "@" or a dot, never at a hyphen.
  beforeEach() {
    sessionStore.set('userEmail', 'jane-doe-smith@example-company.test');
  },
  // The first box takes the focus when the page opens (TwoFactorScreen's stories check it);
  // captured with it. Storybook hides the page while a slow story prepares
  // (sb-show-preparing-story), and a box mounted then cannot take the focus: on a loaded machine
  // the capture gets it from here instead.
  play: async (context) => {
    await barAtTop(75)!(context);
    const first = await context.canvas.findByRole('textbox', { name: digit1of6() });
    if (first.ownerDocument.activeElement !== first) first.focus();
    await waitFor(() => expect(first).toHaveFocus());
  },
} satisfies Story;
const confirmation = {
  parameters: {
    spec: ['auth.signup.confirmation'],
    specExpect: [
      { role: 'heading', name: 'Account Successfully Created', level: 1 },
      { role: 'button', name: 'Verify Now' },
    ],
    route: { path: '/signup/confirmation', pattern: '/*' },
    signedInAs: PERSONAS.unverified,
  },
  play: barAtTop(100),
};

export const Step1MobileLight: Story = { ...step1, globals: LOOKS.mobileLight };
export const Step1DesktopDark: Story = { ...step1, globals: LOOKS.desktopDark };
export const Step2MobileDark: Story = { ...step2, globals: LOOKS.mobileDark };
export const Step2DesktopLight: Story = { ...step2, globals: LOOKS.desktopLight };
export const Step3MobileLight: Story = { ...step3, globals: LOOKS.mobileLight };
export const Step3DesktopDark: Story = { ...step3, globals: LOOKS.desktopDark };
export const ConfirmationMobileDark: Story = { ...confirmation, globals: LOOKS.mobileDark };
export const ConfirmationDesktopLight: Story = { ...confirmation, globals: LOOKS.desktopLight };
