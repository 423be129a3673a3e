import { addressBookKeys } from './addressBook/hooks';
import { cardsKeys } from './cards/hooks';
import { configKeys } from './config/hooks';
import { moneyKeys } from './money/hooks';
import { profileKeys } from './profile/hooks';
import { referralKeys } from './referral/hooks';

/**
 * Every area's SWR keys in one object, for screens that refresh another page's data. Per-user
 * data carries the user's e-mail, so one user never sees another's cache. (Its own module: a
 * page that reads no key does not carry this object.)
 */
export const keys = {
  ...profileKeys,
  ...configKeys,
  ...moneyKeys,
  ...referralKeys,
  ...addressBookKeys,
  ...cardsKeys,
};
