import { describe, expect, it } from 'vitest';
import type { Card } from '@wallet/api';
import { permissionBody, permissionToast, pickCard, settingsScreenFor } from './cardSettingsRules';

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
