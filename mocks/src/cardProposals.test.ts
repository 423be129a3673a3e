// @vitest-environment jsdom
import Big from 'big.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@wallet/api';
import { configureApi, sessionStore } from '@wallet/api';
import { createTestBackend } from './node';
import { PERSONAS } from './scenarios';
import { TRIGGERS } from './triggers';

/**
 * The calls we propose to the backend (docs/api.md, "Proposed calls"), as the demo backend
 * answers them across calls: the cardholder's frozen physical card c2 (1881).
 */
const { backend, server } = createTestBackend('cardholder');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ host: 'http://demo.test' });
  backend.reset('cardholder');
  const tokens = backend.openSession(PERSONAS.cardholder);
  sessionStore.setTokens(tokens.access_token, tokens.refresh_token);
  sessionStore.set('userEmail', PERSONAS.cardholder);
});

const PHYSICAL = 'c2';
const address = {
  country: 'Malaysia',
  state: 'Selangor',
  city: 'Shah Alam',
  post_code: '40000',
  address: '3 Jalan Kebun',
  phone_number: '123456789',
  mobile_code: '60',
};
const replacement = { card_id: PHYSICAL, ...address, accept_tnc: true as const };
const mainBalance = async () => (await api.getWallets())[0]!.main_wallet_balance;
const tier2Fee = async () =>
  (await api.getCardApplicationData(2)).card_tiers.find((t) => t.id === 2)!.applicationFee;

describe('POST card/{id}/pin', () => {
  it('checks the current PIN: changed once, then the old PIN is refused and the new one taken', async () => {
    await expect(
      api.changeCardPin(PHYSICAL, { current_pin: '9999', new_pin: '8642' }),
    ).rejects.toMatchObject({ status: 400, errorId: 'invalid_current_pin' });
    await api.changeCardPin(PHYSICAL, { current_pin: TRIGGERS.cardPin, new_pin: '8642' });
    await expect(
      api.changeCardPin(PHYSICAL, { current_pin: TRIGGERS.cardPin, new_pin: '1357' }),
    ).rejects.toMatchObject({ status: 400, errorId: 'invalid_current_pin' });
    await api.changeCardPin(PHYSICAL, { current_pin: '8642', new_pin: '1357' });
    // The PIN never shows in what the card list answers.
    expect(JSON.stringify(await api.getCards())).not.toMatch(/8642|1357/);
  });

  it('takes four digits only, for a physical card that is still there', async () => {
    for (const pins of [
      { current_pin: TRIGGERS.cardPin, new_pin: '12' },
      { current_pin: TRIGGERS.cardPin, new_pin: '12a4' },
      { current_pin: '', new_pin: '8642' },
    ])
      await expect(api.changeCardPin(PHYSICAL, pins)).rejects.toMatchObject({
        status: 422,
        errorId: 'validation_error',
      });
    const pins = { current_pin: TRIGGERS.cardPin, new_pin: '8642' };
    // A virtual card has no PIN; the terminated one is gone.
    await expect(api.changeCardPin('c1', pins)).rejects.toMatchObject({ status: 404 });
    await expect(api.changeCardPin('c3', pins)).rejects.toMatchObject({ status: 404 });
  });
});

describe('POST card/replace-physical', () => {
  it("charges tier 2's fee once from the main wallet and issues a new physical card being prepared", async () => {
    const before = await mainBalance();
    const fee = await tier2Fee();
    const { card_id } = await api.replacePhysicalCard(replacement);

    expect(await mainBalance()).toBe(new Big(before).minus(fee).toString());
    const { cards } = await api.getCards();
    expect(cards.find((c) => c.card_id === PHYSICAL)!.status).toBe('replaced');
    const fresh = cards.find((c) => c.card_id === card_id)!;
    expect(fresh).toMatchObject({ type: 'physical', status: 'processing' });
    expect(fresh.last_four_digits).not.toBe('1881');
    // The fee is in the main wallet's history.
    expect((await api.getTransactions())[0]).toMatchObject({
      purpose: 'card-related',
      amount: `-${fee}`,
    });

    // Sent again (a double click, another tab): the old card is gone, nothing more is charged.
    await expect(api.replacePhysicalCard(replacement)).rejects.toMatchObject({ status: 404 });
    expect(await mainBalance()).toBe(new Big(before).minus(fee).toString());
    // Still being prepared after more reads: it arrives by post, it is not issued in minutes.
    for (let read = 0; read < TRIGGERS.cardActiveAfterReads + 1; read++) await api.getCards();
    expect((await api.getCards()).cards.find((c) => c.card_id === card_id)!.status).toBe(
      'processing',
    );
    expect((await api.getCards()).cards.filter((c) => c.type === 'physical')).toHaveLength(2);
  });

  it('refuses a balance below the fee: nothing charged, the card kept', async () => {
    const fee = await tier2Fee();
    const below = new Big(fee).minus('0.01').toString();
    backend.db.users[PERSONAS.cardholder]!.wallets[0]!.balance = below;
    await expect(api.replacePhysicalCard(replacement)).rejects.toMatchObject({
      status: 400,
      errorId: 'insufficient_balance',
    });
    expect(await mainBalance()).toBe(below);
    expect((await api.getCards()).cards.map((c) => c.status)).toEqual([
      'active',
      'frozen',
      'terminated',
    ]);
  });

  it('needs the whole address, the agreement and a physical card', async () => {
    await expect(api.replacePhysicalCard({ ...replacement, city: ' ' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      api.replacePhysicalCard({ ...replacement, accept_tnc: false as unknown as true }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(api.replacePhysicalCard({ ...replacement, card_id: 'c1' })).rejects.toMatchObject({
      status: 404,
    });
    expect((await api.getCards()).cards).toHaveLength(3);
  });
});
