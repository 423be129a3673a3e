import { lazy, Suspense } from 'react';
import type { AuthDialogKind } from './types';

// Dialogs load when one opens: the modal machinery stays out of the sign-in pages' first download.
const AuthDialog = lazy(() => import('./AuthDialog'));

/** Shows the dialog of `kind`, or nothing. */
export function LazyAuthDialog({
  kind,
  onClose,
}: {
  kind: AuthDialogKind | null;
  onClose: () => void;
}) {
  if (!kind) return null;
  return (
    <Suspense>
      <AuthDialog kind={kind} onClose={onClose} />
    </Suspense>
  );
}
