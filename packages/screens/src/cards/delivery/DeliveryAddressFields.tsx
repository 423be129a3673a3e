import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMobileCodes } from '@wallet/api';
import type { KeyboardEvent } from 'react';
import { Button, TextField } from '@wallet/ui';
import { FormComboBox } from '../../forms/FormComboBox';
import { FormTextField } from '../../forms/FormFields';
import type { FieldLabels } from '../../forms/missingFields';
import type { DeliveryAddress } from './deliveryAddress';
import styles from './delivery.module.css';

export interface DeliveryAddressFieldsProps<T extends DeliveryAddress & FieldValues> {
  /** A form whose values include the DeliveryAddress fields (useBlurValidatedForm: checked on blur). */
  form: UseFormReturn<T>;
}

/** The fields' labels, which a form's MissingFields names them by (read in the active language). */
export const DELIVERY_LABELS = {
  get country() {
    return t`Country`;
  },
  get state() {
    return t`State`;
  },
  get city() {
    return t`City`;
  },
  get postCode() {
    return t`Post Code`;
  },
  get address() {
    return t`Address`;
  },
  mobileCode: {
    get label() {
      return t`Country Code`;
    },
    kind: 'choose',
  },
  get phoneNumber() {
    return t`Phone Number`;
  },
} satisfies FieldLabels<DeliveryAddress>;
const L = DELIVERY_LABELS;

/**
 * Enter in any of the fields does not send the address form (spec 2 section 2). Caught once for
 * all of them as it bubbles, so no field can be left out (Post Code and Address once were); the
 * country-code list has handled its own Enter (choosing an option) by then.
 */
const noEnterSubmit = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

/**
 * Country (read-only), state, city, post code, address, and the phone number with its country
 * code (default 60). Each field is checked when left and its error clears when it takes focus.
 */
export function DeliveryAddressFields<T extends DeliveryAddress & FieldValues>({
  form: typed,
}: DeliveryAddressFieldsProps<T>) {
  // The fields are named as in DeliveryAddress, whatever else the form holds.
  const form = typed as unknown as UseFormReturn<DeliveryAddress>;
  const { t } = useLingui();
  const codes = useMobileCodes();
  const byCode = new Map<string, string[]>();
  for (const c of codes.data ?? [])
    byCode.set(c.mobile_code, [...(byCode.get(c.mobile_code) ?? []), c.country_name]);
  const [country, current] = useWatch({ control: form.control, name: ['country', 'mobileCode'] });
  if (current && !byCode.has(current)) byCode.set(current, []);
  const options = [...byCode].map(([code, names]) => ({
    id: code,
    label: names.length ? `+${code} ${names.join(', ')}` : `+${code}`,
  }));
  return (
    // Not an interactive element: it only stops the form's implicit submission from its fields.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.fields} onKeyDown={noEnterSubmit}>
      <TextField
        label={L.country}
        value={country}
        isReadOnly
        description={t`The country of your verified identity.`}
      />
      <FormTextField form={form} name="state" label={L.state} isRequired />
      <FormTextField form={form} name="city" label={L.city} isRequired />
      <FormTextField
        form={form}
        name="postCode"
        label={L.postCode}
        autoComplete="postal-code"
        isRequired
      />
      <FormTextField
        form={form}
        name="address"
        label={L.address}
        autoComplete="street-address"
        isRequired
      />
      <div className={styles.phone}>
        <FormComboBox
          form={form}
          name="mobileCode"
          label={L.mobileCode.label}
          items={options}
          isRequired
          isDisabled={codes.data === undefined && codes.isLoading}
          loadError={codes.error ? t`The country codes could not be loaded.` : undefined}
        />
        <FormTextField
          form={form}
          name="phoneNumber"
          label={L.phoneNumber}
          inputMode="tel"
          autoComplete="tel-national"
          isRequired
        />
      </div>
      {codes.error && (
        <Button variant="secondary" size="sm" onPress={() => void codes.mutate()}>
          <Trans>Try loading country codes again</Trans>
        </Button>
      )}
    </div>
  );
}
