import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, MissingFields } from '@wallet/ui';
import { pageStyles as page } from '../../common';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { missingOf } from '../../forms/missingFields';
import { useSubmitCheck } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import {
  cleanDelivery,
  deliveryAddressSchema,
  type DeliveryAddress,
} from '../delivery/deliveryAddress';
import { DELIVERY_LABELS, DeliveryAddressFields } from '../delivery/DeliveryAddressFields';
import styles from '../flow.module.css';

// Its own chunk (the form kit, zod and the country-code picker): most applications never see it.
/** Page 4: where a physical card goes; every field required, checked when left. */
export default function DeliveryPage({
  address,
  onNext,
}: {
  address: DeliveryAddress;
  onNext: (address: DeliveryAddress) => void;
}) {
  const { t } = useLingui();
  const form = useBlurValidatedForm<DeliveryAddress>(address, zodResolver(deliveryAddressSchema));
  const { canSubmit, blocking } = useSubmitCheck(form, deliveryAddressSchema);
  const hintId = useId();
  const submit = useSingleSubmit(form, (values) => onNext(cleanDelivery(values)));
  return (
    <div className={styles.layout}>
      <p className={page.muted}>
        <Trans>Review and confirm your delivery address.</Trans>
      </p>
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Delivery address`}>
          <DeliveryAddressFields form={form} />
          <MissingFields
            id={hintId}
            action={t`continue`}
            items={missingOf(form, blocking, DELIVERY_LABELS)}
            align="end"
          />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!canSubmit} aria-describedby={hintId}>
              <Trans>Next</Trans>
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
