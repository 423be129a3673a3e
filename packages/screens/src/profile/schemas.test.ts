import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES as M } from '../common';
import { changePasswordSchema, preferencesSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('preferencesSchema', () => {
  const valid = { name: 'Ana', preferredLocale: 'en', timezone: 'Asia/Kuala_Lumpur' };
  it('takes a name of 1 to 40 characters', () => {
    expect(preferencesSchema.safeParse(valid).success).toBe(true);
    expect(preferencesSchema.safeParse({ ...valid, name: 'x'.repeat(40) }).success).toBe(true);
    expect(preferencesSchema.safeParse({ ...valid, name: 'x'.repeat(41) }).success).toBe(false);
    expect(messages(preferencesSchema.safeParse({ ...valid, name: '   ' }))).toEqual([
      'Please enter your Preferred Name',
    ]);
  });
  it('needs a timezone', () => {
    expect(preferencesSchema.safeParse({ ...valid, timezone: '' }).success).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'Old1234!', password: 'New1234!', confirmPassword: 'New1234!' };
  it('passes all three fields filled, the rules met and a match', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ currentPassword: '' }, 'Please enter your Current Password'],
    [{ password: 'weakpass', confirmPassword: 'weakpass' }, M.invalidNewPassword],
    [{ confirmPassword: 'New1234?' }, M.confirmNewMismatch],
  ])('%j -> %s', (change, message) => {
    expect(messages(changePasswordSchema.safeParse({ ...valid, ...change }))).toContain(message);
  });
});
