import { describe, expect, it } from 'vitest';
import { groupAddress } from './address';

describe('groupAddress', () => {
  it('splits after 0x into groups of four', () => {
    expect(groupAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual([
      '0x',
      '5aAe',
      'b605',
      '3F3E',
      '94C9',
      'b9A0',
      '9f33',
      '6694',
      '35E7',
      'Ef1B',
      'eAed',
    ]);
  });

  it('keeps an address without 0x whole, in groups', () => {
    expect(groupAddress('abcdefghij')).toEqual(['abcd', 'efgh', 'ij']);
  });
});
