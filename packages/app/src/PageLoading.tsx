import { Spinner } from '@wallet/ui';

/** While a page's code loads (the layouts show their own frame around it once they are in). */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner label="Loading page" />
    </div>
  );
}
