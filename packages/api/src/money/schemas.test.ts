import { describe, expect, it } from 'vitest';
import { mainWalletSchema } from './schemas';

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
