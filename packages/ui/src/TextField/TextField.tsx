import type { ReactNode, Ref } from 'react';
import {
  FieldErrorContext,
  Group,
  Input,
  LabelContext,
  Provider,
  TextContext,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useObjectRef } from 'react-aria/useObjectRef';
import { useTextField } from 'react-aria/useTextField';
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
  /** Content under the field's help, inside the field (AmountField's available line). */
  after?: ReactNode;
  /** Show "12/40" under the field when `maxLength` is set. @default false */
  showCounter?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'search';
  className?: string;
}

/**
 * A labelled text input with description and error. Validation is the form's job (react-hook-form
 * and zod): the field shows `errorMessage` when `isInvalid`, with aria-invalid and a described-by
 * link, and never runs the browser's own validation bubbles.
 *
 * Built on react-aria's `useTextField` rather than react-aria-components' `TextField`, whose module
 * imports the Autocomplete component: wherever the app uses Autocomplete, every page with a text
 * field (the login page among them) would load it. Same markup, data attributes and contexts.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  endAdornment,
  after,
  showCounter = false,
  inputMode,
  className,
  ...props
}: TextFieldProps) {
  const ref = useObjectRef(inputRef);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } =
    useTextField({ ...props, label, validationBehavior: 'aria' }, ref);
  const length = (props.value ?? '').length;
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;
  return (
    <div
      {...domProps}
      className={clsx(fieldStyles.field, className)}
      data-disabled={props.isDisabled || undefined}
      data-invalid={validation.isInvalid || undefined}
      data-readonly={props.isReadOnly || undefined}
      data-required={props.isRequired || undefined}
    >
      <Provider
        values={[
          [LabelContext, labelProps],
          [
            TextContext,
            { slots: { description: descriptionProps, errorMessage: errorMessageProps } },
          ],
          [FieldErrorContext, validation],
        ]}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group
          role="presentation"
          className={fieldStyles.control}
          isInvalid={validation.isInvalid}
          isDisabled={props.isDisabled ?? false}
        >
          <Input
            {...inputProps}
            ref={ref}
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
        {after}
      </Provider>
    </div>
  );
}
