import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { inDocs } from '../../../../.storybook/docs/storyDocs';
import { PasswordRules } from './PasswordRules';

const rulesFor = (pw: string) => [
  { label: 'At least 8 characters', met: pw.length >= 8 },
  { label: 'One lowercase letter', met: /[a-z]/.test(pw) },
  { label: 'One uppercase letter', met: /[A-Z]/.test(pw) },
  { label: 'One number', met: /\d/.test(pw) },
  { label: 'One special character (@$!%*#?&)', met: /[@$!%*#?&]/.test(pw) },
];

const meta = {
  title: 'UI/Form/PasswordRules',
  component: PasswordRules,
  tags: ['autodocs'],
  args: { rules: rulesFor('abc') },
  argTypes: { rules: { control: false } },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await expect(canvas.getByText('One lowercase letter').parentElement).toHaveAttribute(
      'data-met',
      'true',
    );
    await expect(canvas.getByText('One uppercase letter').parentElement).not.toHaveAttribute(
      'data-met',
    );
  },
};

export const AllMet: Story = { args: { rules: rulesFor('Str0ng!pass') } };

/** The checklist follows the password as it is typed. */
export const Live: Story = {
  render: (_, context) => {
    const Demo = () => {
      // The docs page runs no play function: there it starts with the password the canvas types.
      const [pw, setPw] = useState(inDocs(context) ? 'Abcdefg1!' : '');
      return (
        <div style={{ display: 'grid', gap: 12, maxWidth: 400 }}>
          <PasswordField label="Password" value={pw} onChange={setPw} autoComplete="new-password" />
          <PasswordRules rules={rulesFor(pw)} />
        </div>
      );
    };
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!');
    for (const item of canvas.getAllByRole('listitem'))
      await expect(item).toHaveAttribute('data-met', 'true');
  },
};
