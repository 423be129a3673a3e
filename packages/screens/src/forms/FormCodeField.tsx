import { useController, type FieldValues } from 'react-hook-form';
import { CodeField, type CodeFieldProps } from '@wallet/ui';
import type { FieldProps } from './FormFields';

// Its own module so pages without a code (login) do not download one.
export type FormCodeFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<CodeFieldProps, 'value' | 'onChange' | 'isInvalid' | 'errorMessage'>;

/**
 * A one-time code (one box per digit) bound to react-hook-form. The boxes stay flagged after a
 * refused code until the code is changed (spec 1 section 8): focus alone does not clear the
 * flag, since focus comes back to the boxes when the error dialog closes.
 */
export function FormCodeField<T extends FieldValues>({
  form,
  name,
  ...props
}: FormCodeFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <CodeField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        form.clearErrors(name);
      }}
      isInvalid={Boolean(fieldState.error)}
      errorMessage={fieldState.error?.message}
    />
  );
}
