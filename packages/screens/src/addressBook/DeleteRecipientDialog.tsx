import { Trans, useLingui } from '@lingui/react/macro';
import {
  deleteAddressBookEntry,
  useRevalidateAddressBook,
  type AddressBookEntry,
} from '@wallet/api';
import { MessageDialog } from '../forms/MessageDialog';
import { useSingleAction } from '../forms/useSingleSubmit';
import styles from './addressBook.module.css';

export interface DeleteRecipientDialogProps {
  entry: AddressBookEntry;
  onClose: () => void;
  onDeleted: () => void;
  /** Any failure: the caller shows the generic dialog (spec 2 section 8). */
  onFailed: () => void;
}

/**
 * Delete this recipient? Names the entry; Delete is sent once, and the list drops the row only
 * after the server has deleted it (it is read again, never edited ahead of the answer).
 */
export function DeleteRecipientDialog({
  entry,
  onClose,
  onDeleted,
  onFailed,
}: DeleteRecipientDialogProps) {
  const { t } = useLingui();
  const { address_name: name } = entry;
  const revalidate = useRevalidateAddressBook();
  const remove = useSingleAction(async () => {
    try {
      await deleteAddressBookEntry(entry.id);
    } catch {
      return onFailed();
    }
    await revalidate();
    onDeleted();
  });
  return (
    <MessageDialog
      tone="warning"
      size="sm"
      title={t`Delete ${name}?`}
      // Escape or a click outside while Delete is out does nothing: the answer decides.
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      secondaryAction={{ label: t`Cancel`, onPress: onClose, isDisabled: remove.isPending }}
      // The one place the danger colour shows: the row's Delete is a quiet icon.
      action={{
        label: t`Delete`,
        variant: 'danger',
        onPress: remove.run,
        isPending: remove.isPending,
      }}
    >
      <p>
        <Trans>{name} will be removed from your address book. You can add it again later.</Trans>
      </p>
      <p className={styles.fullAddress}>{entry.address}</p>
    </MessageDialog>
  );
}
