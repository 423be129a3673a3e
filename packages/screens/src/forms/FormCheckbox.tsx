import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@wallet/ui';
import type { FieldProps } from './FormFields';

// Its own module so pages without a checkbox (login) do not download one.
/** A checkbox bound to react-hook-form (terms, agreements); `isRequired` when it must be ticked. */
export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  children,
  isRequired,
}: FieldProps<T> & { children: ReactNode; isRequired?: boolean }) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <Checkbox
      name={field.name}
      isSelected={Boolean(field.value)}
      isRequired={isRequired}
      onChange={(selected) => {
        field.onChange(selected);
        form.clearErrors(name);
      }}
      onBlur={field.onBlur}
      isInvalid={Boolean(fieldState.error)}
      errorMessage={fieldState.error?.message}
    >
      {children}
    </Checkbox>
  );
}
