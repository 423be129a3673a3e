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

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
