import SumsubWebSdk from '@sumsub/websdk-react';
import { useLingui } from '@lingui/react';
import { reviewResultOf, widgetOrigin } from './sumsubMessages';
import type { KycWidgetProps } from './types';

export interface SumsubWidgetProps extends KycWidgetProps {
  /** Where Sumsub's frame is served from (a sandbox, a proxy); Sumsub's own host by default. */
  baseUrl?: string;
}

/**
 * The real identity widget: Sumsub's WebSDK in its frame. The SDK itself drops every window
 * message whose origin is not `baseUrl`, so the origin given to it is exact (`widgetOrigin`).
 */
export default function SumsubWidget({
  accessToken,
  getNewToken,
  onResult,
  onError,
  baseUrl,
}: SumsubWidgetProps) {
  const { i18n } = useLingui();
  return (
    <SumsubWebSdk
      accessToken={accessToken}
      baseUrl={widgetOrigin(baseUrl)}
      expirationHandler={() =>
        getNewToken().catch((error: unknown) => {
          onError(error);
          throw error;
        })
      }
      // The widget's own words in the app's language (Sumsub has Spanish; anything else: English).
      config={{ lang: i18n.locale === 'es' ? 'es' : 'en' }}
      options={{ adaptIframeHeight: true }}
      onMessage={(type: string, payload: unknown) => {
        const result = reviewResultOf(type, payload);
        if (result) onResult(result);
      }}
    />
  );
}
