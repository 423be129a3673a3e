// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@wallet/api';
import { configureApi, request, sessionStore } from '@wallet/api';
import { DemoBackend, memoryPersistence } from './backend';
import { createHandlers } from './handlers';
import { createTestBackend } from './node';
import { PERSONAS } from './scenarios';
import { DEMO_PASSWORD } from './fixtures';
import { SERVER_MESSAGES, TRIGGERS } from './triggers';

const { backend, server } = createTestBackend('demo');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ host: 'http://demo.test' }));

const latestCode = async (email: string) => {
  const inbox = (await request('demo/inbox', { auth: false })) as { to: string; code?: string }[];
  return inbox.find((m) => m.to === email && m.code)?.code;
};

async function signIn(email: string, password = DEMO_PASSWORD) {
  const result = await api.login(email, password, 'demo-recaptcha');
  sessionStore.setTokens(result.access_token!, result.refresh_token!);
  sessionStore.set('userEmail', email);
  await api.verifyEmailCode((await latestCode(email))!);
  return result;
}

describe('a whole customer journey through the demo backend', () => {
  const email = 'journey@example.com';

  it('signs up with a referral, verifies the e-mailed code, and every later read shows it', async () => {
    sessionStorage.clear();
    const friendCode = backend.db.users[PERSONAS.verified]!.referral_code;
    const result = await api.signup({
      name: 'Jo Journey',
      email,
      password: 'Journey1!',
      confirm_password: 'Journey1!',
      country_code: 'SG',
      timezone: 'America/New_York',
      accept_tnc: true,
      referral_code: friendCode,
      recaptcha_token: 'demo-recaptcha',
    });
    sessionStore.setTokens(result.access_token!, result.refresh_token!);
    sessionStore.set('userEmail', email);
    // The new account's token is not a session before the e-mailed code.
    await expect(api.getProfile()).rejects.toMatchObject({ status: 401, errorId: 4291 });

    await expect(api.verifyEmailCode('999999')).rejects.toMatchObject({
      errorId: 'auth.error_2fa_verify_email',
    });
    await api.resendEmailCode();
    await api.verifyEmailCode((await latestCode(email))!);

    const profile = await api.getProfile();
    expect(profile).toMatchObject({
      email,
      name: 'Jo Journey',
      kyc_level_name: 'unverified',
      referral_user_id: friendCode,
      // Signed up in English (the client's Accept-Language): the account's language.
      preferred_locale: 'en',
    });
  });

  it('gives an account the language it signed up in (Accept-Language), for every later sign-in', async () => {
    sessionStorage.clear();
    configureApi({ locale: 'es' });
    try {
      const result = await api.signup({
        name: 'Ana Pérez',
        email: 'ana@example.com',
        password: 'Journey1!',
        confirm_password: 'Journey1!',
        country_code: 'VE',
        timezone: 'America/Caracas',
        accept_tnc: true,
        recaptcha_token: 'demo-recaptcha',
      });
      sessionStore.setTokens(result.access_token!, result.refresh_token!);
      await api.verifyEmailCode((await latestCode('ana@example.com'))!);
      expect((await api.getProfile()).preferred_locale).toBe('es');
    } finally {
      configureApi({ locale: 'en' });
    }
  });

  it('logs in again, passes identity verification, and gets a VEF wallet for the referral', async () => {
    sessionStorage.clear();
    await expect(api.login(email, 'Wrong1!pass', 'demo-recaptcha')).rejects.toMatchObject({
      message: 'Password incorrect',
    });
    await signIn(email, 'Journey1!');
    const token = await api.getSumsubToken(1);
    expect(token).toContain('demo-sumsub-1');
    // The verdict must come with this user's token, as the provider's would.
    await expect(
      request('demo/kyc-result', {
        method: 'POST',
        body: { result: 'GREEN', token: 'demo-sumsub-1-someone@else.test' },
      }),
    ).rejects.toMatchObject({ status: 403 });
    await request('demo/kyc-result', { method: 'POST', body: { result: 'GREEN', token } });
    await api.createWallet('VEF');
    expect((await api.getProfile()).kyc_level_name).toBe('verified');
    expect((await api.getWallets()).map((w) => w.ticker)).toEqual(['USDC', 'VEF']);
  });

  it('receives a deposit and withdraws part of it; balances and history follow', async () => {
    await request('demo/deposit', { method: 'POST', body: { amount: '500' } });
    expect((await api.getWallets())[0]!.main_wallet_balance).toBe('500');

    const send = {
      crypto_id: 'ARB-USDC',
      amount: '120.5',
      recipient_name: 'Savings',
      recipient_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    await expect(
      api.reviewSend({ ...send, recipient_address: 'not-an-address' }),
    ).rejects.toMatchObject({ errorId: 'invalid_address' });
    // Only plain amounts, and only above the fee: nothing is sent that would arrive as 0.
    for (const amount of ['1e5', '-20', '0x10', ' 20', '1,000'])
      await expect(api.reviewSend({ ...send, amount })).rejects.toMatchObject({ status: 400 });
    await api.reviewSend(send);
    // The fee and what arrives must be the server's: a nett of "0" or another fee is refused.
    await expect(
      api.confirmSend({ ...send, crypto_network_fee: '1.5', crypto_nett_amount: '0' }),
    ).rejects.toMatchObject({ errorId: 'fee_mismatch' });
    await expect(
      api.confirmSend({ ...send, crypto_network_fee: '0', crypto_nett_amount: '120.5' }),
    ).rejects.toMatchObject({ errorId: 'fee_mismatch' });
    await api.confirmSend({ ...send, crypto_network_fee: '1.5', crypto_nett_amount: '119' });

    expect((await api.getSendDetails()).crypto_balance).toBe('379.5');
    const [latest] = await api.getTransactions();
    expect(latest).toMatchObject({ purpose: 'withdraw', amount: '-120.5' });
  });

  it('upgrades to Verified Plus, applies for a card, freezes it, and the cards list shows it frozen', async () => {
    await expect(api.getCards()).rejects.toMatchObject({ status: 403 });
    const token = await api.getSumsubToken(3);
    await request('demo/kyc-result', { method: 'POST', body: { result: 'GREEN', token } });
    expect((await api.getProfile()).kyc_level_name).toBe('verified-plus-vef');

    await api.createCard({ card_tier_id: 1, name_on_card: 'JO JOURNEY', accept_tnc: true });
    // One card at a time: a second application (another tab) is refused and charges nothing.
    await expect(
      api.createCard({ card_tier_id: 1, name_on_card: 'JO JOURNEY', accept_tnc: true }),
    ).rejects.toMatchObject({ status: 400, errorId: 'card_exists' });
    const { cards } = await api.getCards();
    expect(cards).toHaveLength(1);
    // Being issued: it cannot be frozen (nor shown) until the issuer is done.
    expect(cards[0]!.status).toBe('processing');
    await expect(
      api.setCardPermission(cards[0]!.card_id, { freeze_card: true }),
    ).rejects.toMatchObject({ status: 400, errorId: 'card_not_active' });
    await expect(api.getCardSensitiveInfo(cards[0]!.card_id)).rejects.toMatchObject({
      errorId: 'card_not_active',
    });
    expect((await api.getCards()).cards[0]!.status).toBe('processing');
    // The issuer finishes after a few reads of the list.
    expect((await api.getCards()).cards[0]!.status).toBe('active');
    await api.setCardPermission(cards[0]!.card_id, { freeze_card: true });
    expect((await api.getCards()).cards[0]).toMatchObject({
      status: 'frozen',
      permission: { freeze_card: true },
    });
    expect((await api.getWallets())[0]!.main_wallet_balance).toBe('374.75');
  });

  it('a second login elsewhere makes the first session multiple-login', async () => {
    const firstAccess = sessionStore.get('accessToken')!;
    const other = await api.login(email, 'Journey1!', 'demo-recaptcha');
    expect(other.access_token).not.toBe(firstAccess);
    const ended: string[] = [];
    const off = api.onSessionEnd((reason) => ended.push(reason));
    await expect(api.getProfile()).rejects.toMatchObject({ status: 400 });
    expect(ended).toEqual(['multiple-login']);
    off();
  });
});

describe('a pending second factor is not a session', () => {
  beforeEach(() => sessionStorage.clear());

  it("the password step's token is refused (401, no refresh, no logout) by all but two-factor until the code passes", async () => {
    const result = await api.login(PERSONAS.verified, DEMO_PASSWORD, 'demo-recaptcha');
    sessionStore.setTokens(result.access_token!, result.refresh_token!);
    const ended: string[] = [];
    const off = api.onSessionEnd((reason) => ended.push(reason));

    for (const call of [api.getProfile, api.getWallets, api.getReferral, api.validateAccessToken])
      await expect(call()).rejects.toMatchObject({
        status: 401,
        errorId: 4291,
        message: SERVER_MESSAGES.codePending,
      });
    await expect(
      request('demo/deposit', { method: 'POST', body: { amount: '1' } }),
    ).rejects.toMatchObject({ status: 401 });
    // No refresh was tried (it would have replaced the tokens) and nothing ended the session.
    expect(sessionStore.get('accessToken')).toBe(result.access_token);
    expect(sessionStore.get('refreshToken')).toBe(result.refresh_token);
    expect(ended).toEqual([]);

    await api.resendEmailCode();
    await api.verifyEmailCode((await latestCode(PERSONAS.verified))!);
    await expect(api.getProfile()).resolves.toMatchObject({ email: PERSONAS.verified });
    off();
  });

  it('a refresh renews the token but not the second factor', async () => {
    const result = await api.login(PERSONAS.verified, DEMO_PASSWORD, 'demo-recaptcha');
    sessionStore.setTokens(result.access_token!, result.refresh_token!);
    backend.expireAccessTokens();
    await expect(api.getProfile()).rejects.toMatchObject({ status: 401, errorId: 4291 });
    expect(sessionStore.get('accessToken')).not.toBe(result.access_token);
    await api.verifyEmailCode((await latestCode(PERSONAS.verified))!);
    await expect(api.getProfile()).resolves.toMatchObject({ email: PERSONAS.verified });
  });

  it('logout ends a pending session', async () => {
    const result = await api.login(PERSONAS.verified, DEMO_PASSWORD, 'demo-recaptcha');
    sessionStore.setTokens(result.access_token!, result.refresh_token!);
    await api.logout();
    expect(backend.db.sessions[result.access_token!]).toBeUndefined();
  });
});

describe('the tabs of one browser share one demo backend', () => {
  // Two backends on one store, as two tabs each run theirs on this browser's localStorage.
  const shared = memoryPersistence();
  const tabs = [new DemoBackend(shared), new DemoBackend(shared)] as const;
  const inTab = (index: 0 | 1) => {
    server.resetHandlers();
    server.use(...createHandlers(tabs[index]));
  };
  afterAll(() => server.resetHandlers());

  it("a login in the second tab makes the first tab's next call multiple-login", async () => {
    sessionStorage.clear();
    inTab(0);
    await signIn(PERSONAS.cardholder);
    await expect(api.getProfile()).resolves.toMatchObject({ email: PERSONAS.cardholder });

    inTab(1);
    // What the first tab did is there: its inbox, its session.
    expect(await latestCode(PERSONAS.cardholder)).toMatch(/^\d{6}$/);
    await api.login(PERSONAS.cardholder, DEMO_PASSWORD, 'demo-recaptcha');

    inTab(0);
    const ended: string[] = [];
    const off = api.onSessionEnd((reason) => ended.push(reason));
    await expect(api.getProfile()).rejects.toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.invalidAccessToken,
    });
    expect(ended).toEqual(['multiple-login']);
    off();
  });
});

