import { describe, expect, it } from 'vitest';
import { mainWalletSchema, sendDetailsSchema, transactionSchema } from './schemas';

describe('money entities: amounts inside an entity', () => {
  it('an entity holding a 30-digit balance is refused as a whole', () => {
    const wallet = (balance: string) =>
      JSON.parse(`{"ticker":"USDC","address":"0x1","main_wallet_balance":${balance}}`);
    expect(mainWalletSchema.safeParse(wallet('123456789012345678901234567890')).success).toBe(
      false,
    );
    expect(mainWalletSchema.safeParse(wallet('"123456789012345678901234567890"'))).toMatchObject({
      success: true,
      data: { main_wallet_balance: '123456789012345678901234567890' },
    });
  });
});

describe('money entities: only a transaction amount is signed', () => {
  const details = {
    crypto_balance: '100',
    crypto_min_amount: '10',
    crypto: 'USDC',
    crypto_id: 'ARB-USDC',
    crypto_fee: '1.5',
    crypto_network: 'Arbitrum',
  };
  it.each(['crypto_fee', 'crypto_min_amount', 'crypto_balance'] as const)(
    'a negative %s never reaches the screen',
    (field) => {
      expect(sendDetailsSchema.safeParse({ ...details, [field]: '-1' }).success).toBe(false);
      expect(sendDetailsSchema.safeParse({ ...details, [field]: -1 }).success).toBe(false);
    },
  );
  it('a withdrawal in the history is negative', () => {
    const row = {
      date: '2026-01-01',
      purpose: 'withdraw',
      ticker: 'USDC',
      amount: '-250.5',
      transactionId: 't1',
    };
    expect(transactionSchema.safeParse(row)).toMatchObject({ data: { amount: '-250.5' } });
  });
});
