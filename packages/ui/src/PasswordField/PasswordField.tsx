import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { fieldStyles } from '../Field/Field';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /**
   * What the toggle shows or hides, in its name ("Show password"), in the active language as it
   * reads in "Show {secretName}": a PIN box names itself. @default 'password'
   */
  secretName?: string;
}

/** A password input with a show/hide toggle (a real button with a state in its name). */
export function PasswordField({
  autoComplete = 'current-password',
  secretName: given,
  ...props
}: PasswordFieldProps) {
  useActiveLocale();
  const [isVisible, setVisible] = useState(false);
  const secretName = given ?? t`password`;
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <AriaButton
          className={fieldStyles.inlineButton}
          aria-label={isVisible ? t`Hide ${secretName}` : t`Show ${secretName}`}
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
