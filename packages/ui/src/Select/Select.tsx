import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { CheckIcon, ChevronIcon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { FieldHelp, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import listStyles from '../ListBox/ListBox.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps<T extends SelectOption>
  extends
    FieldBaseProps,
    Omit<
      AriaSelectProps<T>,
      | 'children'
      | 'className'
      | 'isInvalid'
      | 'isDisabled'
      | 'isRequired'
      | 'items'
      | 'validationBehavior'
    > {
  items: T[];
  /** Text on the button when nothing is chosen. @default 'Select an option' */
  placeholder?: string;
}

/** Pick one of a short list (language, a card to filter by). For long lists use ComboBox. */
export function Select<T extends SelectOption>({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  ...props
}: SelectProps<T>) {
  useActiveLocale();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t`Select an option`}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton className={clsx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronIcon className={styles.chevron} />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover}>
        <ListBox items={items} className={listStyles.listbox}>
          {(item) => (
            <ListBoxItem id={item.id as Key} textValue={item.label} className={listStyles.option}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <CheckIcon className={listStyles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
