import { lazy, Suspense } from 'react';
import type { GenericErrorDialogProps } from './GenericErrorDialog';

// The dialog's code (react-aria's modal and overlays) loads when it opens: it stays out of the
// first download of the pages that use this.
const GenericErrorDialog = lazy(() =>
  import('./GenericErrorDialog').then((m) => ({ default: m.GenericErrorDialog })),
);

/** The generic error dialog while `isOpen`, loaded then; nothing otherwise. */
export function LazyGenericErrorDialog(props: GenericErrorDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense>
      <GenericErrorDialog {...props} />
    </Suspense>
  );
}
