import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { fieldStyles } from '../Field/Field';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface AmountFieldProps extends Omit<
  TextFieldProps,
  'type' | 'endAdornment' | 'inputMode' | 'onChange' | 'value' | 'maxLength' | 'showCounter'
> {
  /** The amount exactly as typed or pasted; `parseAmount` reads it (never a float). */
  value: string;
  onChange: (value: string) => void;
  /** Shown after the number inside the box, e.g. "USDC". */
  ticker?: string;
  /** Shows a Max button; called when it is pressed (the caller fills in the balance). */
  onMax?: () => void;
  /** Accessible name of the Max button. @default 'Max' */
  maxLabel?: string;
  /**
   * `hero` makes the amount the page's focus: large tabular figures in a taller box.
   * @default 'default'
   */
  size?: 'default' | 'hero';
  /**
   * What may be spent (e.g. the balance), as a quiet line under the field's help; the Max button
   * then sits at the end of this line instead of inside the box.
   */
  available?: ReactNode;
}

/**
 * A decimal text input for money. Text, not type=number: no spinner, no exponent, no locale
 * surprises, exact digits. It shows exactly what was typed or pasted, never a cut or rewritten
 * copy (no maxlength either: it cuts pastes silently); the form checks it with `parseAmount` and
 * says under the field what is wrong.
 */
export function AmountField({
  value,
  onChange,
  ticker,
  onMax,
  maxLabel,
  size = 'default',
  available,
  ...props
}: AmountFieldProps) {
  useActiveLocale();
  const max = onMax && (
    <AriaButton className={fieldStyles.inlineButton} onPress={onMax} isDisabled={props.isDisabled}>
      {maxLabel ?? t`Max`}
    </AriaButton>
  );
  return (
    <TextField
      {...props}
      data-size={size}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      onChange={onChange}
      endAdornment={
        <>
          {ticker && (
            <span className={fieldStyles.suffix} aria-hidden="true">
              {ticker}
            </span>
          )}
          {!available && max}
        </>
      }
      after={
        available && (
          <div className={fieldStyles.available}>
            <span>{available}</span>
            {max}
          </div>
        )
      }
    />
  );
}
