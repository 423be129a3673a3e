import { z } from 'zod/mini';
import { ackSchema, get, post } from '../client/shared';
import { addressBookEntrySchema } from './schemas';

/** Saved withdrawal addresses (spec 1 section 7). */
export interface AddressBookBody {
  address: string;
  address_name: string;
  tag: string;
  acknowledge: boolean;
}
export const getAddressBook = () => get('address-book', z.array(addressBookEntrySchema));
export const createAddressBookEntry = (body: AddressBookBody) =>
  post('address-book/create', { crypto_id: 'ARB-USDC', ...body }, addressBookEntrySchema);
export const updateAddressBookEntry = (id: string, body: AddressBookBody) =>
  post(
    `address-book/${encodeURIComponent(id)}`,
    { id, crypto_id: 'ARB-USDC', ...body },
    addressBookEntrySchema,
  );
export const deleteAddressBookEntry = (id: string) =>
  post(`address-book/delete/${encodeURIComponent(id)}`, undefined, ackSchema);
