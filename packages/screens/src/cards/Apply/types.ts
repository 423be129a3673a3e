import type { CardTier } from '@wallet/api';
import type { DeliveryAddress } from '../delivery/deliveryValues';

/** What the application holds as it goes (spec 2 section 3, card application form). */
export interface Application {
  tier: CardTier;
  partnerCode: string;
  nameOnCard: string;
  address: DeliveryAddress;
}
