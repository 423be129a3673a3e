import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { ChevronIcon } from '../icons/icons';
import { fieldStyles, type FieldBaseProps } from '../Field/Field';
import { whenIdle } from '../hooks/whenIdle';
import { OptionIcon, type OptionIconSource } from '../ListBox/OptionIcon';
import styles from './ComboBox.module.css';

export interface ComboBoxOption {
  id: string;
  label: string;
  /** A leading image such as a flag, with a text fallback. */
  icon?: OptionIconSource;
}

export interface ComboBoxProps<T extends ComboBoxOption>
  extends
    FieldBaseProps,
    Omit<
      AriaComboBoxProps<T>,
      | 'children'
      | 'className'
      | 'isInvalid'
      | 'isDisabled'
      | 'isRequired'
      | 'items'
      | 'defaultItems'
      | 'validationBehavior'
    > {
  items: T[];
  placeholder?: string;
  /** Shown when the search matches nothing. @default 'No results' */
  emptyText?: string;
  /** Accessible name of the button that opens the list. @default 'Show options' */
  openLabel?: string;
}

/** What the still field passes to the working one when it is replaced while in use. */
export interface Handoff {
  /** Text typed into the still field, when it differs from what it showed. */
  typed?: string;
  selectionStart: number;
  selectionEnd: number;
  /** Its "Show options" button was pressed: the list opens. */
  open: boolean;
}

type Field = ComponentType<ComboBoxProps<ComboBoxOption> & { handoff?: () => Handoff | undefined }>;

let loadedField: Field | undefined;
const loadField = () =>
  import('./ComboBoxField').then((module) => (loadedField = module.ComboBoxField as Field));

/**
 * Type to search, then pick (country, timezone). The list is virtualized: only the rows in view
 * are in the DOM, so 400+ timezones stay fast. Matching ignores case and accents.
 *
 * Until its code has loaded, the field is a still copy of itself, the same markup and the same
 * accessible combobox, closed: a page's first render does not wait for react-aria's combobox and
 * list (~40 KB gzip). The code loads once the page is idle, or as soon as the field is pointed at
 * or focused; text typed meanwhile, the caret and the focus carry over.
 */
export function ComboBox<T extends ComboBoxOption>(props: ComboBoxProps<T>) {
  const [WorkingField, setWorkingField] = useState(() => loadedField);
  // Read by the working field as it renders, not when its code arrives: typing can go on in the
  // still copy until React has swapped them.
  const [handoff, setHandoff] = useState<{ read: () => Handoff | undefined }>();
  const inputRef = useRef<HTMLInputElement>(null);
  const pressed = useRef(false);
  const typed = useRef<string>(undefined);

  const takeOver = () => {
    loadField().then(
      (field) => {
        const input = inputRef.current;
        // Read when the working field renders, while the still copy is on screen: focus that
        // arrives after the code does, before the swap, carries over too.
        setHandoff({
          read: () =>
            input && input.ownerDocument.activeElement === input
              ? {
                  typed: typed.current,
                  selectionStart: input.selectionStart ?? input.value.length,
                  selectionEnd: input.selectionEnd ?? input.value.length,
                  open: pressed.current,
                }
              : undefined,
        });
        setWorkingField(() => field);
      },
      () => {}, // offline: the next focus or pointer tries again
    );
  };
  useEffect(() => (WorkingField ? undefined : whenIdle(takeOver)), []); // eslint-disable-line react-hooks/exhaustive-deps -- once

  if (WorkingField)
    return <WorkingField {...(props as ComboBoxProps<ComboBoxOption>)} handoff={handoff?.read} />;
  return (
    <StillComboBox
      {...props}
      inputRef={inputRef}
      onIntent={takeOver}
      onType={(value) => (typed.current = value)}
      onOpenPress={() => {
        pressed.current = true;
        inputRef.current?.focus();
        takeOver();
      }}
      onOpenKey={() => {
        pressed.current = true;
        takeOver();
      }}
    />
  );
}

/** The closed field as ComboBoxField renders it, with what a closed combobox tells assistive tech. */
function StillComboBox<T extends ComboBoxOption>({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  openLabel = 'Show options',
  isDisabled,
  isInvalid,
  isRequired,
  selectedKey,
  defaultSelectedKey,
  inputValue,
  defaultInputValue,
  name,
  form,
  inputRef,
  onIntent,
  onType,
  onOpenPress,
  onOpenKey,
}: ComboBoxProps<T> & {
  inputRef: React.RefObject<HTMLInputElement | null>;
  onIntent: () => void;
  onType: (value: string) => void;
  onOpenPress: () => void;
  /** Enter or an arrow key: the list opens once the working field is in. */
  onOpenKey: () => void;
}) {
  const id = useId();
  const key = selectedKey === undefined ? defaultSelectedKey : selectedKey;
  const selected = items.find((item) => item.id === key);
  const [value, setValue] = useState(inputValue ?? defaultInputValue ?? selected?.label ?? '');
  const invalid = Boolean(isInvalid);
  const describedBy = [
    description && `${id}-description`,
    invalid && errorMessage && `${id}-error`,
  ].filter(Boolean);
  return (
    <div
      className={fieldStyles.field}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
    >
      <label className={fieldStyles.label} id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <div
        role="group"
        className={fieldStyles.control}
        data-disabled={isDisabled || undefined}
        data-invalid={invalid || undefined}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
      >
        {selected?.icon && (
          <span className={styles.selectedIcon}>
            <OptionIcon {...selected.icon} />
          </span>
        )}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={fieldStyles.input}
          // Closed, it controls no list yet: react-aria's closed combobox has no aria-controls.
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          data-invalid={invalid || undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onType(event.target.value);
          }}
          onFocus={onIntent}
          onKeyDown={(event) => {
            if (!['Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
            // No list to pick from yet: Enter must not submit the form with the old choice.
            event.preventDefault();
            onOpenKey();
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          className={fieldStyles.inlineButton}
          aria-label={openLabel}
          aria-labelledby={`${id}-button ${id}-label`}
          id={`${id}-button`}
          aria-haspopup="listbox"
          aria-expanded={false}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          onClick={onOpenPress}
        >
          <ChevronIcon className={styles.chevron} />
        </button>
      </div>
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
      {name && <input type="hidden" name={name} form={form} value={key ?? ''} />}
    </div>
  );
}
