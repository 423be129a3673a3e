import { useId, type SelectHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { ChevronIcon } from '../icons/icons';
import { fieldStyles } from '../Field/Field';
import type { SelectOption } from './Select';
import styles from './Select.module.css';

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'children'
> {
  label: string;
  items: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * Pick one of a short list with the browser's own `<select>`: Select's look, the platform's
 * picker, keyboard and screen-reader behaviour, and none of the listbox and popover code. For a
 * page that must stay light (All Transactions' filters, issue 28).
 */
export function NativeSelect({
  label,
  items,
  value,
  onChange,
  className,
  ...props
}: NativeSelectProps) {
  const id = useId();
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={clsx(fieldStyles.control, styles.native)}>
        <select
          {...props}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={styles.nativeSelect}
        >
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronIcon className={clsx(styles.chevron, styles.nativeChevron)} aria-hidden />
      </div>
    </div>
  );
}
