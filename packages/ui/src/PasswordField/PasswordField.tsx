import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { fieldStyles } from '../Field/Field';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle (a real button with a state in its name). */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <AriaButton
          className={fieldStyles.inlineButton}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
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