describe('sessions and refresh against the demo backend', () => {
  it('an expired access token is refreshed once and the call goes through', async () => {
    sessionStorage.clear();
    await signIn(PERSONAS.verified);
    backend.expireAccessTokens();
    const [profile, wallets] = await Promise.all([api.getProfile(), api.getWallets()]);
    expect(profile.email).toBe(PERSONAS.verified);
    expect(wallets.length).toBeGreaterThan(0);
  });
});

describe('every error of the catalogues is reachable', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    ['an unknown e-mail', 'nobody@demo.test', DEMO_PASSWORD, 'Email not found'],
    ['a deleted account', PERSONAS.deleted, DEMO_PASSWORD, 'User is deleted'],
    ['a blocked account', PERSONAS.blocked, DEMO_PASSWORD, 'User is blocked'],
  ])('login with %s', async (_, email, password, message) => {
    await expect(api.login(email, password, 'demo-recaptcha')).rejects.toMatchObject({ message });
  });

  it('login: captcha, server error, and a lock after five wrong passwords', async () => {
    await expect(api.login(TRIGGERS.captchaEmail, 'x', 'r')).rejects.toMatchObject({
      details: expect.stringContaining('captcha'),
    });
    await expect(api.login(TRIGGERS.serverErrorEmail, 'x', 'r')).rejects.toMatchObject({
      status: 500,
    });
    for (let i = 0; i < 4; i++)
      await expect(api.login(PERSONAS.pending, 'Wrong1!x', 'r')).rejects.toMatchObject({
        message: 'Password incorrect',
      });
    await expect(api.login(PERSONAS.pending, 'Wrong1!x', 'r')).rejects.toMatchObject({
      message: 'Too many requests',
    });
    await expect(api.login(PERSONAS.pending, DEMO_PASSWORD, 'r')).rejects.toMatchObject({
      message: 'Too many requests',
    });
  });

  it('signup: existing, deleted, invalid referral', async () => {
    const base = {
      name: 'X',
      password: 'Passw0rd!',
      confirm_password: 'Passw0rd!',
      country_code: 'MY',
      timezone: 'UTC',
      accept_tnc: true,
      recaptcha_token: 'r',
    };
    await expect(api.signup({ ...base, email: PERSONAS.verified })).rejects.toMatchObject({
      message: 'Email exist in our record',
    });
    await expect(api.signup({ ...base, email: PERSONAS.deleted })).rejects.toMatchObject({
      message: 'User is deleted',
    });
    await expect(
      api.signup({
        ...base,
        email: 'fresh@demo.test',
        referral_code: TRIGGERS.invalidReferralCode,
      }),
    ).rejects.toMatchObject({
      details: { context: 'referral_code' },
    });
  });

  it('forgot password and the e-mailed link: valid, then used up', async () => {
    await expect(api.forgotPassword('nobody@demo.test')).rejects.toMatchObject({
      message: 'Email not found',
    });
    await api.forgotPassword(PERSONAS.unverified);
    const inbox = (await request('demo/inbox', { auth: false })) as { to: string; link?: string }[];
    const link = inbox.find((m) => m.to === PERSONAS.unverified && m.link)!.link!;
    const recovery = new URL(link, 'http://x').searchParams.get('token')!;
    await expect(api.checkPasswordResetLink(recovery)).resolves.toEqual({
      url: '/password-reset-form',
    });
    await api.resetPasswordWithToken({
      recovery_token: recovery,
      password: 'NewPass1!',
      confirm_password: 'NewPass1!',
    });
    await expect(api.checkPasswordResetLink(recovery)).rejects.toMatchObject({ status: 400 });
    await expect(api.login(PERSONAS.unverified, 'NewPass1!', 'r')).resolves.toMatchObject({
      email: PERSONAS.unverified,
    });
  });

  it('change password, withdraw limit, yield, address book and account deletion messages', async () => {
    await signIn(PERSONAS.verified);
    await expect(
      api.changePassword({
        current_password: 'nope',
        password: 'Abcdef1!',
        confirm_password: 'Abcdef1!',
      }),
    ).rejects.toMatchObject({ message: 'Current password mismatch' });
    await expect(
      api.changePassword({
        current_password: DEMO_PASSWORD,
        password: DEMO_PASSWORD,
        confirm_password: DEMO_PASSWORD,
      }),
    ).rejects.toMatchObject({ errorId: 'same_password' });

    backend.db.users[PERSONAS.verified]!.withdrawnLast24h = '9990';
    const send = {
      crypto_id: 'ARB-USDC',
      amount: '50',
      recipient_name: 'Me',
      recipient_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    await expect(api.reviewSend(send)).rejects.toMatchObject({
      errorId: 'kyc_limit_reached_message',
      details: { remaining_usd: '10', compliance_email: expect.any(String) },
    });

    await expect(
      api.confirmYieldDeposit('ARB-USDC', TRIGGERS.yieldErrorAmount),
    ).rejects.toMatchObject({ message: expect.stringContaining('paused') });
    const entry = {
      address_name: 'Dup',
      address: backend.db.users[PERSONAS.verified]!.addressBook[0]!.address,
      tag: '',
      acknowledge: true,
    };
    await expect(api.createAddressBookEntry(entry)).rejects.toMatchObject({
      errorId: 'address_exists',
    });
    await expect(api.createAddressBookEntry({ ...entry, address: '0x123' })).rejects.toMatchObject({
      errorId: 'invalid_address',
    });

    await expect(api.validateDeleteAccount()).resolves.toEqual({
      message: 'user_wallet_requirement_not_met',
    });
  });

  it('a call switched to failing answers 500 until switched back', async () => {
    await signIn(PERSONAS.verified);
    backend.setFailing('GET referral');
    await expect(api.getReferral()).rejects.toMatchObject({ status: 500 });
    backend.setFailing('GET referral', false);
    await expect(api.getReferral()).resolves.toMatchObject({ referral_code: expect.any(String) });
  });
});

