import useSWR from 'swr';
import { forUser } from '../client/shared';
import { getAddressBook } from './endpoints';

/** SWR keys of the address book (per user: the e-mail is in the key). */
export const addressBookKeys = {
  addressBook: (email: string) => ['address-book', email] as const,
};

export const useAddressBook = () =>
  useSWR(forUser(addressBookKeys.addressBook), () => getAddressBook());
