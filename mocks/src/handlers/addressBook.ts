import { z } from 'zod/mini';
import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { nextId } from '../db';
import { TRIGGERS } from '../triggers';
import { EVM_ADDRESS, fail, ok, route } from './util';

/** An add or edit; a missing field is the handler's validation_error. */
const EntryBody = z.object({
  address: z.optional(z.string()),
  address_name: z.optional(z.string()),
  tag: z.optional(z.string()),
  acknowledge: z.optional(z.boolean()),
});
type EntryBody = z.infer<typeof EntryBody>;

/**
 * Why an add or edit is refused, if it is; `id` is the entry being edited, which may keep its
 * address.
 */
function refusal(user: DemoUser, body: EntryBody, id?: string) {
  const name = body.address_name?.trim() ?? '';
  if (name === TRIGGERS.addressBookErrorName) return fail(500, 'Internal server error');
  if (!name || name.length > 100 || !body.acknowledge || !body.address || body.address.length > 120)
    return fail(422, 'Validation failed', 'validation_error');
  const address = body.address.toLowerCase();
  // Well-formed but refused, as a real backend would: the zero address (the withdraw trigger)
  // and the user's own wallets (sending to yourself).
  if (
    !EVM_ADDRESS.test(body.address) ||
    address === TRIGGERS.invalidWithdrawAddress ||
    user.wallets.some((w) => w.address.toLowerCase() === address)
  )
    return fail(400, 'Invalid address', 'invalid_address');
  if (user.addressBook.some((e) => e.id !== id && e.address.toLowerCase() === address))
    return fail(400, 'Address exists', 'address_exists');
  return undefined;
}

/** The stored fields of an entry that passed `refusal`. */
const fieldsOf = (body: EntryBody) => ({
  address: body.address!,
  address_name: body.address_name!.trim(),
  tag: body.tag?.trim() ?? '',
  crypto_id: 'ARB-USDC',
});

export const addressBookHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'address-book', { auth: true }, ({ user }) => ok(user.addressBook)),
  route(
    backend,
    'post',
    'address-book/create',
    { auth: true, body: EntryBody },
    ({ user, body }) => {
      const refused = refusal(user, body);
      if (refused) return refused;
      const entry = { id: nextId(backend.db, 'ab'), ...fieldsOf(body) };
      user.addressBook.push(entry);
      return ok(entry, 201);
    },
  ),
  route(backend, 'post', 'address-book/delete/:id', { auth: true }, ({ user, params }) => {
    if (!user.addressBook.some((e) => e.id === params.id))
      return fail(404, 'Entry not found', 'not_found');
    user.addressBook = user.addressBook.filter((e) => e.id !== params.id);
    return ok();
  }),
  route(
    backend,
    'post',
    'address-book/:id',
    { auth: true, body: EntryBody },
    ({ user, body, params }) => {
      const entry = user.addressBook.find((e) => e.id === params.id);
      if (!entry) return fail(404, 'Entry not found', 'not_found');
      const refused = refusal(user, body, entry.id);
      if (refused) return refused;
      Object.assign(entry, fieldsOf(body));
      return ok(entry);
    },
  ),
];
