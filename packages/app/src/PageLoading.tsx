import { t } from '@lingui/core/macro';
import { Spinner } from '@wallet/ui';

/**
 * While a page's code loads (the layouts show their own frame around it once they are in). The
 * active language's `t`, not the hook's: the error boundary shows it above every provider.
 */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner label={t`Loading page`} />
    </div>
  );
}
