import { useContext } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  ListLayout,
  Popover,
  Virtualizer,
  useFilter,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { ChevronIcon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { FieldHelp, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field/Field';
import { OptionIcon, type OptionIconSource } from '../ListBox/OptionIcon';
import listStyles from '../ListBox/ListBox.module.css';
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

/** Height of one option row in px; `.row` in ComboBox.module.css has the same. */
const ROW_HEIGHT = 40;

/** The chosen option's image in front of the input, read from react-aria's selection state. */
function SelectedIcon({ items }: { items: ComboBoxOption[] }) {
  const key = useContext(ComboBoxStateContext)?.selectedKey;
  const icon = items.find((item) => item.id === key)?.icon;
  return icon ? (
    <span className={styles.selectedIcon}>
      <OptionIcon {...icon} />
    </span>
  ) : null;
}

/**
 * Type to search, then pick (country, timezone). The list is virtualized: only the rows in view
 * are in the DOM, so 400+ timezones stay fast. Matching ignores case and accents.
 */
export function ComboBox<T extends ComboBoxOption>({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  emptyText,
  openLabel,
  ...props
}: ComboBoxProps<T>) {
  useActiveLocale();
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox
      {...props}
      defaultItems={items}
      defaultFilter={contains}
      validationBehavior="aria"
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <SelectedIcon items={items} />
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <AriaButton className={fieldStyles.inlineButton} aria-label={openLabel ?? t`Show options`}>
          <ChevronIcon className={styles.chevron} />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${listStyles.popover} ${styles.popover}`}>
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, padding: 4 }}>
          <ListBox
            className={`${listStyles.listbox} ${listStyles.virtualized}`}
            renderEmptyState={() => (
              <div className={listStyles.empty}>{emptyText ?? t`No results`}</div>
            )}
          >
            {(item: T) => (
              <ListBoxItem
                id={item.id as Key}
                textValue={item.label}
                className={`${listStyles.option} ${styles.row}`}
              >
                {item.icon && <OptionIcon {...item.icon} />}
                <span className={styles.text}>{item.label}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Virtualizer>
      </Popover>
    </AriaComboBox>
  );
}
