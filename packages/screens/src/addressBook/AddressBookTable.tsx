import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressBookEntry } from '@wallet/api';
import { Address, Badge, DeleteIcon, EditIcon, IconButton, Pagination } from '@wallet/ui';
import styles from './addressBook.module.css';

/** Rows per page (spec 2 section 9): pagination shows only above it. */
export const ADDRESS_BOOK_PAGE_SIZE = 10;

export interface AddressBookTableProps {
  entries: readonly AddressBookEntry[];
  onEdit: (entry: AddressBookEntry) => void;
  onDelete: (entry: AddressBookEntry) => void;
}

const byName = (a: AddressBookEntry, b: AddressBookEntry) =>
  a.address_name.localeCompare(b.address_name, undefined, { numeric: true });

/**
 * The saved recipients by name (ascending), 10 a page, each row with its Edit and Delete buttons
 * in the tab order: quiet icons, both alike (Delete's dialog carries the danger colour). The
 * caller shows the empty state when there is no row.
 */
export function AddressBookTable({ entries, onEdit, onDelete }: AddressBookTableProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const sorted = [...entries].sort(byName);
  const pageCount = Math.max(1, Math.ceil(sorted.length / ADDRESS_BOOK_PAGE_SIZE));
  // A delete can empty the last page: show the one before.
  const current = Math.min(page, pageCount);
  const rows = sorted.slice(
    (current - 1) * ADDRESS_BOOK_PAGE_SIZE,
    current * ADDRESS_BOOK_PAGE_SIZE,
  );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t`Saved recipients`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Wallet address</Trans>
            </th>
            <th scope="col" className={styles.end}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { address_name: name } = row;
            return (
              <tr key={row.id}>
                <th scope="row" data-label={t`Name`}>
                  <span className={styles.name}>
                    <span>{row.address_name}</span>
                    {row.tag ? <Badge tone="neutral">{row.tag}</Badge> : null}
                  </span>
                </th>
                <td data-label={t`Wallet address`}>
                  <Address address={row.address} truncate />
                </td>
                <td className={styles.end}>
                  <span className={styles.actions}>
                    <IconButton
                      appearance="compact"
                      icon={<EditIcon />}
                      label={t`Edit ${name}`}
                      onPress={() => onEdit(row)}
                    />
                    <IconButton
                      appearance="compact"
                      icon={<DeleteIcon />}
                      label={t`Delete ${name}`}
                      onPress={() => onDelete(row)}
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {sorted.length > ADDRESS_BOOK_PAGE_SIZE && (
        <Pagination
          page={current}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t`Saved recipients pages`}
        />
      )}
    </div>
  );
}
