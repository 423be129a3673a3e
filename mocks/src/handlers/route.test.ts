import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend } from '../node';
import { PERSONAS } from '../scenarios';
import { SERVER_MESSAGES } from '../triggers';
import { CODE_PENDING_ERROR_ID } from './util';

const { backend, server } = createTestBackend('demo');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A raw call, so a missing or malformed body reaches the route as it would from anywhere. */
async function call(path: string, { token, body }: { token?: string; body?: string } = {}) {
  const response = await fetch(`http://demo.test/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('route options: what a route declares it needs', () => {
  it('auth: no token, an expired, superseded or code-pending one each get their own answer', async () => {
    expect(await call('profile')).toMatchObject({
      status: 401,
      json: { error_message: 'Unauthorized', error_id: 401 },
    });
    const pending = backend.openSession(PERSONAS.verified, { codePending: true }).access_token;
    expect(await call('profile', { token: pending })).toMatchObject({
      status: 401,
      json: { error_message: SERVER_MESSAGES.codePending, error_id: CODE_PENDING_ERROR_ID },
    });
    // The two-factor calls take a pending session.
    expect((await call('auth/2fa/resend/email', { token: pending, body: '{}' })).status).toBe(200);
    const fresh = backend.openSession(PERSONAS.verified).access_token;
    expect((await call('profile', { token: pending })).json).toMatchObject({
      error_message: SERVER_MESSAGES.invalidAccessToken,
      status_code: 400,
    });
    expect((await call('profile', { token: fresh })).status).toBe(200);
    backend.expireAccessTokens();
    expect((await call('profile', { token: fresh })).json).toMatchObject({
      error_message: 'Access token expired',
      status_code: 401,
    });
  });

  it('kycLevel: a card call below the card level is refused with 403', async () => {
    const token = backend.openSession(PERSONAS.verified).access_token;
    expect(await call('card', { token })).toMatchObject({
      status: 403,
      json: { error_id: 'kyc_level_required' },
    });
  });

  it('body: a missing, unreadable or mistyped body is a 400 in the error shape', async () => {
    const token = backend.openSession(PERSONAS.verified).access_token;
    for (const body of ['', 'not json', 'null', '[]'])
      expect(await call('profile/email-marketing', { token, body })).toMatchObject({
        status: 400,
        json: { status_code: 400, error_id: 'validation_error' },
      });
    expect(
      await call('profile/email-marketing', { token, body: '{"email_marketing":"yes"}' }),
    ).toMatchObject({
      status: 400,
      json: { error_details: { fields: ['email_marketing'] } },
    });
    expect(
      (await call('profile/email-marketing', { token, body: '{"email_marketing":false}' })).status,
    ).toBe(200);
  });

  it("body: a missing field keeps the handler's own answer", async () => {
    expect(
      await call('auth/login', { body: JSON.stringify({ username: PERSONAS.verified }) }),
    ).toMatchObject({ status: 400, json: { error_id: 'captcha' } });
    const token = backend.openSession(PERSONAS.verified).access_token;
    expect(await call('profile/email-marketing', { token, body: '{}' })).toMatchObject({
      status: 422,
      json: { error_id: 'validation_error' },
    });
  });
});
