// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './client/config';
import { ApiError } from './client/errors';
import type { Check } from './client/request';
import { sessionStore } from './client/session';
import * as endpoints from './endpoints';

/**
 * Every endpoint function of every area (the `endpoints` barrel) against hostile answers: it either resolves to a value its own schema
 * accepts (money as decimal strings, no inexact number anywhere) or rejects with an ApiError.
 * Nothing else may escape, whatever the server sends. The schema each call used is taken from
 * the client, so an endpoint without one fails here.
 */

// Records the schema of the last request, then lets the real client do its work.
const used: { schema?: Check } = {};
vi.mock(import('./client/request'), async (importOriginal) => {
  const client = await importOriginal();
  return {
    ...client,
    request: ((path: string, options: Parameters<typeof client.request>[1] = {}) => {
      used.schema = options.schema;
      return client.request(path, options);
    }) as typeof client.request,
  };
});

const card = {
  card_id: 'c1',
  type: 'virtual',
  status: 'active',
  last_four_digits: '4242',
  name_on_card: 'Ann Lee',
  permission: { freeze_card: false, in_store_purchase: true, online_transaction: true },
};
const authResult = {
  email: 'ann@demo.test',
  internal_status: 'active',
  kyc_level_identifier: 'unverified',
  sumsub_status: null,
  access_token: 'a',
  refresh_token: 'r',
};
const profile = {
  name: 'Ann Lee',
  email: 'ann@demo.test',
  kyc_level_name: 'verified',
  sumsub_status: 'approved',
  internal_status: 'active',
  referral_user_id: null,
  timezone: 'America/New_York',
  preferred_locale: 'en',
  email_marketing: true,
};
const deposits = {
  incoming_deposits: [
    { id: 'd1', ticker: 'USDC', amount: '1500', address: '0xabc', timestamp: '2026-01-01' },
  ],
};
const addressEntry = {
  id: 'a1',
  address_name: 'Mum',
  address: '0xabc',
  tag: 'family',
  crypto_id: 'ARB-USDC',
};
const sendBody = {
  crypto_id: 'ARB-USDC',
  amount: '10',
  recipient_name: 'Ann',
  recipient_address: '0xabc',
};
const addressBody = { address: '0xabc', address_name: 'Mum', tag: '', acknowledge: true };

