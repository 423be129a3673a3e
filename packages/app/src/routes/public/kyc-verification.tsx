import { lazy } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '@wallet/api';
import { KycVerificationScreen, type KycWidgetProps } from '@wallet/screens';

// A demo build has no identity provider: the stand-in takes the widget's place, and only the
// chosen one is built in (__DEMO__ is a build-time constant).
const Widget = __DEMO__
  ? lazy(() => import('@wallet/screens/kyc-widget/demo'))
  : lazy(async () => {
      const { default: SumsubWidget } = await import('@wallet/screens/kyc-widget/sumsub');
      return {
        default: (props: KycWidgetProps) => (
          <SumsubWidget {...props} baseUrl={import.meta.env.VITE_SUMSUB_BASE_URL} />
        ),
      };
    });

/** /kyc-verification: a public-frame page behind the session guard, reading the profile. */
export function Component() {
  return (
    <SWRConfig value={swrConfig}>
      <KycVerificationScreen widget={Widget} />
    </SWRConfig>
  );
}
