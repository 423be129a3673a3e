import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AddressBookEntry } from '@wallet/api';
import { BookIcon, Button, ChevronIcon } from '@wallet/ui';
import styles from './withdraw.module.css';

// The dialog (search list and all) loads when first opened: its files are listed here, in a
// chunk loaded beside /withdraw, not in the page's first download.
const RecipientPickerDialog = lazy(() =>
  import('./RecipientPickerDialog').then((m) => ({ default: m.RecipientPickerDialog })),
);

/** Choose from address book, and the picker it opens; `onPick` fills the recipient. */
export function RecipientPicker({ onPick }: { onPick: (entry: AddressBookEntry) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A row, as a list entry: the saved recipients are one step away. */}
      <Button variant="ghost" fullWidth className={styles.pick} onPress={() => setOpen(true)}>
        <span className={styles.pickIcon}>
          <BookIcon />
        </span>
        <span className={styles.pickText}>
          <Trans>Choose from address book</Trans>
        </span>
        <ChevronIcon className={styles.pickChevron} />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RecipientPickerDialog
            onClose={() => setOpen(false)}
            onPick={(entry) => {
              onPick(entry);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
