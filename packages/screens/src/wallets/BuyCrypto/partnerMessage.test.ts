import { describe, expect, it } from 'vitest';
import { isPartnerMessage, partnerOrigin } from './partnerMessage';

const frame = {} as Window;
const other = {} as Window;
const ORIGIN = 'https://exchange.example';

describe('partnerOrigin', () => {
  it.each([
    ['https://exchange.example/widget?x=1', 'https://app.example/buy-crypto', ORIGIN],
    ['/partner-exchange.html', 'http://localhost:4173/buy-crypto', 'http://localhost:4173'],
  ])('%s from %s -> %s', (url, base, origin) => {
    expect(partnerOrigin(url, base)).toBe(origin);
  });
});

describe('isPartnerMessage', () => {
  it.each([
    [
      'from the frame, its origin',
      { origin: ORIGIN, source: frame, data: { type: 'partner-ready' } },
      true,
    ],
    [
      'another origin',
      { origin: 'https://evil.example', source: frame, data: { type: 'partner-ready' } },
      false,
    ],
    [
      'a look-alike origin',
      { origin: `${ORIGIN}.evil.example`, source: frame, data: { type: 'partner-ready' } },
      false,
    ],
    [
      'the opaque origin',
      { origin: 'null', source: frame, data: { type: 'partner-ready' } },
      false,
    ],
    ['another window', { origin: ORIGIN, source: other, data: { type: 'partner-ready' } }, false],
    ['no source', { origin: ORIGIN, source: null, data: { type: 'partner-ready' } }, false],
    ['a string', { origin: ORIGIN, source: frame, data: 'partner-ready' }, false],
    ['no type', { origin: ORIGIN, source: frame, data: { ready: true } }, false],
    ['null data', { origin: ORIGIN, source: frame, data: null }, false],
  ])('%s -> %s', (_, event, accepted) => {
    expect(isPartnerMessage(event as MessageEvent, ORIGIN, frame)).toBe(accepted);
  });

  it('accepts nothing before the frame exists', () => {
    expect(
      isPartnerMessage(
        { origin: ORIGIN, source: null, data: { type: 'partner-ready' } },
        ORIGIN,
        null,
      ),
    ).toBe(false);
  });
});
