import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PasswordRules } from '@wallet/ui';
import { FormTextField } from '../../forms/FormFields';
import { passwordChecklist } from './passwordRules';

/**
 * A new password with its live rules checklist and its confirmation (sign-up and the e-mailed
 * reset link; the profile's change-password dialog too).
 */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  form,
  label,
  confirmLabel,
}: {
  form: UseFormReturn<T>;
  label: string;
  confirmLabel: string;
}) {
  const fields = form as unknown as UseFormReturn<FieldValues>;
  const password = useWatch({ control: fields.control, name: 'password' as Path<FieldValues> });
  return (
    <>
      <FormTextField
        form={fields}
        name="password"
        label={label}
        isPassword
        autoComplete="new-password"
        isRequired
      />
      <PasswordRules rules={passwordChecklist(String(password ?? ''))} />
      <FormTextField
        form={fields}
        name="confirmPassword"
        label={confirmLabel}
        isPassword
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
