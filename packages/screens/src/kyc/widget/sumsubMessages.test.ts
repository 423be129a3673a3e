import { describe, expect, it } from 'vitest';
import { reviewResultOf, SUMSUB_DEFAULT_ORIGIN, widgetOrigin } from './sumsubMessages';

describe('widgetOrigin', () => {
  it.each([
    [undefined, SUMSUB_DEFAULT_ORIGIN],
    ['https://api.sumsub.com/', 'https://api.sumsub.com'],
    ['https://kyc.example.com/websdk/v2', 'https://kyc.example.com'],
    ['http://localhost:8080/', 'http://localhost:8080'],
  ])('%s -> %s', (configured, origin) => {
    expect(widgetOrigin(configured)).toBe(origin);
  });

  it('refuses a plain-http widget and a malformed URL', () => {
    expect(() => widgetOrigin('http://kyc.example.com')).toThrow(/https/);
    expect(() => widgetOrigin('kyc.example.com')).toThrow();
  });
});

describe('reviewResultOf', () => {
  const changed = (reviewResult: unknown, reviewStatus = 'completed') => ({
    reviewStatus,
    reviewResult,
  });
  it.each([
    ['GREEN', changed({ reviewAnswer: 'GREEN' })],
    ['RED', changed({ reviewAnswer: 'RED', reviewRejectType: 'FINAL' })],
    ['RED', changed({ reviewAnswer: 'RED' })],
    ['RESUBMIT', changed({ reviewAnswer: 'RED', reviewRejectType: 'RETRY' })],
  ])('a completed review answering %s', (result, payload) => {
    expect(reviewResultOf('idCheck.onApplicantStatusChanged', payload)).toBe(result);
  });

  it.each([
    ['idCheck.onApplicantStatusChanged', changed({ reviewAnswer: 'GREEN' }, 'pending')],
    ['idCheck.onApplicantStatusChanged', changed({ reviewAnswer: 'YELLOW' })],
    ['idCheck.onApplicantStatusChanged', changed(undefined)],
    ['idCheck.onApplicantStatusChanged', null],
    ['idCheck.onApplicantStatusChanged', 'GREEN'],
    ['idCheck.onStepCompleted', changed({ reviewAnswer: 'GREEN' })],
  ])('no verdict in %s %j', (type, payload) => {
    expect(reviewResultOf(type, payload)).toBeNull();
  });
});