/** Each endpoint function: the arguments to call it with and a well-formed answer. */
const CALLS: Record<string, { args: unknown[]; answer: unknown }> = {
  login: { args: ['ann@demo.test', 'Demo1234!', 'captcha'], answer: authResult },
  signup: {
    args: [
      {
        name: 'Ann',
        email: 'ann@demo.test',
        password: 'Demo1234!',
        confirm_password: 'Demo1234!',
        country_code: 'US',
        timezone: 'America/New_York',
        accept_tnc: true,
        recaptcha_token: 'captcha',
      },
    ],
    answer: authResult,
  },
  verifyEmailCode: { args: ['123456'], answer: { access_token: 'a', refresh_token: 'r' } },
  resendEmailCode: { args: [], answer: { success: true } },
  forgotPassword: { args: ['ann@demo.test'], answer: { email: 'ann@demo.test' } },
  changePassword: {
    args: [{ current_password: 'Old1234!', password: 'New1234!', confirm_password: 'New1234!' }],
    answer: { success: true },
  },
  resetPasswordWithToken: {
    args: [{ recovery_token: 't', password: 'New1234!', confirm_password: 'New1234!' }],
    answer: { success: true },
  },
  checkPasswordResetLink: { args: ['t'], answer: { url: '/password-reset-form' } },
  getEncryptedToken: {
    args: [{ clientId: 'c', sourceUrl: 'https://x.test', sitename: 's' }],
    answer: { token: 'enc' },
  },
  getProfile: { args: [], answer: profile },
  updatePreferences: {
    args: [{ name: 'Ann', preferred_locale: 'en', timezone: 'UTC' }],
    answer: profile,
  },
  setEmailMarketing: { args: [true], answer: { email_marketing: true } },
  validateDeleteAccount: { args: [], answer: { message: 'user_can_be_deleted' } },
  deleteAccount: { args: [], answer: { message: 'user_deleted_success' } },
  getFeatures: { args: [], answer: [{ route: '/card', enabled: true }] },
  getCountries: { args: [], answer: [{ cca_two: 'US', country_name: 'United States' }] },
  getSumsubToken: { args: [1], answer: { token: 'sumsub' } },
  getWallets: {
    args: [],
    answer: [
      {
        ticker: 'USDC',
        address: '0xabc',
        main_wallet_balance: '12500.75',
        fiat_equivalent: '12500.75',
        exchange_rate: '1',
        fiat_id: 'USD',
        crypto_id: 'ARB-USDC',
      },
    ],
  },
  createWallet: { args: ['VEF'], answer: { address: '0xabc' } },
  getTransactions: {
    args: [],
    answer: [
      {
        date: '2026-01-01',
        txnHash: '0xhash',
        type: 'onchain',
        url: 'https://x.test/tx',
        purpose: 'withdraw',
        ticker: 'USDC',
        amount: '-250.5',
        transactionId: 't1',
        description: { row1: 'To Ann', row2: '0xabc' },
      },
    ],
  },
  getIncomingDeposits: { args: [], answer: deposits },
  confirmIncomingDeposit: { args: ['d1', 'Ann'], answer: deposits },
  getSendDetails: {
    args: [],
    answer: {
      crypto_balance: '12500.75',
      crypto_min_amount: '10',
      crypto: 'USDC',
      crypto_id: 'ARB-USDC',
      crypto_fee: '1.5',
      crypto_network: 'Arbitrum',
    },
  },
  reviewSend: { args: [sendBody], answer: { reviewed: true } },
  confirmSend: {
    args: [{ ...sendBody, crypto_network_fee: '1.5', crypto_nett_amount: '8.5' }],
    answer: { sent: true, transactionId: 't2' },
  },
  getYieldWallet: {
    args: [],
    answer: {
      crypto_id: 'ARB-USDC',
      ticker: 'USDC',
      yield_balance: '250',
      cumulative_reward: '41.275312',
      apy: '4.5',
      main_wallet_balance: '3000',
      eligible_balance: '250',
      min_deposit_amount: '10',
      min_balance_required: '0',
    },
  },
  confirmYieldDeposit: { args: ['ARB-USDC', '10'], answer: { amount: '10' } },
  confirmYieldRedeem: { args: ['ARB-USDC', '10'], answer: { amount: '10' } },
  getReferral: {
    args: [],
    answer: {
      referral_code: 'ANN123',
      referees_mission_status: [
        {
          email: 'bob@demo.test',
          mission_one: { status: 'completed', amount: '5', ticker: 'USDC' },
          mission_two: { status: 'pending', amount: null, ticker: null },
        },
      ],
      referrer_rewards_earned: { USDC: '5', VEF: '250' },
    },
  },
  getReferralRewards: {
    args: [],
    answer: {
      mission_one: { referrer_amount: '5', ticker: 'USDC' },
      mission_two: { referrer_amount: '15', ticker: 'VEF', referee_amount: '5' },
    },
  },
  getAddressBook: { args: [], answer: [addressEntry] },
  createAddressBookEntry: { args: [addressBody], answer: addressEntry },
  updateAddressBookEntry: { args: ['a1', addressBody], answer: addressEntry },
  deleteAddressBookEntry: { args: ['a1'], answer: { success: true } },
  getCardBalance: {
    args: [],
    answer: {
      card_wallet_balance: '250',
      main_wallet_balance: '3000',
      min_topup_amount: '10',
      max_topup_amount: '5000',
      total_cards: 1,
    },
  },
  getCardApplicationData: {
    args: [],
    answer: {
      card_tiers: [
        {
          id: 1,
          vefCreditAmount: '250',
          applicationFee: '4.75',
          topupFeePercentage: '0',
          txnFeePercentage: '0',
          slotLimitReached: false,
        },
      ],
      user_info_sumsub: {
        names: ['Ann Lee'],
        address: { country: 'Malaysia', city: 'Petaling Jaya', mobile_code: '60' },
      },
      name_on_card: 'Ann Lee',
    },
  },
  checkPartnerCode: {
    args: ['PARTNER3'],
    answer: {
      card_tiers: [{ id: 3, applicationFee: '0', slotLimitReached: false }],
      user_info_sumsub: { names: ['Ann Lee'] },
      name_on_card: null,
    },
  },
  getCards: { args: [], answer: { cards: [card] } },
  createCard: {
    args: [{ card_tier_id: 1, name_on_card: 'Ann Lee', accept_tnc: true }],
    answer: { card_id: 'c2' },
  },
  topUpCard: { args: ['10'], answer: { txn_hash: '0xhash' } },
  getCardSensitiveInfo: {
    args: ['c1'],
    answer: { client_access_token: 'secret', name_on_card: 'Ann Lee' },
  },
  getCardTransactions: {
    args: [],
    answer: [
      {
        date: '2026-01-01',
        card_last_four: '4242',
        txn_hash: null,
        status: 'Closed',
        purpose: 'deposit',
        description: 'Top up',
        fiat: 'USD',
        amount: '10',
        amount_usd: '10',
      },
    ],
  },
  setCardPermission: { args: ['c1', card.permission], answer: { card_id: 'c1' } },
  terminateCard: { args: [{ card_id: 'c1', accept_tnc: true }], answer: { success: true } },
  replaceVirtualCard: { args: ['c1'], answer: { card_id: 'c3' } },
  changeCardPin: {
    args: ['c2', { current_pin: '1234', new_pin: '8642' }],
    answer: { success: true },
  },
  replacePhysicalCard: {
    args: [
      {
        card_id: 'c2',
        country: 'Malaysia',
        state: 'Selangor',
        city: 'Petaling Jaya',
        post_code: '47400',
        address: '12 Jalan SS2/24',
        phone_number: '123456789',
        mobile_code: '60',
        accept_tnc: true,
      },
    ],
    answer: { card_id: 'c9' },
  },
  getMobileCodes: {
    args: [],
    answer: [{ country_name: 'Malaysia', mobile_code: '60', cca_two: 'MY' }],
  },
  logout: { args: [], answer: { success: true } },
  validateAccessToken: { args: [], answer: { valid: true } },
};

