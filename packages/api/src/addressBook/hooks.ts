import { query, useQuery } from '../client/swrQuery';
import { keysOf, useRevalidate } from '../client/revalidate';
import { forUser } from '../client/shared';
import { getAddressBook } from './endpoints';

/** SWR keys of the address book (per user: the e-mail is in the key). */
export const addressBookKeys = {
  addressBook: (email: string) => ['address-book', email] as const,
};

/** The reads of the area's hooks, which route loaders preload (preload.ts). */
export const addressBookQueries = {
  addressBook: query(
    () => forUser(addressBookKeys.addressBook),
    () => getAddressBook(),
  ),
};

export const useAddressBook = () => useQuery(addressBookQueries.addressBook);

/** After an entry is added, edited, deleted or imported: the list as the server has it now. */
const staleAddressBook = keysOf(addressBookKeys.addressBook);
export const useRevalidateAddressBook = () => useRevalidate(staleAddressBook);
