import type { ComponentType } from 'react';

/** The provider's review verdict: approved, rejected for good, or asked to resubmit. */
export type KycReviewResult = 'GREEN' | 'RED' | 'RESUBMIT';

/**
 * What the /kyc-verification screen needs from an identity widget. The real Sumsub WebSDK and
 * the demo stand-in both implement it, so the screen does not know which one it shows.
 */
export interface KycWidgetProps {
  /** The provider access token from GET sumsub/generate_token/{level}. */
  accessToken: string;
  /** 1 for identity verification, 3 for the Verified Plus upgrade. */
  level: 1 | 3;
  /** A fresh token when the widget's expires; rejects when none can be had. */
  getNewToken: () => Promise<string>;
  /** The review has a verdict. */
  onResult: (result: KycReviewResult) => void;
  /** The widget cannot go on (its token could not be renewed). */
  onError: (error: unknown) => void;
}

export type KycWidget = ComponentType<KycWidgetProps>;
