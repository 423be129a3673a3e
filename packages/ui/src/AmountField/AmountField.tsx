import { Button as AriaButton } from 'react-aria-components';
import { fieldStyles } from '../Field/Field';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { sanitizeAmountInput } from './sanitizeAmount';

export interface AmountFieldProps extends Omit<
  TextFieldProps,
  'type' | 'endAdornment' | 'inputMode' | 'onChange' | 'value'
> {
  /** The amount as typed: a decimal string, never a float. */
  value: string;
  onChange: (value: string) => void;
  /** Most digits after the point. @default 6 */
  decimals?: number;
  /** Most characters in all. @default 18 */
  maxLength?: number;
  /** Shown after the number inside the box, e.g. "USDC". */
  ticker?: string;
  /** Shows a Max button; called when it is pressed (the caller fills in the balance). */
  onMax?: () => void;
  /** Accessible name of the Max button. @default 'Max' */
  maxLabel?: string;
}

/**
 * A decimal text input for money. Text, not type=number: no spinner, no exponent, no locale
 * surprises, exact digits. Typing that breaks the decimals or length limit is ignored.
 */
export function AmountField({
  value,
  onChange,
  decimals = 6,
  maxLength = 18,
  ticker,
  onMax,
  maxLabel = 'Max',
  ...props
}: AmountFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      onChange={(next) => onChange(sanitizeAmountInput(next, value, { decimals, maxLength }))}
      endAdornment={
        <>
          {ticker && (
            <span className={fieldStyles.suffix} aria-hidden="true">
              {ticker}
            </span>
          )}
          {onMax && (
            <AriaButton
              className={fieldStyles.inlineButton}
              onPress={onMax}
              isDisabled={props.isDisabled}
            >
              {maxLabel}
            </AriaButton>
          )}
        </>
      }
    />
  );
}
