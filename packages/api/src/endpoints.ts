import { z } from 'zod/mini';
import { request } from './client';
import { getApiConfig } from './config';
import * as s from './schemas';

export { logout, validateAccessToken } from './sessionCalls';

/**
 * One function per call of spec 1 section 7 and spec 2 section 7. Paths the spec does not show
 * are our choices, listed in docs/api.md. Each answer is validated by its schema.
 */
const post = <S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  body?: unknown,
  schema?: S,
  auth = true,
) => request(path, { method: 'POST', body: body ?? {}, schema, auth });
const get = <S extends z.ZodMiniType | undefined = undefined>(path: string, schema?: S) =>
  request(path, { schema });

// --- auth ---
export function login(email: string, password: string, recaptchaToken: string) {
  const { clientId, clientSecret, scopes } = getApiConfig();
  return post(
    'auth/login',
    {
      username: email,
      password,
      grant_type: 'password',
      client_id: clientId,
      client_secret: clientSecret,
      scopes,
      recaptcha_token: recaptchaToken,
    },
    s.authResultSchema,
    false,
  );
}
export const signup = (payload: s.SignupPayload) =>
  post('auth/signupWithToken', payload, s.authResultSchema, false);
export const verifyEmailCode = (code: string) =>
  post('auth/2fa/verify/email', { code }, z.partial(s.authResultSchema));
export const resendEmailCode = () => post('auth/2fa/resend/email');
export const forgotPassword = (email: string) =>
  post('auth/password/forgot', { email }, undefined, false);
export const changePassword = (body: {
  current_password: string;
  password: string;
  confirm_password: string;
}) => post('auth/password/new', body);
export const resetPasswordWithToken = (body: z.infer<typeof s.passwordResetPayloadSchema>) =>
  post('auth/password/new/no-auth', body, undefined, false);
/** Checks an e-mailed reset link; the answer carries a url. */
export const checkPasswordResetLink = (token: string) =>
  request(`auth/password/reset?token=${encodeURIComponent(token)}`, {
    auth: false,
    schema: z.looseObject({ url: z.string() }),
  });
export const getEncryptedToken = (body: {
  clientId: string;
  sourceUrl: string;
  sitename: string;
}) => post('auth/encrypted-token', body, z.looseObject({ token: z.string() }));

// --- profile ---
export const getProfile = () => get('profile', s.profileSchema);
/** Name, locale and timezone (spec: "update profile" and POST /profile/preferences are this one call). */
export const updatePreferences = (body: {
  name: string;
  preferred_locale: string;
  timezone: string;
}) => post('profile/preferences', body, z.partial(s.profileSchema));
export const setEmailMarketing = (emailMarketing: boolean) =>
  post('profile/email-marketing', { email_marketing: emailMarketing });
export const validateDeleteAccount = () =>
  post('profile/validate-delete', undefined, s.messageSchema);
export const deleteAccount = () => post('profile/delete', undefined, s.messageSchema);

// --- configuration ---
export const getFeatures = () => get('feature', z.array(s.featureSchema));
export const getCountries = () => get('countries', z.array(s.countrySchema));
export const getSumsubToken = (kycLevel: 1 | 3) =>
  get(
    `sumsub/generate_token/${kycLevel}`,
    z.union([
      z.string(),
      z.pipe(
        z.object({ token: z.string() }),
        z.transform((t) => t.token),
      ),
    ]),
  );

// --- wallets, deposits, transactions ---
export const getWallets = () => get('wallets', z.array(s.mainWalletSchema));
export const createWallet = (cryptoId: 'VEF' | 'ARB-USDC') =>
  post('wallets/create', { crypto_id: cryptoId }, z.looseObject({ address: z.string() }));
export const getTransactions = () => get('transaction', z.array(s.transactionSchema));
export const getIncomingDeposits = () => get('receive/incoming', s.incomingDepositsSchema);
export const confirmIncomingDeposit = (id: string, senderName: string) =>
  post(
    `receive/incoming/${encodeURIComponent(id)}`,
    { sender_name: senderName },
    s.incomingDepositsSchema,
  );

// --- send (withdraw) ---
export const getSendDetails = () => get('send', s.sendDetailsSchema);
export interface SendBody {
  crypto_id: string;
  amount: string;
  recipient_name: string;
  recipient_address: string;
}
export const reviewSend = (body: SendBody) => post('send/review', body);
export const confirmSend = (
  body: SendBody & { crypto_network_fee: string; crypto_nett_amount: string },
) => post('send/confirm', body);

// --- yield ---
export const getYieldWallet = (cryptoId = 'ARB-USDC') =>
  get(`yield/${encodeURIComponent(cryptoId)}`, s.yieldWalletSchema);
export const confirmYieldDeposit = (cryptoId: string, amount: string) =>
  post(
    'yield/confirm-deposit',
    { crypto_id: cryptoId, amount },
    z.looseObject({ amount: s.amount }),
  );
export const confirmYieldRedeem = (cryptoId: string, amount: string) =>
  post(
    'yield/confirm-redeem',
    { crypto_id: cryptoId, amount },
    z.looseObject({ amount: s.amount }),
  );

// --- referral ---
export const getReferral = () => get('referral', s.referralSchema);
export const getReferralRewards = () => get('referral/rewards', s.referralRewardsSchema);

// --- address book ---
export interface AddressBookBody {
  address: string;
  address_name: string;
  tag: string;
  acknowledge: boolean;
}
export const getAddressBook = () => get('address-book', z.array(s.addressBookEntrySchema));
export const createAddressBookEntry = (body: AddressBookBody) =>
  post('address-book/create', { crypto_id: 'ARB-USDC', ...body }, s.addressBookEntrySchema);
export const updateAddressBookEntry = (id: string, body: AddressBookBody) =>
  post(
    `address-book/${encodeURIComponent(id)}`,
    { id, crypto_id: 'ARB-USDC', ...body },
    s.addressBookEntrySchema,
  );
export const deleteAddressBookEntry = (id: string) =>
  post(`address-book/delete/${encodeURIComponent(id)}`);

// --- cards ---
export const getCardBalance = () => get('card/balance', s.cardBalanceSchema);
export const getCardApplicationData = (tierId?: number) =>
  get(`card/tiers${tierId ? `?id=${tierId}` : ''}`, s.cardApplicationDataSchema);
export const getCards = (cardId?: string) =>
  get(`card${cardId ? `?id=${encodeURIComponent(cardId)}` : ''}`, s.cardsSchema);
export const createCard = (body: {
  card_tier_id: number;
  name_on_card: string;
  accept_tnc: boolean;
}) => post('card/create', body);
export const topUpCard = (amount: string) =>
  post('card/topup', { amount, accept_tnc: true }, z.looseObject({ txn_hash: z.string() }));
export const getCardSensitiveInfo = (cardId: string) =>
  get(`card/${encodeURIComponent(cardId)}/sensitive-info`, s.sensitiveCardInfoSchema);
export const getCardTransactions = () => get('card/transactions', z.array(s.cardTransactionSchema));
export const setCardPermission = (cardId: string, permission: s.CardPermission) =>
  post(`card/${encodeURIComponent(cardId)}/permission`, permission);
export const terminateCard = (body: { card_id: string; reason?: string; accept_tnc: boolean }) =>
  post('card/terminate', body);
export const replaceVirtualCard = (cardId: string) =>
  post('card/replace', { card_id: cardId, accept_tnc: true });
export const getMobileCodes = () => get('card/mobile-codes', z.array(s.mobileCodeSchema));
