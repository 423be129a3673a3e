/**
 * The delivery address's values without its rules (no zod here): for pages that show or start an
 * address but do not validate one, so they do not download the validator. deliveryAddress.ts
 * re-exports all of it with the schema.
 */
import type { CardApplicationData } from '@wallet/api';

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

/** The address as a review shows it, one line each. */
export function deliveryLines(address: DeliveryAddress) {
  return {
    address: address.address.trim(),
    cityLine: `${address.postCode.trim()} ${address.city.trim()}`,
    state: address.state.trim(),
    country: address.country.trim(),
    contact: `+${address.mobileCode} ${address.phoneNumber.trim()}`,
  };
}
