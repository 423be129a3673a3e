import { describe, expect, it } from 'vitest';
import { widgetEvent, widgetOrigin } from './cardWidget';

const frame = {} as MessageEventSource;
const other = {} as MessageEventSource;
const ORIGIN = 'https://cards.example.com';

describe('widgetOrigin', () => {
  it.each([
    ['/card-widget.html', 'http://localhost:4173/card/setting', 'http://localhost:4173'],
    ['https://cards.example.com/widget?x=1', 'http://localhost:4173/', ORIGIN],
  ])('%s from %s is %s', (url, base, origin) => {
    expect(widgetOrigin(url, base)).toBe(origin);
  });
});

describe('widgetEvent', () => {
  it.each([
    ['ready', { origin: ORIGIN, source: frame, data: { type: 'card-widget:ready' } }, 'ready'],
    ['shown', { origin: ORIGIN, source: frame, data: { type: 'card-widget:shown' } }, 'shown'],
    ['error', { origin: ORIGIN, source: frame, data: { type: 'card-widget:error' } }, 'error'],
    [
      'another origin',
      { origin: 'https://evil.example', source: frame, data: { type: 'card-widget:ready' } },
      null,
    ],
    [
      'a sub-domain',
      { origin: 'https://x.cards.example.com', source: frame, data: { type: 'card-widget:ready' } },
      null,
    ],
    ['another frame', { origin: ORIGIN, source: other, data: { type: 'card-widget:ready' } }, null],
    [
      'an unknown type',
      { origin: ORIGIN, source: frame, data: { type: 'card-widget:token' } },
      null,
    ],
    ['no data', { origin: ORIGIN, source: frame, data: null }, null],
    ['a string', { origin: ORIGIN, source: frame, data: 'card-widget:ready' }, null],
  ])('%s', (_, event, expected) => {
    expect(widgetEvent(event as MessageEvent, ORIGIN, frame)).toBe(expected);
  });

  it('ignores everything while the frame has no window', () => {
    expect(
      widgetEvent(
        { origin: ORIGIN, source: null, data: { type: 'card-widget:ready' } },
        ORIGIN,
        null,
      ),
    ).toBe(null);
  });
});
