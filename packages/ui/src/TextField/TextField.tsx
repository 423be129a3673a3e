import type { ReactNode, Ref } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<
      AriaTextFieldProps,
      'children' | 'className' | 'isInvalid' | 'isDisabled' | 'isRequired' | 'validationBehavior'
    > {
  placeholder?: string;
  /** Ref to the <input>, for form libraries that focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  /** Controls inside the box after the input (a show-password toggle, a Max button). */
  endAdornment?: ReactNode;
  /** Show "12/40" under the field when `maxLength` is set. @default false */
  showCounter?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'search';
  className?: string;
}

/**
 * A labelled text input with description and error. Validation is the form's job (react-hook-form
 * and zod): the field shows `errorMessage` when `isInvalid`, with aria-invalid and a described-by
 * link, and never runs the browser's own validation bubbles.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  endAdornment,
  showCounter = false,
  inputMode,
  className,
  ...props
}: TextFieldProps) {
  const length = (props.value ?? '').length;
  return (
    <AriaTextField
      {...props}
      validationBehavior="aria"
      className={clsx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          inputMode={inputMode}
          className={fieldStyles.input}
        />
        {endAdornment}
      </Group>
      {showCounter && props.maxLength !== undefined && (
        <span className={fieldStyles.counter} aria-hidden="true">
          {length}/{props.maxLength}
        </span>
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
