import {
  Autocomplete,
  Input,
  ListBox,
  ListBoxItem,
  SearchField,
  useFilter,
  type Key,
} from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { FieldLabel, fieldStyles } from '../Field/Field';
import { useActiveLocale } from '../i18n/useActiveLocale';
import listStyles from '../ListBox/ListBox.module.css';
import styles from './SearchList.module.css';

export interface SearchListItem {
  id: string;
  /** The row's first line. */
  title: string;
  /** A second line (an address), in a monospace font. */
  detail?: string;
  /** A short label after the title (a tag). */
  meta?: string;
  /** Everything the search matches, e.g. name, tag and address. */
  textValue: string;
}

export interface SearchListProps<T extends SearchListItem> {
  /** The search field's label. */
  label: string;
  /** The list's accessible name. */
  listLabel: string;
  items: T[];
  /** A row chosen: click, tap, or Enter on the highlighted row. */
  onAction: (item: T) => void;
  /** Shown when the search matches nothing. @default 'No results' */
  emptyText?: string;
}

/**
 * A search field over a list that stays in view (a picker in a dialog): typing filters the rows
 * by any part of their `textValue`, ignoring case; arrow keys move through them while focus
 * stays in the field, Enter chooses.
 */
export function SearchList<T extends SearchListItem>({
  label,
  listLabel,
  items,
  onAction,
  emptyText,
}: SearchListProps<T>) {
  useActiveLocale();
  const { contains } = useFilter({ sensitivity: 'base' });
  const choose = (key: Key) => {
    const item = items.find((i) => i.id === key);
    if (item) onAction(item);
  };
  return (
    <div className={styles.searchList}>
      <Autocomplete filter={contains}>
        <SearchField className={fieldStyles.field} autoFocus>
          <FieldLabel>{label}</FieldLabel>
          <div className={fieldStyles.control}>
            <Input className={fieldStyles.input} />
          </div>
        </SearchField>
        <ListBox
          aria-label={listLabel}
          items={items}
          onAction={choose}
          className={`${listStyles.listbox} ${styles.list}`}
          renderEmptyState={() => (
            <div className={listStyles.empty}>{emptyText ?? t`No results`}</div>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.textValue}
              className={`${listStyles.option} ${styles.row}`}
            >
              {/* Plain text, not label and description slots: the option's name is all it shows. */}
              <span className={styles.title}>
                {item.title}
                {item.meta && <span className={styles.meta}>{item.meta}</span>}
              </span>
              {item.detail && <span className={styles.detail}>{item.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Autocomplete>
    </div>
  );
}
