import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxOption, type ComboBoxProps } from '@wallet/ui';
import type { FieldProps } from './FormFields';

// Its own module so pages without a picker (login) do not download one.
export type FormComboBoxProps<T extends FieldValues, O extends ComboBoxOption> = FieldProps<T> &
  Omit<
    ComboBoxProps<O>,
    'form' | 'name' | 'selectedKey' | 'onSelectionChange' | 'isInvalid' | 'errorMessage' | 'onBlur'
  > & {
    /** A problem of the field itself (its options could not load): shown instead of the form's error. */
    loadError?: ReactNode;
  };

/**
 * A search-and-pick field (country, timezone, network) bound to react-hook-form: its value is the
 * chosen option's id ('' for none), validated when left, its error cleared when it takes focus
 * or a new option is chosen.
 */
export function FormComboBox<T extends FieldValues, O extends ComboBoxOption>({
  form,
  name,
  loadError,
  ...props
}: FormComboBoxProps<T, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <ComboBox
      {...props}
      name={field.name}
      selectedKey={(field.value as string | undefined) || null}
      onSelectionChange={(key) => {
        field.onChange(key === null ? '' : String(key));
        form.clearErrors(name);
      }}
      onBlur={field.onBlur}
      onFocus={() => form.clearErrors(name)}
      isInvalid={Boolean(fieldState.error) || Boolean(loadError)}
      errorMessage={loadError || fieldState.error?.message}
    />
  );
}
