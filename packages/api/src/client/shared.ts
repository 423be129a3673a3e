import { z } from 'zod/mini';
import { request } from './request';
import { sessionStore } from './session';

/**
 * What every area (`<area>/schemas.ts`, `endpoints.ts`, `hooks.ts`) is built on, in one module
 * (one chunk): the two shapes of call, the per-user SWR key, and the shared schema pieces (money,
 * ids, acknowledgements, and the identity status both the auth answers and the profile carry).
 * Unknown extra fields are allowed (loose) so a backend that adds a field does not break us.
 * The client (`request.ts`) imports none of this: the first download stays free of zod.
 */

/**
 * Each answer is validated by its schema (`ackSchema` where we use nothing of it), so null, a
 * list or a string never passes for a success.
 */
export const post = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  auth = true,
) => request(path, { method: 'POST', body: body ?? {}, schema, auth });
export const get = <S extends z.ZodMiniType>(path: string, schema: S) => request(path, { schema });

/**
 * The signed-in user's SWR key, or null (no request) when nobody is signed in. Per-user data
 * carries the user's e-mail in its key, so one user never sees another's cache.
 */
export function forUser<K>(make: (email: string) => K): K | null {
  const email = sessionStore.get('userEmail');
  return email && sessionStore.hasAccessToken() ? make(email) : null;
}

/** A plain decimal: an optional minus, digits, an optional fraction. No exponent, no spaces. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** The same without the minus: what a balance, fee, minimum or limit must be. */
const UNSIGNED = /^\d+(\.\d+)?$/;

/**
 * The exact decimal of a JSON number, or undefined when the number may not be what the server
 * wrote: JSON.parse rounds to a float, and only up to 15 significant digits does the shortest
 * form of that float give back the written digits.
 */
function decimalOf(n: number): string | undefined {
  if (!Number.isFinite(n)) return undefined;
  // String() gives the shortest form, e.g. "-1.5e-7" or "1.2345e+21": expand its exponent.
  const [mantissa = '', exponent = '0'] = String(Math.abs(n)).split('e');
  const [int = '', fraction = ''] = mantissa.split('.');
  const digits = int + fraction;
  if (digits.replace(/^0+/, '').replace(/0+$/, '').length > 15) return undefined;
  const point = int.length + Number(exponent);
  const whole =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return n < 0 ? `-${whole}` : whole;
}

const money = (pattern: RegExp) =>
  z.pipe(
    z.union([z.string().check(z.regex(pattern)), z.number()]),
    z.transform((v, ctx) => {
      const text = typeof v === 'string' ? v : decimalOf(v);
      if (text === undefined)
        ctx.issues.push({ code: 'custom', input: v, message: 'more than 15 significant digits' });
      else if (!pattern.test(text))
        ctx.issues.push({ code: 'custom', input: v, message: 'a negative amount' });
      return text ?? '';
    }),
  );

/**
 * Money, as a decimal string: a plain decimal string (kept exactly, however long), or a JSON
 * number of at most 15 significant digits (written out exactly). Anything else, an exponent, a
 * float that lost digits, is refused: no float ever touches money. Never negative: a balance, a
 * fee, a minimum or a limit below zero is a broken answer, not something to show or compute with.
 */
export const amount = money(UNSIGNED);

/** The same, signed: only a movement of money (a transaction's amount) may be negative. */
export const signedAmount = money(DECIMAL);

/** Ids may arrive as numbers (whole and exact); like amounts they are kept as strings. */
export const stringId = z.union([
  z.string(),
  z.pipe(
    z.int(),
    z.transform((n) => String(n)),
  ),
]);

/** The answer of a call whose result nothing reads: an object, whatever it holds. */
export const ackSchema = z.looseObject({});

export const sumsubStatus = z.enum([
  'pending',
  'requires_action',
  'resubmission_requested',
  'rejected',
  'approved',
]);
export type SumsubStatus = z.infer<typeof sumsubStatus>;

export const kycLevel = z.string(); // unverified, verified, verified-plus, verified-plus-vef ...

/** A `message` answer (validate-delete, delete, and other acknowledgements). */
export const messageSchema = z.looseObject({ message: z.string() });
