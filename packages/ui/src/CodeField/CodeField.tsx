import {
  useEffect,
  useId,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { fieldStyles } from '../Field/Field';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './CodeField.module.css';

export interface CodeFieldProps {
  /** Visible label of the group of boxes. */
  label: ReactNode;
  /** The code so far; a space marks an empty box in the middle. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Number of boxes. @default 6 */
  length?: number;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  /** Every box must be filled: the required mark after the label, aria-required on the boxes. */
  isRequired?: boolean;
  autoFocus?: boolean;
}

/** True when `value` is a complete code of `length` digits. */
export const isCompleteCode = (value: string, length = 6) =>
  value.length === length && /^\d*$/.test(value);

/** A box's name: "Digit 2 of 6". */
const digitLabel = (position: number, length: number) => t`Digit ${position} of ${length}`;

/**
 * A one-time code as one box per digit. Digits only; a paste (or the browser's one-time-code
 * autofill, or text arriving as one input: IME, dictation, drop) spreads over the boxes, spaces
 * and dashes dropped; typing moves forward and replaces the box's digit wherever the caret is,
 * Backspace on an empty box moves back, arrow keys move between boxes.
 */
export function CodeField({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  autoFocus = false,
}: CodeFieldProps) {
  useActiveLocale();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const group = useRef<HTMLDivElement>(null);
  /** The box's selection just before an input, to tell the inserted text from the digit kept. */
  const selection = useRef<[start: number, end: number] | null>(null);
  const digits = Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));

  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const emit = (next: string[]) => {
    const code = next
      .map((d) => d || ' ')
      .join('')
      .trimEnd();
    onChange(code);
    if (isCompleteCode(code, length)) onComplete?.(code);
  };

  /** Writes the digits of `text` into the boxes from `start`, then focuses the box after them. */
  const fill = (start: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, length - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((d, k) => (next[start + k] = d));
    emit(next);
    focusBox(start + incoming.length);
  };

  // React has no native beforeinput; it is the one event fired before every kind of input.
  useEffect(() => {
    const el = group.current;
    if (!el) return;
    const remember = (event: Event) => {
      const box = event.target as HTMLInputElement;
      selection.current = [box.selectionStart ?? 0, box.selectionEnd ?? box.value.length];
    };
    el.addEventListener('beforeinput', remember);
    return () => el.removeEventListener('beforeinput', remember);
  }, []);

  const onInput = (i: number, text: string) => {
    const old = digits[i]!;
    // Without a beforeinput (an autofill), the text replaced the whole box.
    const [start, end] = selection.current ?? [0, old.length];
    selection.current = null;
    const inserted = text.slice(start, text.length - (old.length - end));
    if (text === '') {
      const next = [...digits];
      next[i] = '';
      emit(next);
    } else if (inserted.replace(/\D/g, '').length >= length) fill(0, inserted);
    else fill(i, inserted);
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[i] && i > 0) {
      event.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      emit(next);
      focusBox(i - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(i - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(i + 1);
    }
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    // A whole code fills every box whichever box had focus.
    fill(text.replace(/\D/g, '').length >= length ? 0 : i, text);
  };

  return (
    <div className={styles.field} data-invalid={isInvalid || undefined}>
      <span id={`${id}-label`} className={clsx(styles.label, isRequired && fieldStyles.required)}>
        {label}
      </span>
      <div ref={group} role="group" aria-labelledby={`${id}-label`} className={styles.boxes}>
        {digits.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className={styles.box}
            value={digit}
            aria-label={digitLabel(i + 1, length)}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            aria-describedby={isInvalid && errorMessage ? `${id}-error` : undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code page exists to take this input
            autoFocus={autoFocus && i === 0}
            disabled={isDisabled}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => onInput(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
          />
        ))}
      </div>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {isInvalid ? errorMessage : null}
      </p>
    </div>
  );
}
