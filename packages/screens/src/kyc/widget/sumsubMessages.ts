import type { KycReviewResult } from './types';

/** Sumsub's own host, where its WebSDK frame is served from unless configured otherwise. */
export const SUMSUB_DEFAULT_ORIGIN = 'https://api.sumsub.com';

/**
 * The origin the widget's frame is loaded from. The WebSDK accepts a frame message only when its
 * origin equals this base URL exactly, so a configured URL is cut down to its origin (a trailing
 * slash or a path would otherwise make every message look foreign).
 */
export function widgetOrigin(configured: string | undefined): string {
  if (!configured) return SUMSUB_DEFAULT_ORIGIN;
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.hostname !== 'localhost')
    throw new Error(`The identity widget must be served over https, not ${configured}`);
  return url.origin;
}

/**
 * The verdict in a WebSDK message, if it carries one: `idCheck.onApplicantStatusChanged` with a
 * completed review. RED with reject type RETRY is a resubmission request; any other RED is final.
 * Anything else (progress messages, malformed payloads) is no verdict.
 */
export function reviewResultOf(type: string, payload: unknown): KycReviewResult | null {
  if (type !== 'idCheck.onApplicantStatusChanged' || typeof payload !== 'object' || !payload)
    return null;
  const { reviewStatus, reviewResult } = payload as {
    reviewStatus?: unknown;
    reviewResult?: { reviewAnswer?: unknown; reviewRejectType?: unknown };
  };
  if (reviewStatus !== 'completed') return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the provider's verdict, not text
  if (reviewResult?.reviewAnswer === 'GREEN') return 'GREEN';
  if (reviewResult?.reviewAnswer === 'RED')
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the provider's verdicts, not text
    return reviewResult.reviewRejectType === 'RETRY' ? 'RESUBMIT' : 'RED';
  return null;
}
