import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StepHeader } from './StepHeader';

const meta = {
  title: 'UI/StepHeader',
  component: StepHeader,
  tags: ['autodocs'],
  args: { title: 'Personal Details', step: 2, totalSteps: 3, progress: 50, onBack: fn() },
} satisfies Meta<typeof StepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal Details' })).toBeVisible();
    await expect(canvas.getByText('Step 2 of 3', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 3' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const FirstStep: Story = {
  args: { title: 'Login Details', step: 1, progress: 25, onBack: undefined },
};

export const WithDescription: Story = {
  args: {
    step: undefined,
    progress: undefined,
    title: 'Review Send Details',
    description: 'Check every detail before you send.',
  },
};

/** The bar sits at the top of every step, whatever comes under it (back arrow, long title). */
export const SameBarPosition: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' }}>
      <StepHeader title="Login Details" step={1} totalSteps={3} progress={25} />
      <StepHeader
        title="A much longer step title that wraps onto more lines"
        step={3}
        totalSteps={3}
        progress={75}
        onBack={() => {}}
        description="With a description as well."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, last] = canvas.getAllByRole('progressbar');
    await expect(first!.getBoundingClientRect().top).toBe(last!.getBoundingClientRect().top);
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
