/**
 * The delivery address's values without its rules (no zod here): for pages that show or start an
 * address but do not validate one, so they do not download the validator. deliveryAddress.ts
 * re-exports all of it with the schema.
 */
import type { CardApplicationData } from '@wallet/api';
import { cleanText } from '../../forms/visibleText';

export const DEFAULT_MOBILE_CODE = '60';

export interface DeliveryAddress {
  country: string;
  state: string;
  city: string;
  postCode: string;
  address: string;
  phoneNumber: string;
  mobileCode: string;
}

/** The verified identity's address as the form's starting values. */
export function deliveryDefaults(application?: CardApplicationData): DeliveryAddress {
  const a = application?.user_info_sumsub.address;
  return {
    country: a?.country ?? '',
    state: a?.state ?? '',
    city: a?.city ?? '',
    postCode: a?.post_code ?? '',
    address: a?.address ?? '',
    phoneNumber: a?.phone_number ?? '',
    mobileCode: a?.mobile_code || DEFAULT_MOBILE_CODE,
  };
}

/** The address as it is kept and sent: every field's invisible characters and outer spaces gone. */
export function cleanDelivery(address: DeliveryAddress): DeliveryAddress {
  const entries = Object.entries(address).map(([key, value]) => [key, cleanText(value)]);
  return Object.fromEntries(entries) as unknown as DeliveryAddress;
}

/** The address as a review shows it, one line each. */
export function deliveryLines(address: DeliveryAddress) {
  const a = cleanDelivery(address);
  return {
    address: a.address,
    cityLine: `${a.postCode} ${a.city}`,
    state: a.state,
    country: a.country,
    contact: `+${a.mobileCode} ${a.phoneNumber}`,
  };
}
