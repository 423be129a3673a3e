import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '../forms/FormFields';
import { LIMITS } from '../common/messages';

// Apart from NewPasswordFields: the login page needs this one only (see docs/architecture.md).
/** The sign-in area's e-mail field (login, sign-up, forgot password): max 40 characters. */
export function EmailField<T extends { email: string }>({
  form,
  autoComplete = 'email',
}: {
  form: UseFormReturn<T>;
  /** 'username' on the login form, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useLingui();
  return (
    <FormTextField
      form={form as unknown as UseFormReturn<FieldValues>}
      name="email"
      label={t`Email Address`}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      maxLength={LIMITS.email}
      isRequired
    />
  );
}
