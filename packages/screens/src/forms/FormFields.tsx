import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { PasswordField, TextField, type TextFieldProps } from '@wallet/ui';

export interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
}

type TextProps<T extends FieldValues> = FieldProps<T> &
  Omit<TextFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'isInvalid' | 'errorMessage'> & {
    /** A password box with a show/hide toggle. */
    isPassword?: boolean;
  };

/**
 * A text field bound to react-hook-form the way spec 1 section 5 wants: validated on blur (the
 * form's mode), its error cleared when it takes focus again.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  isPassword = false,
  ...props
}: TextProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const Field = isPassword ? PasswordField : TextField;
  return (
    <Field
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={() => form.clearErrors(name)}
      inputRef={field.ref}
      isInvalid={Boolean(fieldState.error)}
      errorMessage={fieldState.error?.message}
    />
  );
}