// --- hostile answers ---

const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
const THIRTY_DIGITS = '123456789012345678901234567890';
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const DEEP = deepJson(10_000);
const HTML = '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>';

/** Values put in place of each field of a good answer, as raw JSON text. */
const FIELD_VALUES = [
  'null',
  '[]',
  '{}',
  'true',
  '-1',
  '1.5e-7',
  THIRTY_DIGITS,
  `-${THIRTY_DIGITS}.5`,
  JSON.stringify(HTML),
  JSON.stringify('1e5'),
  JSON.stringify('x'.repeat(100_000)),
  DEEP,
];

/** Whole bodies answered with 200 that no endpoint may take for an answer. */
const REFUSED_BODIES = [
  '',
  '   ',
  'not json {',
  HTML,
  'null',
  '42',
  THIRTY_DIGITS,
  'true',
  '{"data":null}',
  `{"data":${THIRTY_DIGITS}}`,
];

/** Whole bodies answered with 200. */
const BODIES = [
  ...REFUSED_BODIES,
  '[]',
  '"a string"',
  '{}',
  '{"data":[]}',
  '{"data":"x"}',
  '{"data":[null,1,"x"]}',
  JSON.stringify({ data: FIVE_MB }),
  JSON.stringify(FIVE_MB),
  DEEP,
  `{"data":${DEEP}}`,
];

/** Bodies of failed answers, shaped like the spec's and not, taken in turn by status. */
const ERROR_BODIES = [
  '',
  HTML,
  '{}',
  JSON.stringify({ error_message: 'Nope', status_code: 200, error_id: 4291 }),
  JSON.stringify({ error_message: 'Rejected request with invalid access token' }),
  JSON.stringify({ error_message: HTML, error_id: 'x', error_details: { field: ['a', 1] } }),
];
/** Slow bodies to read, so a few statuses get them (the 401 goes through the refresh too). */
const HEAVY_ERRORS: Record<number, string> = {
  400: `{"error_message":null,"error_id":{"x":1},"error_details":${DEEP}}`,
  401: JSON.stringify({ error_message: FIVE_MB, error_details: [FIVE_MB] }),
  500: `{"error_message":"${FIVE_MB}","error_details":${DEEP}}`,
};

/** JSON text of `value` with the leaf at `path` replaced by the raw JSON `raw`. */
function withField(value: unknown, path: (string | number)[], raw: string): string {
  const marker = '\u0000fuzz\u0000';
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = marker;
  return JSON.stringify({ data: copy }).replace(JSON.stringify(marker), raw);
}

const valueAt = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);

/** Paths of every field (and item) of a value, nested ones included. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...fieldPaths(child, path)];
  });
}

const MONEY_KEY = /amount|balance|fee|reward|apy|rate|equivalent|percentage|^usdc$|^vef$/i;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A resolved value, read along the fields of the good answer (others pass through unread):
 * money only as a decimal string, a number only as an exact whole number.
 */
