import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './messages';
import { credentialsSchema, detailsSchema, loginSchema, newPasswordSchema } from './schemas';

/** The first message per field, as the form shows it. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('login form', () => {
  it('needs a valid e-mail of at most 40 characters and a password', () => {
    expect(loginSchema.safeParse({ email: 'ana@example.com', password: 'x' }).success).toBe(true);
    expect(errors(loginSchema.safeParse({ email: 'ana@', password: 'x' }))).toEqual({
      email: M.invalidEmail,
    });
    const long = `${'a'.repeat(29)}@example.com`; // 41 characters
    expect(errors(loginSchema.safeParse({ email: long, password: 'x' }))).toEqual({
      email: M.invalidEmail,
    });
    expect(Object.keys(errors(loginSchema.safeParse({ email: 'a@b.co', password: '' })))).toEqual([
      'password',
    ]);
  });

  it('ignores spaces around a pasted e-mail', () => {
    const result = loginSchema.safeParse({ email: '  ana@example.com ', password: 'x' });
    expect(result.data?.email).toBe('ana@example.com');
  });
});

describe('signup credentials', () => {
  const good = { email: 'ana@example.com', password: 'Secret1!', confirmPassword: 'Secret1!' };

  it('accepts a strong matching password', () => {
    expect(credentialsSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    ['Secre1!', 'too short'],
    ['secret12!', 'no uppercase'],
    ['SECRET12!', 'no lowercase'],
    ['Secretxx!', 'no digit'],
    ['Secret123', 'no special'],
    ['Secret12^', 'a special outside @$!%*#?&'],
  ])('refuses %s (%s) with the spec message', (password) => {
    const result = credentialsSchema.safeParse({ ...good, password, confirmPassword: password });
    expect(errors(result)).toEqual({ password: M.invalidPassword });
  });

  it('puts a mismatch on the confirm field', () => {
    const result = credentialsSchema.safeParse({ ...good, confirmPassword: 'Secret1?' });
    expect(errors(result)).toEqual({ confirmPassword: M.confirmMismatch });
  });

  it('checks the match even while another field is invalid', () => {
    const result = credentialsSchema.safeParse({ email: 'x', password: 'a', confirmPassword: 'b' });
    expect(errors(result)).toEqual({
      email: M.invalidEmail,
      password: M.invalidPassword,
      confirmPassword: M.confirmMismatch,
    });
  });
});

describe('password reset by link', () => {
  it('uses the New Password wording', () => {
    expect(
      errors(newPasswordSchema.safeParse({ password: 'weak', confirmPassword: 'other' })),
    ).toEqual({ password: M.invalidNewPassword, confirmPassword: M.confirmNewMismatch });
  });
});

describe('signup details', () => {
  const good = { countryCode: 'MY', name: 'Ana', referralCode: '', acceptTerms: true };

  it('needs country, name (max 40) and the terms; the referral code is optional (max 20)', () => {
    expect(detailsSchema.safeParse(good).success).toBe(true);
    expect(
      Object.keys(
        errors(
          detailsSchema.safeParse({
            countryCode: '',
            name: ' ',
            referralCode: '',
            acceptTerms: false,
          }),
        ),
      ),
    ).toEqual(['countryCode', 'name', 'acceptTerms']);
    expect(errors(detailsSchema.safeParse({ ...good, name: 'a'.repeat(41) }))).toHaveProperty(
      'name',
    );
    expect(errors(detailsSchema.safeParse({ ...good, referralCode: 'R'.repeat(21) }))).toEqual({
      referralCode: M.invalidReferral,
    });
  });
});
