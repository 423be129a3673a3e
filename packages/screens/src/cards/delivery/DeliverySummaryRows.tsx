import { Trans } from '@lingui/react/macro';
import { deliveryLines, type DeliveryAddress } from './deliveryValues';

/** A review's delivery rows, inside its summary `<dl>`: the address on four lines, the contact. */
export function DeliverySummaryRows({ address }: { address: DeliveryAddress }) {
  const lines = deliveryLines(address);
  return (
    <>
      <div>
        <dt>
          <Trans>Delivery Address</Trans>
        </dt>
        <dd data-testid="review-address">
          {lines.address}
          <br />
          {lines.cityLine}
          <br />
          {lines.state}
          <br />
          {lines.country}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Contact Number</Trans>
        </dt>
        <dd>{lines.contact}</dd>
      </div>
    </>
  );
}
