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
  country: 'Country is required',
  state: 'Please enter your state',
  city: 'Please enter your city',
  postCode: 'Please enter your post code',
  address: 'Please enter your address',
  phoneNumber: 'Please enter your phone number',
  mobileCode: 'Please choose a country code',
} as const;

/** A required text: blank, spaces or invisible characters only is the field's message. */
const required = (message: string) => z.string().check(z.refine(hasVisibleText, { message }));

export const deliveryAddressSchema: z.ZodMiniType<DeliveryAddress, DeliveryAddress> = z.object({
  country: required(DELIVERY_MESSAGES.country),
  state: required(DELIVERY_MESSAGES.state),
  city: required(DELIVERY_MESSAGES.city),
  postCode: required(DELIVERY_MESSAGES.postCode),
  address: required(DELIVERY_MESSAGES.address),
  phoneNumber: required(DELIVERY_MESSAGES.phoneNumber),
  mobileCode: required(DELIVERY_MESSAGES.mobileCode),
});
