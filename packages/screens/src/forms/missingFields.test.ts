import { describe, expect, it } from 'vitest';
import { missingItems, type FieldLabels } from './missingFields';

interface Values {
  name: string;
  country: string;
  code: string;
  referral: string;
  terms: boolean;
}

const LABELS: FieldLabels<Values> = {
  name: 'Full Name',
  country: { label: 'Country', kind: 'choose' },
  code: { label: 'Verification code', kind: 'fill' },
  referral: null,
  terms: 'the terms box',
};

const empty: Values = { name: '', country: '', code: '', referral: '', terms: false };

describe('missingItems', () => {
  it('names each blocking field by its label and verb, in the labels’ order', () => {
    expect(missingItems(empty, ['terms', 'country', 'name', 'code'], LABELS)).toEqual([
      { label: 'Full Name', kind: 'fill' },
      { label: 'Country', kind: 'choose' },
      { label: 'Verification code', kind: 'fill' },
      { label: 'the terms box', kind: 'tick' },
    ]);
  });

  it('asks to correct a filled field that fails its rule; a code is only incomplete', () => {
    const values = { ...empty, name: 'x'.repeat(41), code: '12 4' };
    expect(missingItems(values, ['name', 'code'], LABELS)).toEqual([
      { label: 'Full Name', kind: 'correct' },
      { label: 'Verification code', kind: 'fill' },
    ]);
  });

  it('counts invisible characters and spaces as empty', () => {
    expect(missingItems({ ...empty, name: ' \u200B ' }, ['name'], LABELS)).toEqual([
      { label: 'Full Name', kind: 'fill' },
    ]);
  });

  it('names no field that does not block, nor an optional one', () => {
    expect(missingItems(empty, [], LABELS)).toEqual([]);
    expect(missingItems(empty, ['referral'], LABELS)).toEqual([]);
  });
});
