import { useController, type FieldValues } from 'react-hook-form';
import { AmountField, type AmountFieldProps } from '@wallet/ui';
import type { FieldProps } from './FormFields';

// Its own module so pages without an amount (the sign-in area) do not download one.
export type FormAmountFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<AmountFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'isInvalid' | 'errorMessage'> & {
    /** Shows a Max button that fills in this amount (the balance a user may send). */
    maxValue?: string;
  };

/**
 * An amount (a decimal string, never a float) bound to react-hook-form the way FormTextField
 * binds text: validated when left, its error cleared when it takes focus. `maxValue` (or your
 * own `onMax`) adds the Max button.
 */
export function FormAmountField<T extends FieldValues>({
  form,
  name,
  maxValue,
  onMax,
  ...props
}: FormAmountFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const fillMax =
    onMax ??
    (maxValue === undefined
      ? undefined
      : () => {
          field.onChange(maxValue);
          form.clearErrors(name);
        });
  return (
    <AmountField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={() => form.clearErrors(name)}
      inputRef={field.ref}
      onMax={fillMax}
      isInvalid={Boolean(fieldState.error)}
      errorMessage={fieldState.error?.message}
    />
  );
}
