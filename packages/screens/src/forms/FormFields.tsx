import { useId } from 'react';
import {
  useController,
  useFormState,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import {
  Button,
  MissingFields,
  PasswordField,
  TextField,
  type ButtonProps,
  type MissingItem,
  type TextFieldProps,
} from '@wallet/ui';

export interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
}

/**
 * The props that bind a ui field to react-hook-form the way spec 1 section 5 wants: validated on
 * blur (the form's mode), its error cleared when it takes focus again.
 */
export function useBoundField<T extends FieldValues>({ form, name }: FieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    onFocus: () => form.clearErrors(name),
    inputRef: field.ref,
    isInvalid: Boolean(fieldState.error),
    errorMessage: fieldState.error?.message,
  };
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
  const bound = useBoundField({ form, name });
  const Field = isPassword ? PasswordField : TextField;
  return <Field {...props} {...bound} />;
}

// Here, not in a module of its own: every form page loads this module, and a chunk costs bytes.
export interface SubmitButtonProps<T extends FieldValues> extends Omit<
  ButtonProps,
  'type' | 'isPending' | 'form'
> {
  form: UseFormReturn<T>;
  /** From `useSchemaForm` (or `useSubmitCheck`): the values pass the schema. @default true */
  canSubmit?: boolean;
  /** What it still waits for (`missingOf`), said just above it. */
  missing: readonly MissingItem[];
  /** What it does, in the active language, in "To {action}, fill in …": "sign in". */
  action: string;
}

/**
 * The form's submit button, the "sent once" rule made visible: disabled until the values pass
 * the schema, then pending (no further press, progress announced, focus kept) from the moment
 * the form is sent until the answer. With `useSingleSubmit` behind the form (as `useSchemaForm`
 * and `useNextSubmit` give), a double click or Enter pressed twice sends once. While disabled,
 * the MissingFields sentence above it (its description) says what it waits for.
 */
export function SubmitButton<T extends FieldValues>({
  form,
  canSubmit = true,
  isDisabled = false,
  missing,
  action,
  fullWidth,
  ...props
}: SubmitButtonProps<T>) {
  const { isSubmitting } = useFormState({ control: form.control });
  const hintId = useId();
  return (
    <>
      <MissingFields
        id={hintId}
        action={action}
        items={canSubmit ? [] : missing}
        align={fullWidth ? 'start' : 'end'}
      />
      <Button
        {...props}
        fullWidth={fullWidth}
        type="submit"
        isDisabled={!canSubmit || isDisabled}
        isPending={isSubmitting}
        aria-describedby={hintId}
      />
    </>
  );
}