describe('yield', () => {
  it('earn moves USDC into the Yield Wallet and redeem moves it back; limits are enforced', async () => {
    sessionStorage.clear();
    await signIn(PERSONAS.verifiedPlus);
    const before = await api.getYieldWallet();
    await expect(api.confirmYieldDeposit('ARB-USDC', '5')).rejects.toMatchObject({
      errorId: 'below_minimum',
    });
    for (const amount of ['1e5', '-20', '0x10'])
      await expect(api.confirmYieldDeposit('ARB-USDC', amount)).rejects.toMatchObject({
        status: 422,
      });
    await expect(api.confirmYieldRedeem('ARB-USDC', '-1')).rejects.toMatchObject({ status: 422 });
    await api.confirmYieldDeposit('ARB-USDC', '100.5');
    const earned = await api.getYieldWallet();
    expect(Number(earned.yield_balance) - Number(before.yield_balance)).toBeCloseTo(100.5);
    expect(Number(before.main_wallet_balance) - Number(earned.main_wallet_balance)).toBeCloseTo(
      100.5,
    );
    await expect(api.confirmYieldRedeem('ARB-USDC', '999999')).rejects.toMatchObject({
      errorId: 'insufficient_balance',
    });
    await api.confirmYieldRedeem('ARB-USDC', '100.5');
    expect((await api.getYieldWallet()).yield_balance).toBe(before.yield_balance);
    const [latest] = await api.getTransactions();
    expect(latest).toMatchObject({
      purpose: 'yield-related',
      amount: '100.5',
      description: { row1: 'Redeem' },
    });
  });
});

