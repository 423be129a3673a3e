import type { FieldValues } from 'react-hook-form';
import { AmountField, type AmountFieldProps } from '@wallet/ui';
import { useBoundField, type FieldProps } from './FormFields';

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
  const bound = useBoundField({ form, name });
  const fillMax =
    onMax ??
    (maxValue === undefined
      ? undefined
      : () => {
          bound.onChange(maxValue);
          form.clearErrors(name);
        });
  return <AmountField {...props} {...bound} onMax={fillMax} />;
}