function expectSafeValue(value: unknown, good: unknown, key = ''): void {
  if (value === null || value === undefined) return;
  if (typeof good === 'number') expect(Number.isSafeInteger(value), key).toBe(true);
  else if (typeof good === 'string' && MONEY_KEY.test(key)) expect(value, key).toMatch(DECIMAL);
  else if (Array.isArray(good) && Array.isArray(value))
    for (const item of value) expectSafeValue(item, good[0], key);
  else if (good !== null && typeof good === 'object' && typeof value === 'object')
    for (const [k, v] of Object.entries(good))
      expectSafeValue((value as Record<string, unknown>)[k], v, k);
}

// --- the run ---

let answer: { status: number; body: string } = { status: 200, body: '' };
// What the client reads of a response (a real Response would copy 5 MB bodies for nothing).
const fetchStub = vi.fn(async () => {
  const { status, body } = answer;
  return { status, ok: status < 300, text: async () => body } as Response;
});

beforeAll(() => {
  vi.stubGlobal('fetch', fetchStub);
  configureApi({ host: 'http://api.test', clientId: 'web', clientSecret: 's', scopes: 'all' });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.clear());

type Endpoint = (...args: unknown[]) => Promise<unknown>;
// Every function the barrel exports, whatever it is named: a new endpoint joins the run.
const functions = Object.entries(endpoints as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] => typeof entry[1] === 'function',
);

/** Calls an endpoint with the given answer; true when it resolved (to a checked value). */
async function call(name: string, status: number, body: string): Promise<boolean> {
  answer = { status, body };
  // Each call starts signed in, so a 401 goes through the refresh path too.
  sessionStore.setTokens('access', 'refresh');
  used.schema = undefined;
  const fn = functions.find(([n]) => n === name)![1];
  const outcome = await fn(...CALLS[name]!.args).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome) {
    expect(outcome.error, `${name} ${status} ${body.slice(0, 60)}`).toBeInstanceOf(ApiError);
    return false;
  }
  expect(used.schema, `${name} has no schema`).toBeDefined();
  expect(used.schema!.safeParse(outcome.value).success, `${name}: ${body.slice(0, 80)}`).toBe(true);
  expectSafeValue(outcome.value, CALLS[name]!.answer);
  return true;
}

describe('fuzz: every endpoint function against hostile answers', () => {
  it('the call table covers every endpoint function the barrel exports, and nothing else', () => {
    expect(functions.map(([name]) => name).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it("the barrel re-exports every area's endpoints module", () => {
    const areas = import.meta.glob<Record<string, unknown>>('./*/endpoints.ts', { eager: true });
    expect(Object.keys(areas).length).toBeGreaterThan(0);
    for (const [path, area] of Object.entries(areas))
      for (const [name, fn] of Object.entries(area))
        if (typeof fn === 'function')
          expect((endpoints as Record<string, unknown>)[name], `${path} ${name}`).toBe(fn);
  });

  describe.each(functions.map(([name]) => name))('%s', (name) => {
    const good = CALLS[name]?.answer;

    it('resolves a well-formed answer, bare or wrapped in data', async () => {
      expect(await call(name, 200, JSON.stringify({ data: good }))).toBe(true);
      expect(await call(name, 200, JSON.stringify(good))).toBe(true);
    });

    it('whole hostile bodies: a checked value or an ApiError; nothing empty or scalar passes', async () => {
      for (const body of BODIES) {
        const resolved = await call(name, 200, body);
        if (REFUSED_BODIES.includes(body)) expect(resolved, body).toBe(false);
      }
    });

    it('every field of a good answer made hostile: a checked value or an ApiError', async () => {
      for (const path of fieldPaths(good))
        for (const raw of FIELD_VALUES) await call(name, 200, withField(good, path, raw));
    });

    it('a money field holding a 30-digit number is refused, as a digit string it is kept', async () => {
      const money = fieldPaths(good).filter(
        (path) => MONEY_KEY.test(String(path.at(-1))) && typeof valueAt(good, path) === 'string',
      );
      for (const path of money) {
        expect(await call(name, 200, withField(good, path, THIRTY_DIGITS))).toBe(false);
        expect(await call(name, 200, withField(good, path, `"${THIRTY_DIGITS}"`))).toBe(true);
      }
    });

    it('every HTTP error status 400-599 with hostile error bodies is an ApiError', async () => {
      for (let status = 400; status < 600; status++) {
        const body = HEAVY_ERRORS[status] ?? ERROR_BODIES[status % ERROR_BODIES.length]!;
        expect(await call(name, status, body)).toBe(false);
      }
    });
  });
});
