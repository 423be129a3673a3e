/**
 * The delivery address of a physical card (spec 2 sections 2 and 5), shared by /card/apply page 4
 * and the physical replacement of /card/setting. Exports:
 * - DELIVERY_MESSAGES: the field errors;
 * - DEFAULT_MOBILE_CODE ('60');
 * - deliveryAddressSchema (zod/mini): every field required (something visible in it);
 * - cleanDelivery(address): the values as kept and sent (invisible characters and outer spaces gone);
 * - type DeliveryAddress: { country, state, city, postCode, address, phoneNumber, mobileCode };
 * - deliveryDefaults(application?): the form's starting values from `user_info_sumsub.address`
 *   of card/tiers (a missing mobile code is 60);
 * - deliveryLines(address): what a review shows (address; post code and city; state; country;
 *   contact number as "+60 123456789").
 * The fields themselves are DeliveryAddressFields (./DeliveryAddressFields). A page that only
 * shows or starts an address can import the zod-free ./deliveryValues instead.
 */
import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { hasVisibleText } from '../../forms/visibleText';
import type { DeliveryAddress } from './deliveryValues';

export {
  cleanDelivery,
  DEFAULT_MOBILE_CODE,
  deliveryDefaults,
  deliveryLines,
  type DeliveryAddress,
} from './deliveryValues';

export const DELIVERY_MESSAGES = {
  get country() {
    return t`Country is required`;
  },
  get state() {
    return t`Please enter your state`;
  },
  get city() {
    return t`Please enter your city`;
  },
  get postCode() {
    return t`Please enter your post code`;
  },
  get address() {
    return t`Please enter your address`;
  },
  get phoneNumber() {
    return t`Please enter your phone number`;
  },
  get mobileCode() {
    return t`Please choose a country code`;
  },
} as const;

type DeliveryField = keyof typeof DELIVERY_MESSAGES;

/**
 * A required text: blank, spaces or invisible characters only is the field's message, read when
 * the field is checked (so in the active language).
 */
const required = (field: DeliveryField) =>
  z.string().check(z.refine(hasVisibleText, { error: () => DELIVERY_MESSAGES[field] }));

export const deliveryAddressSchema: z.ZodMiniType<DeliveryAddress, DeliveryAddress> = z.object({
  country: required('country'),
  state: required('state'),
  city: required('city'),
  postCode: required('postCode'),
  address: required('address'),
  phoneNumber: required('phoneNumber'),
  mobileCode: required('mobileCode'),
});
