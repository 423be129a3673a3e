import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { fieldStyles } from '../Field/Field';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** What the toggle shows or hides, in its name ("Show password"): a PIN box names itself. */
  secretName?: string;
}

/** A password input with a show/hide toggle (a real button with a state in its name). */
export function PasswordField({
  autoComplete = 'current-password',
  secretName = 'password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <AriaButton
          className={fieldStyles.inlineButton}
          aria-label={`${isVisible ? 'Hide' : 'Show'} ${secretName}`}
          aria-pressed={isVisible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          {isVisible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
        </AriaButton>
      }
    />
  );
}
