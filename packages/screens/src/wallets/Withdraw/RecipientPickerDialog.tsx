import { Trans, useLingui } from '@lingui/react/macro';
import { useAddressBook, type AddressBookEntry } from '@wallet/api';
import {
  BookIcon,
  Dialog,
  EmptyState,
  Link,
  SearchList,
  Skeleton,
  SkeletonGroup,
} from '@wallet/ui';
import { LoadFailed } from '../../common';
import styles from './withdraw.module.css';

export interface RecipientPickerDialogProps {
  onPick: (entry: AddressBookEntry) => void;
  onClose: () => void;
}

const byName = (a: AddressBookEntry, b: AddressBookEntry) =>
  a.address_name.localeCompare(b.address_name);

/**
 * Choose from address book: the saved recipients by name, searchable by name, tag or address
 * (type, arrow keys, Enter). Loaded beside /withdraw (recipientTools), not in its first download.
 */
export function RecipientPickerDialog({ onPick, onClose }: RecipientPickerDialogProps) {
  const { t } = useLingui();
  const list = useAddressBook();
  const entries = list.data ? [...list.data].sort(byName) : undefined;
  return (
    <Dialog isOpen title={t`Choose from address book`} onOpenChange={(open) => !open && onClose()}>
      {entries?.length ? (
        <SearchList
          label={t`Search by name, tag or address`}
          listLabel={t`Saved recipients`}
          emptyText={t`No saved recipient matches`}
          items={entries.map((e) => ({
            id: e.id,
            title: e.address_name,
            meta: e.tag || undefined,
            detail: e.address,
            textValue: `${e.address_name} ${e.tag ?? ''} ${e.address}`,
          }))}
          onAction={(item) => onPick(entries.find((e) => e.id === item.id)!)}
        />
      ) : entries ? (
        <EmptyState
          icon={<BookIcon />}
          title={t`No saved recipients yet`}
          description={t`Save the addresses you send to, then pick one here by name.`}
          action={
            <Link href="/address-book" variant="button">
              <Trans>Open My Address Book</Trans>
            </Link>
          }
        />
      ) : list.error ? (
        <LoadFailed what={t`Your address book`} onRetry={() => void list.mutate()} />
      ) : (
        <SkeletonGroup label={t`Loading your address book`}>
          {/* The search field, then a name and an address per saved recipient. */}
          <Skeleton height="2.75rem" shape="rect" />
          {[0, 1, 2].map((row) => (
            <span key={row} className={styles.pickerRow}>
              <Skeleton width="40%" />
              <Skeleton width="85%" />
            </span>
          ))}
        </SkeletonGroup>
      )}
    </Dialog>
  );
}
