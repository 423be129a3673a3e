import { useAddressBook, type AddressBookEntry } from '@wallet/api';
import { Dialog, Link, SearchList, Skeleton, SkeletonGroup } from '@wallet/ui';
import { LoadFailed } from '../../common';

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
  const list = useAddressBook();
  const entries = list.data ? [...list.data].sort(byName) : undefined;
  return (
    <Dialog isOpen title="Choose from address book" onOpenChange={(open) => !open && onClose()}>
      {entries?.length ? (
        <SearchList
          label="Search by name, tag or address"
          listLabel="Saved recipients"
          emptyText="No saved recipient matches"
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
        <p>
          No saved recipients yet. Add the addresses you send to in{' '}
          <Link href="/address-book">My Address Book</Link>.
        </p>
      ) : list.error ? (
        <LoadFailed what="Your address book" onRetry={() => void list.mutate()} />
      ) : (
        <SkeletonGroup label="Loading your address book">
          <Skeleton height="10rem" shape="rect" />
        </SkeletonGroup>
      )}
    </Dialog>
  );
}
