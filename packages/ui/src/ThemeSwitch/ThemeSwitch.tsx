/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './ThemeSwitch.module.css';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface ThemeSwitchProps {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

/** The choices, named in the active language. */
const choices = () =>
  [
    { id: 'system', label: t`System`, Icon: Monitor },
    { id: 'light', label: t`Light`, Icon: Sun },
    { id: 'dark', label: t`Dark`, Icon: Moon },
  ] as const;

/**
 * The colour theme: System (follows the device), Light or Dark, as a segmented control.
 * Native radio buttons: the browser gives the group, the arrow keys and the form semantics that
 * react-aria's ToggleButtonGroup would add 6.6 KB gzip to every signed-in page for.
 */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  useActiveLocale();
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{t`Theme`}</legend>
      {choices().map(({ id, label, Icon }) => (
        <label key={id} className={styles.choice}>
          <input
            type="radio"
            name="theme"
            value={id}
            checked={value === id}
            onChange={() => onChange(id)}
            className={styles.input}
          />
          <Icon size="1.1em" aria-hidden="true" focusable="false" />
          <span className={styles.label}>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
