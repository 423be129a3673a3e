/* eslint-disable import-x/no-duplicates -- every lucide-react/icons/* module has the same type file */
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import styles from './ThemeSwitch.module.css';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface ThemeSwitchProps {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
}

const CHOICES = [
  { id: 'system', label: 'System', Icon: Monitor },
  { id: 'light', label: 'Light', Icon: Sun },
  { id: 'dark', label: 'Dark', Icon: Moon },
] as const;

/**
 * The colour theme: System (follows the device), Light or Dark, as a segmented control.
 * Native radio buttons: the browser gives the group, the arrow keys and the form semantics that
 * react-aria's ToggleButtonGroup would add 6.6 KB gzip to every signed-in page for.
 */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">Theme</legend>
      {CHOICES.map(({ id, label, Icon }) => (
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
