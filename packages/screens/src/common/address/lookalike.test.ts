import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressProblem,
  HIDDEN_CHARACTER_MESSAGE,
  INVALID_ADDRESS_MESSAGE,
  loadChecksum,
} from './evmAddress';
import {
  isFirstTime,
  knownAddresses,
  lookalikesOf,
  markDifferences,
  type KnownAddress,
} from './lookalike';

/** EIP-55's first test vector, as a saved recipient. */
const REAL = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** The poisoning pattern: the same first 4 and last 4 hex digits, a different middle. */
const POISON = '0x5aae1234567890abcdef1234567890abcdefeaed';
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

const saved: KnownAddress = { address: REAL, label: 'Savings', source: 'saved' };
const seen = (address: string): KnownAddress => ({ address, label: 'history', source: 'history' });

describe('addressProblem', () => {
  beforeAll(loadChecksum);

  it.each([
    [REAL, undefined],
    [`  ${REAL}\n`, undefined], // a copied line break around it is not the address
    [REAL.toLowerCase(), undefined],
    [`${REAL.slice(0, 20)} ${REAL.slice(20)}`, HIDDEN_CHARACTER_MESSAGE], // a space inside
    [`${REAL.slice(0, 20)}\u200B${REAL.slice(20)}`, HIDDEN_CHARACTER_MESSAGE], // zero-width space
    [`\u200B${REAL}`, HIDDEN_CHARACTER_MESSAGE], // at the start, where trim() would keep it
    [`${REAL}\u2060`, HIDDEN_CHARACTER_MESSAGE], // word joiner
    [`${REAL.slice(0, 2)}\u202E${REAL.slice(2)}`, HIDDEN_CHARACTER_MESSAGE], // right-to-left override
    [`${REAL.slice(0, 20)}\u00AD${REAL.slice(20)}`, HIDDEN_CHARACTER_MESSAGE], // soft hyphen
    ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', INVALID_ADDRESS_MESSAGE], // bad checksum
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', INVALID_ADDRESS_MESSAGE],
    ['', INVALID_ADDRESS_MESSAGE],
  ])('%j -> %s', (value, problem) => {
    expect(addressProblem(value)).toBe(problem);
  });
});

describe('lookalikesOf', () => {
  it('warns about the same ends with a different middle', () => {
    expect(lookalikesOf(POISON, [saved])).toEqual([saved]);
    // Whatever case the attacker pastes it in.
    expect(lookalikesOf(POISON.toUpperCase().replace('0X', '0x'), [saved])).toEqual([saved]);
  });

  it('warns about an address planted in the history next to one sent to before', () => {
    const real = seen(REAL);
    expect(lookalikesOf(POISON, [real, seen(POISON)])).toEqual([real]);
  });

  it('does not warn about a saved address, whatever its case (case is only a checksum)', () => {
    expect(lookalikesOf(REAL, [saved])).toEqual([]);
    expect(lookalikesOf(REAL.toLowerCase(), [saved])).toEqual([]);
    expect(lookalikesOf(REAL.toUpperCase().replace('0X', '0x'), [saved])).toEqual([]);
    // Saved, so trusted, even when a lookalike of it sits in the history.
    expect(lookalikesOf(REAL, [saved, seen(POISON)])).toEqual([]);
  });

  it('does not warn when only one end matches, or for unrelated addresses', () => {
    const sameStart = `0x5aae${'0'.repeat(32)}ffff`;
    const sameEnd = `0xffff${'0'.repeat(32)}eaed`;
    expect(lookalikesOf(sameStart, [saved])).toEqual([]);
    expect(lookalikesOf(sameEnd, [saved])).toEqual([]);
    expect(lookalikesOf(OTHER, [saved])).toEqual([]);
  });

  it('lists each imitated address once, by its saved name when it has one', () => {
    expect(lookalikesOf(POISON, [seen(REAL.toLowerCase()), saved, seen(REAL)])).toEqual([saved]);
  });

  it('says nothing about what is not an address', () => {
    expect(lookalikesOf('0x5aae', [saved])).toEqual([]);
    expect(lookalikesOf(`${POISON.slice(0, 20)} ${POISON.slice(21)}`, [saved])).toEqual([]);
  });
});

describe('isFirstTime', () => {
  it('is true only for an address neither saved nor in the history', () => {
    expect(isFirstTime(OTHER, [saved])).toBe(true);
    expect(isFirstTime(REAL.toLowerCase(), [saved])).toBe(false);
    expect(isFirstTime(OTHER, [seen(OTHER.toLowerCase())])).toBe(false);
  });
});

describe('markDifferences', () => {
  it('marks the changed middle, not the matching ends nor case differences', () => {
    const segments = markDifferences(POISON, REAL);
    expect(segments[0]).toEqual({ text: '0x5aae', differs: false });
    expect(segments.at(-1)).toEqual({ text: 'eaed', differs: false });
    expect(segments.map((s) => s.text).join('')).toBe(POISON);
    expect(segments.some((s) => s.differs)).toBe(true);
    expect(markDifferences(REAL.toLowerCase(), REAL)).toEqual([
      { text: REAL.toLowerCase(), differs: false },
    ]);
  });
});

describe('knownAddresses', () => {
  it('takes the saved entries (but the one being edited) and the history rows with an address', () => {
    const entries = [
      { id: 'a', address: REAL, address_name: 'Savings' },
      { id: 'b', address: OTHER, address_name: 'Exchange' },
    ];
    const history = [{ address: POISON }, { address: 'not an address' }, { purpose: 'deposit' }];
    expect(knownAddresses(entries, history, 'b')).toEqual([
      saved,
      { address: POISON, label: 'From your transaction history', source: 'history' },
    ]);
    expect(knownAddresses(undefined, undefined)).toEqual([]);
  });
});
