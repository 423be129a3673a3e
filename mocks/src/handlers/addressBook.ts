import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { nextId } from '../db';
import { TRIGGERS } from '../triggers';
import { EVM_ADDRESS, authedUser, fail, ok, readJson, route } from './util';

interface EntryBody {
  address: string;
  address_name: string;
  tag: string;
  acknowledge: boolean;
}

/** Validation of an add or edit; `id` is the entry being edited, which may keep its address. */
function check(user: DemoUser, body: Partial<EntryBody>, id?: string) {
  const name = body.address_name?.trim() ?? '';
  if (name === TRIGGERS.addressBookErrorName) return fail(500, 'Internal server error');
  if (!name || name.length > 100 || !body.acknowledge || !body.address || body.address.length > 120)
    return fail(422, 'Validation failed', 'validation_error');
  if (!EVM_ADDRESS.test(body.address)) return fail(400, 'Invalid address', 'invalid_address');
  if (
    user.addressBook.some(
      (e) => e.id !== id && e.address.toLowerCase() === body.address!.toLowerCase(),
    )
  )
    return fail(400, 'Address exists', 'address_exists');
  return {
    address: body.address,
    address_name: name,
    tag: body.tag?.trim() ?? '',
    crypto_id: 'ARB-USDC',
  };
}

export const addressBookHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'address-book', ({ request }) => {
    const user = authedUser(backend, request);
    return user instanceof Response ? user : ok(user.addressBook);
  }),
  route(backend, 'post', 'address-book/create', async ({ request }) => {
    const user = authedUser(backend, request);
    if (user instanceof Response) return user;
    const fields = check(user, await readJson<EntryBody>(request));
    if (fields instanceof Response) return fields;
    const entry = { id: nextId(backend.db, 'ab'), ...fields };
    user.addressBook.push(entry);
    return ok(entry, 201);
  }),
  route(backend, 'post', 'address-book/delete/:id', ({ request, params }) => {
    const user = authedUser(backend, request);
    if (user instanceof Response) return user;
    if (!user.addressBook.some((e) => e.id === params.id))
      return fail(404, 'Entry not found', 'not_found');
    user.addressBook = user.addressBook.filter((e) => e.id !== params.id);
    return ok();
  }),
  route(backend, 'post', 'address-book/:id', async ({ request, params }) => {
    const user = authedUser(backend, request);
    if (user instanceof Response) return user;
    const entry = user.addressBook.find((e) => e.id === params.id);
    if (!entry) return fail(404, 'Entry not found', 'not_found');
    const fields = check(user, await readJson<EntryBody>(request), entry.id);
    if (fields instanceof Response) return fields;
    Object.assign(entry, fields);
    return ok(entry);
  }),
];
