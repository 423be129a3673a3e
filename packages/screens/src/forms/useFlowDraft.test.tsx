import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DRAFT_KEY_PREFIX, sessionStore } from '@wallet/api';
import {
  clearDraft,
  defineFlowDraft,
  readDraft,
  useFlowDraft,
  useSaveAsTyped,
  writeDraft,
} from './useFlowDraft';

const ACCOUNT = defineFlowDraft('test-account', {
  email: z.string(),
  name: z.string(),
  acceptTerms: z.boolean(),
});
const KEY = `${DRAFT_KEY_PREFIX}test-account`;
const SECRET = 'Hunter2!secret';

/** Every value in session storage, joined: a secret must appear in none. */
const everythingStored = () =>
  Array.from({ length: sessionStorage.length }, (_, i) =>
    sessionStorage.getItem(sessionStorage.key(i)!),
  ).join('\n');

beforeEach(() => sessionStorage.clear());

describe('defineFlowDraft', () => {
  it('refuses fields that look like passwords or codes, whatever their case', () => {
    for (const name of ['password', 'confirmPassword', 'newPassword', 'code', 'otp', 'cardPin'])
      expect(() => defineFlowDraft('x', { [name]: z.string() }), name).toThrow(/secret/);
  });

  it('accepts data that merely ends in "code"', () => {
    expect(
      defineFlowDraft('x', { referralCode: z.string(), countryCode: z.string() }).fields,
    ).toEqual(['referralCode', 'countryCode']);
  });

  it('refuses a password field at compile time too', () => {
    // @ts-expect-error -- a password is never a draft field
    expect(() => defineFlowDraft('x', { password: z.string() })).toThrow();
  });
});

describe('readDraft and writeDraft', () => {
  it('keeps only the declared fields: a password given with them is dropped', () => {
    writeDraft(ACCOUNT, {
      email: 'ana@demo.test',
      name: 'Ana',
      password: SECRET,
      confirmPassword: SECRET,
      code: '123456',
    } as Record<string, unknown>);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({
      email: 'ana@demo.test',
      name: 'Ana',
    });
    expect(everythingStored()).not.toContain(SECRET);
    expect(everythingStored()).not.toContain('123456');
  });

  it('merges later values into what is stored (two steps share one draft)', () => {
    writeDraft(ACCOUNT, { email: 'ana@demo.test' });
    writeDraft(ACCOUNT, { name: 'Ana', acceptTerms: true });
    expect(readDraft(ACCOUNT)).toEqual({ email: 'ana@demo.test', name: 'Ana', acceptTerms: true });
  });

  it.each([
    ['not JSON', '{"email": "ana@'],
    ['a field of the wrong type', '{"email": 42}'],
    ['not an object', '"ana@demo.test"'],
    ['null', 'null'],
  ])('ignores a stored value that is %s', (_, stored) => {
    sessionStorage.setItem(KEY, stored);
    expect(readDraft(ACCOUNT)).toEqual({});
    // and a new value replaces it
    writeDraft(ACCOUNT, { name: 'Ana' });
    expect(readDraft(ACCOUNT)).toEqual({ name: 'Ana' });
  });

  it('drops stored fields it does not declare', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ email: 'a@b.co', password: SECRET }));
    expect(readDraft(ACCOUNT)).toEqual({ email: 'a@b.co' });
  });

  it('is cleared by clearDraft, and by the end of the session with the tokens', () => {
    writeDraft(ACCOUNT, { email: 'ana@demo.test' });
    clearDraft(ACCOUNT);
    expect(sessionStorage.getItem(KEY)).toBeNull();

    writeDraft(ACCOUNT, { email: 'ana@demo.test' });
    sessionStorage.setItem('unrelated', 'kept');
    sessionStore.setTokens('access', 'refresh');
    sessionStore.clear();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sessionStore.get('accessToken')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('useFlowDraft', () => {
  it('restores the stored draft on mount and keeps that value while saving', () => {
    writeDraft(ACCOUNT, { email: 'ana@demo.test', acceptTerms: true });
    const { result } = renderHook(() => useFlowDraft(ACCOUNT));
    expect(result.current.saved).toEqual({ email: 'ana@demo.test', acceptTerms: true });
    act(() => result.current.save({ name: 'Ana' }));
    expect(readDraft(ACCOUNT)).toEqual({ email: 'ana@demo.test', name: 'Ana', acceptTerms: true });
    act(() => result.current.clear());
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('starts empty from a malformed draft instead of failing', () => {
    sessionStorage.setItem(KEY, '}{');
    const { result } = renderHook(() => useFlowDraft(ACCOUNT));
    expect(result.current.saved).toEqual({});
  });
});

/** A sign-up-like form: the e-mail is drafted, the password is typed beside it. */
function AccountForm() {
  const draft = useFlowDraft(ACCOUNT);
  const form = useForm({ defaultValues: { email: '', password: '', ...draft.saved } });
  useSaveAsTyped(form, draft.save);
  return (
    <form>
      <label>
        Email
        <input {...form.register('email')} />
      </label>
      <label>
        Password
        <input type="password" {...form.register('password')} />
      </label>
    </form>
  );
}

describe('useSaveAsTyped', () => {
  it('writes the draft as the user types, never the password, and a remount restores it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AccountForm />);
    await user.type(screen.getByLabelText('Email'), 'ana@demo.test');
    expect(readDraft(ACCOUNT)).toEqual({ email: 'ana@demo.test' });
    await user.type(screen.getByLabelText('Password'), SECRET);
    expect(everythingStored()).not.toContain(SECRET);
    expect(everythingStored()).not.toContain(SECRET.slice(0, 4));

    unmount(); // a reload, as far as the form can tell
    render(<AccountForm />);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