describe("the backend's words in the request's language (Accept-Language)", () => {
  it('answers the messages the app shows as they come in Spanish, and keeps the rules they match on', async () => {
    sessionStorage.clear();
    await signIn(PERSONAS.cardholder);
    configureApi({ locale: 'es' });
    try {
      await expect(api.confirmYieldDeposit('ARB-USDC', '5')).rejects.toMatchObject({
        errorId: 'below_minimum',
        message: expect.stringMatching(/^El depósito mínimo es de \d+ USDC$/),
      });
      await expect(api.confirmYieldRedeem('ARB-USDC', '999999')).rejects.toMatchObject({
        errorId: 'insufficient_balance',
        message: 'Saldo insuficiente en tu Billetera de rendimiento',
      });
      const send = {
        crypto_id: 'ARB-USDC',
        amount: '0.5',
        recipient_name: 'Me',
        recipient_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      };
      await expect(api.reviewSend(send)).rejects.toMatchObject({
        errorId: 'below_minimum',
        message: expect.stringMatching(/^El monto mínimo es \d/),
      });
      // The card's purchases keep their merchants; a refund and a top-up say so in Spanish.
      const rows = await api.getCardTransactions();
      const descriptions = rows.map((row) => row.description);
      expect(descriptions.some((d) => d?.startsWith('Reembolso: '))).toBe(true);
      expect(descriptions).not.toContain('Card top-up');
      expect(descriptions.some((d) => d?.startsWith('Refund'))).toBe(false);
      // A message the spec's rules match on stays as the spec has it.
      await expect(
        api.login(PERSONAS.cardholder, 'Wrong1!pass', 'demo-recaptcha'),
      ).rejects.toMatchObject({
        message: 'Password incorrect',
      });
    } finally {
      configureApi({ locale: 'en' });
    }
    const english = await api.getCardTransactions();
    expect(english.some((row) => row.description?.startsWith('Refund: '))).toBe(true);
  });
});
