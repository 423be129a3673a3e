import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, MESSAGE_CAP, TEXT_CAP, textOf } from './errors';

/** The JSON text `{"a":{"a":...}}`, `depth` levels deep (JSON.stringify cannot write it). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}"referral"${'}'.repeat(depth)}`;

const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);

describe('ApiError text extraction never throws and is capped', () => {
  it('a body 10k levels deep: no RangeError, and the text stays searchable near the top', () => {
    const body: unknown = JSON.parse(
      `{"error_message":"Bad","error_details":{"context":"invalid referral code","deep":${nestedJson(10_000)}}}`,
    );
    const error = ApiError.fromBody(400, body);
    expect(error.searchableText).toContain('invalid referral code');
    expect(error.searchableText.length).toBeLessThanOrEqual(TEXT_CAP);
  });

  it('a cycle ends the walk (impossible from JSON, guarded anyway)', () => {
    const cycle: Record<string, unknown> = { reason: 'captcha failed' };
    cycle.self = cycle;
    const error = new ApiError({ status: 400, details: cycle });
    expect(error.detailsText).toContain('captcha failed');
    expect(error.detailsText.length).toBeLessThanOrEqual(TEXT_CAP);
  });

  it('a getter that throws keeps what was read before it', () => {
    const trap = { first: 'user is deleted' } as Record<string, unknown>;
    Object.defineProperty(trap, 'second', {
      enumerable: true,
      get() {
        throw new Error('trap');
      },
    });
    expect(textOf(trap)).toContain('user is deleted');
  });

  it('5 MB strings in the message, the details and the keys are cut to the caps', () => {
    const error = ApiError.fromBody(500, {
      error_message: FIVE_MB,
      error_details: { [FIVE_MB]: FIVE_MB, list: Array.from({ length: 100_000 }, () => FIVE_MB) },
    });
    expect(error.message.length).toBeLessThanOrEqual(MESSAGE_CAP);
    expect(error.message.endsWith('…')).toBe(true);
    expect(error.searchableText.length).toBeLessThanOrEqual(TEXT_CAP);
    expect(error.detailsText.length).toBeLessThanOrEqual(TEXT_CAP);
  });

  it('the full message (up to the cap) is still matched, though only its start is shown', () => {
    const long = `${'a'.repeat(300)} Rejected request with invalid access token`;
    const error = ApiError.fromBody(400, { error_message: long });
    expect(error.message).toHaveLength(MESSAGE_CAP);
    expect(error.searchableText).toContain('rejected request with invalid access token');
  });

  it('a message that is not text falls back to the spec default; the status is the answer’s', () => {
    expect(ApiError.fromBody(503, { error_message: ['x'], status_code: 200 })).toMatchObject({
      status: 503,
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(ApiError.fromBody(500, null).message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
