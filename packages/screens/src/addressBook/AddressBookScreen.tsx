import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddressBook, type AddressBookEntry } from '@wallet/api';
import {
  AddIcon,
  BookIcon,
  Button,
  Card,
  EmptyState,
  PageHeader,
  showToast,
  Skeleton,
  SkeletonGroup,
} from '@wallet/ui';
import { GenericErrorDialog, LoadFailed, pageStyles as page } from '../common';
import { loadChecksum } from '../common/address/evmAddress';
import type { RecipientValues } from '../common/address/recipientForm';
import { AddressBookTable } from './AddressBookTable';
import styles from './addressBook.module.css';
import { CsvActions } from './csv/CsvActions';

// Dialogs load when first opened, so the page's own download stays small.
const DeleteRecipientDialog = lazy(() =>
  import('./DeleteRecipientDialog').then((m) => ({ default: m.DeleteRecipientDialog })),
);
const RecipientFormDialog = lazy(() =>
  import('../common/address/RecipientFormDialog').then((m) => ({
    default: m.RecipientFormDialog,
  })),
);

// Starts with the page: the form checks a mixed-case address's checksum with it.
void loadChecksum();

type Editing = { entry?: AddressBookEntry; initial?: Partial<RecipientValues> };

/** /address-book, My Address Book: the saved recipients by name, Add, Edit and Delete. */
export function AddressBookScreen() {
  const { t } = useLingui();
  const list = useAddressBook();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<AddressBookEntry>();
  const [failed, setFailed] = useState(false);
  // What was typed before a call failed, for the same form when it is opened again.
  const [kept, setKept] = useState<{ id?: string; values: RecipientValues }>();
  const keptFor = (id?: string) => (kept && kept.id === id ? kept.values : undefined);
  const add = () => setEditing({ initial: keptFor(undefined) });

  return (
    <div className={page.page}>
      <PageHeader
        title={t`My Address Book`}
        description={t`The wallets you send USDC to on the Arbitrum network.`}
        actions={
          <>
            {/* Empty, the empty state offers it: one Add Recipient on the page. */}
            {list.data?.length !== 0 && (
              <Button onPress={add}>
                <AddIcon /> <Trans>Add Recipient</Trans>
              </Button>
            )}
            <CsvActions entries={list.data} />
          </>
        }
      />
      {list.data?.length === 0 ? (
        <Card>
          <EmptyState
            icon={<BookIcon />}
            title={t`No record`}
            description={t`Save the wallets you send to, then pick one by name when you withdraw.`}
            action={
              <Button onPress={add}>
                <AddIcon /> <Trans>Add Recipient</Trans>
              </Button>
            }
          />
        </Card>
      ) : list.data ? (
        <Card>
          <AddressBookTable
            entries={list.data}
            onEdit={(entry) => setEditing({ entry, initial: keptFor(entry.id) })}
            onDelete={setDeleting}
          />
        </Card>
      ) : list.error ? (
        <LoadFailed what={t`Your address book`} onRetry={() => void list.mutate()} />
      ) : (
        <Card>
          {/* Shaped like the table: a header, then rows of name, address and two icons. */}
          <SkeletonGroup label={t`Loading your address book`}>
            <Skeleton height="2.75rem" shape="rect" />
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className={styles.skeletonRow}>
                <Skeleton width="60%" />
                <Skeleton width="80%" />
                <Skeleton width="4.5rem" height="2.25rem" shape="rect" />
              </div>
            ))}
          </SkeletonGroup>
        </Card>
      )}
      {editing && (
        <Suspense fallback={null}>
          <RecipientFormDialog
            entry={editing.entry}
            initial={editing.initial}
            onClose={() => setEditing(undefined)}
            onSaved={(entry) => {
              setKept(undefined);
              setEditing(undefined);
              showToast({
                title: editing.entry ? t`Recipient updated` : t`Recipient added`,
                description: entry.address_name,
                tone: 'success',
              });
            }}
            onFailed={(values) => {
              setKept({ id: editing.entry?.id, values });
              setEditing(undefined);
              setFailed(true);
            }}
          />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteRecipientDialog
            entry={deleting}
            onClose={() => setDeleting(undefined)}
            onDeleted={() => {
              setDeleting(undefined);
              showToast({ title: t`Recipient deleted`, description: deleting.address_name });
            }}
            onFailed={() => {
              setDeleting(undefined);
              setFailed(true);
            }}
          />
        </Suspense>
      )}
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </div>
  );
}
