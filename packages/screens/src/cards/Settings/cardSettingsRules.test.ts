import { describe, expect, it } from 'vitest';
import { ApiError, type Card } from '@wallet/api';
import {
  isCallMissing,
  isInsufficientBalance,
  isWrongCurrentPin,
  permissionBody,
  permissionToast,
  pickCard,
  settingsScreenFor,
} from './cardSettingsRules';

const card = (card_id: string, status: string, type: Card['type'] = 'virtual'): Card => ({
  card_id,
  type,
  status,
  last_four_digits: '4242',
  name_on_card: 'ANA LIM',
  permission: { freeze_card: false, in_store_purchase: true, online_transaction: true },
});

describe('settingsScreenFor', () => {
  it.each([
    [undefined, 'virtual', 'menu'],
    ['anything', 'physical', 'menu'],
    ['terminate', 'virtual', 'terminate'],
    ['terminate', 'physical', 'terminate'],
    ['reset-pin', 'physical', 'reset-pin'],
    ['reset-pin', 'virtual', 'menu'],
    ['replace-physical', 'physical', 'replace-physical'],
    ['replace-physical', 'virtual', 'menu'],
    ['replace-virtual', 'virtual', 'replace-virtual'],
    ['replace-virtual', 'physical', 'menu'],
  ] as const)('%s on a %s card: %s', (segment, type, screen) => {
    expect(settingsScreenFor(segment, type)).toBe(screen);
  });
});

describe('pickCard', () => {
  const cards = [
    card('c3', 'terminated'),
    card('c1', 'active'),
    card('c2', 'frozen'),
    card('c4', 'replaced'),
    card('c5', 'processing'),
  ];
  it.each([
    ['the stored card', 'c2', 'c2'],
    ['no stored id: the first card still there', undefined, 'c1'],
    ['a terminated card: the first card still there', 'c3', 'c1'],
    ['a replaced card', 'c4', 'c1'],
    ['an unknown id', 'zz', 'c1'],
    ['a card being prepared has no settings yet', 'c5', 'c1'],
  ])('%s', (_, stored, expected) => {
    expect(pickCard(cards, stored)?.card_id).toBe(expected);
  });
  it('none left: undefined', () => {
    expect(pickCard([card('c3', 'terminated')], 'c3')).toBeUndefined();
    expect(pickCard([card('c5', 'processing')], undefined)).toBeUndefined();
  });
});

describe('permissionBody', () => {
  const permission = { freeze_card: true, in_store_purchase: false, online_transaction: true };
  it('physical cards carry the purchase flags', () => {
    expect(permissionBody('physical', permission)).toEqual(permission);
  });
  it('virtual cards carry freeze only', () => {
    expect(permissionBody('virtual', permission)).toEqual({ freeze_card: true });
  });
});

describe('permissionToast', () => {
  it.each([
    [true, 'Action Successful', 'Card ending in 1881 has been updated.'],
    [false, 'Action Unsuccessful', 'Card ending in 1881 failed to update.'],
  ])('saved %s', (saved, title, description) => {
    expect(permissionToast(saved, '1881')).toMatchObject({ title, description });
  });
});

describe('the answers of the proposed calls', () => {
  const error = (status: number, errorId?: string) => new ApiError({ status, errorId });
  it.each([
    [error(404), true],
    [error(404, 'route_not_found'), true],
    [error(405), true],
    [error(501), true],
    // The card is gone (our assumption for a card the server no longer has): not a missing call.
    [error(404, 'not_found'), false],
    [error(500), false],
    [error(400, 'invalid_current_pin'), false],
    [error(0, 'network_error'), false],
    [new Error('404'), false],
  ])('%o: the call is missing: %s', (failure, missing) => {
    expect(isCallMissing(failure)).toBe(missing);
  });

  it('tells a wrong current PIN and a short balance by error_id', () => {
    expect(isWrongCurrentPin(error(400, 'invalid_current_pin'))).toBe(true);
    expect(isWrongCurrentPin(error(400, 'validation_error'))).toBe(false);
    expect(isInsufficientBalance(error(400, 'insufficient_balance'))).toBe(true);
    expect(isInsufficientBalance(error(400))).toBe(false);
  });
});
