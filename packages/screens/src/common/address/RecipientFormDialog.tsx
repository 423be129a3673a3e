import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createAddressBookEntry,
  updateAddressBookEntry,
  useRevalidateAddressBook,
  type AddressBookEntry,
} from '@wallet/api';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormDialog } from '../../forms/FormDialog';
import { FormTextField } from '../../forms/FormFields';
import { missingOf, type FieldLabels } from '../../forms/missingFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { addressCheckMissing, AddressCheckWarning, useAddressCheck } from './AddressCheck';
import { useLoaded } from '../../hooks/useLoaded';
import { isChecksumLoaded, loadChecksum } from './evmAddress';
import {
  bodyOf,
  EMPTY_RECIPIENT,
  RECIPIENT_LIMITS as L,
  recipientOutcome,
  recipientSchema,
  type RecipientValues,
} from './recipientForm';

export interface RecipientFormDialogProps {
  /** The entry to edit; without it the form adds one. */
  entry?: AddressBookEntry;
  /** What the form starts with: what was typed before a failed call, or a recipient to save. */
  initial?: Partial<RecipientValues>;
  /** Saved: the server's entry (the list is read again before this is called). */
  onSaved: (entry: AddressBookEntry) => void;
  onClose: () => void;
  /** A failure the form has no message for: the caller closes it and shows the generic dialog. */
  onFailed: (values: RecipientValues) => void;
}

/** The fields' labels, which the form's hint names too (spec 2 section 5: every one is required). */
const LABELS = {
  name: msg`Name`,
  address: msg`Wallet address`,
  tag: msg`Tag`,
  acknowledge: msg`the confirmation box`,
};

const valuesOf = (entry: AddressBookEntry | undefined): Partial<RecipientValues> =>
  entry ? { name: entry.address_name, address: entry.address, tag: entry.tag ?? '' } : {};

/**
 * Add Recipient or Edit Recipient (spec 2 sections 2, 5, 8 and 9): name, address, tag and the
 * acknowledgement; Add or Save once all are filled. An address that imitates a known one, or one
 * that could not be checked, must be compared and ticked first.
 */
export function RecipientFormDialog(props: RecipientFormDialogProps) {
  const ready = useLoaded(loadChecksum, isChecksumLoaded);
  // A mixed-case address can be checked only once the checksum code is here.
  return ready ? <RecipientForm {...props} /> : null;
}

function RecipientForm({ entry, initial, onSaved, onClose, onFailed }: RecipientFormDialogProps) {
  const revalidate = useRevalidateAddressBook();
  const [announcement, setAnnouncement] = useState('');
  const { form, submit, canSubmit, blocking, isPending } = useSchemaForm<RecipientValues>({
    schema: recipientSchema,
    defaultValues: { ...EMPTY_RECIPIENT, ...valuesOf(entry), ...initial },
    onSubmit: async (values) => {
      setAnnouncement('');
      let answer: AddressBookEntry;
      try {
        answer = entry
          ? await updateAddressBookEntry(entry.id, bodyOf(values))
          : await createAddressBookEntry(bodyOf(values));
      } catch (error) {
        const outcome = recipientOutcome(error);
        if ('generic' in outcome) return onFailed(values);
        form.setError('address', { type: 'server', message: outcome.field });
        // Announced, not focused: a field clears its error when it takes focus.
        setAnnouncement(outcome.field);
        return;
      }
      await revalidate();
      onSaved(answer);
    },
  });
  const check = useAddressCheck(useWatch({ control: form.control, name: 'address' }), entry?.id);
  const { t } = useLingui();
  const labels = {
    name: t(LABELS.name),
    address: t(LABELS.address),
    tag: t(LABELS.tag),
    acknowledge: t(LABELS.acknowledge),
  } satisfies FieldLabels<RecipientValues>;

  return (
    <FormDialog
      title={entry ? t`Edit Recipient` : t`Add Recipient`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={entry ? t`Save` : t`Add`}
      canSubmit={canSubmit && !check.blocked}
      missing={[...missingOf(form, blocking, labels), ...addressCheckMissing(check)]}
      action={entry ? t`save this address` : t`add this address`}
      isSubmitting={isPending}
    >
      <FormTextField
        form={form}
        name="name"
        label={labels.name}
        maxLength={L.nameMax}
        autoComplete="off"
        autoFocus
        isRequired
      />
      <FormTextField
        form={form}
        name="address"
        label={labels.address}
        description={t`Arbitrum USDC only: an address starting with 0x`}
        maxLength={L.addressMax}
        autoComplete="off"
        spellCheck="false"
        isRequired
      />
      <AddressCheckWarning {...check} />
      <FormTextField
        form={form}
        name="tag"
        label={labels.tag}
        description={t`A word to find it by, such as Family or Exchange`}
        maxLength={L.tagMax}
        autoComplete="off"
        isRequired
      />
      <FormCheckbox form={form} name="acknowledge" isRequired>
        <Trans>
          I confirm this address is on the Arbitrum network and can receive USDC. Funds sent to a
          wrong address cannot be recovered.
        </Trans>
      </FormCheckbox>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </FormDialog>
  );
}
