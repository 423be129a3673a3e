import { beforeAll, describe, expect, it } from 'vitest';
import { isChecksumLoaded, isEvmAddress, loadChecksum } from './evmAddress';

describe('isEvmAddress before the checksum code has loaded', () => {
  it('refuses a mixed-case address it cannot check, accepts one without a checksum', () => {
    expect(isChecksumLoaded()).toBe(false);
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
  });
});

describe('isEvmAddress', () => {
  beforeAll(loadChecksum);

  it.each([
    // EIP-55's own test vectors: mixed case with a correct checksum.
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', true],
    ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', true],
    ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', true],
    // No checksum to check: all lower or all upper case.
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', true],
    // One letter's case flipped: the checksum fails.
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false],
    ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    // Not an address at all.
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', false],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0', false],
    ['5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00', false],
    ['0xZaaeb6053f3e94c9b9a09f33669435e7ef1beaed', false],
    [' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', false],
    ['', false],
  ])('%s -> %s', (address, valid) => {
    expect(isEvmAddress(address)).toBe(valid);
  });
});
