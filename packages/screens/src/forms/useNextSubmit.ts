import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
import { useSingleSubmit } from './useSingleSubmit';

export type Go = (to: To, options?: NavigateOptions) => void;

/**
 * A step's Next: the form's submit, run once at a time (`useSingleSubmit`), whose handler moves
 * on with `go`. Once it has moved on, further submits and `go` calls do nothing until the
 * location changes: a double click while the next page loads sends one request and pushes one
 * history entry, so Back needs one press. `go` also serves the step's other buttons (Back).
 */
export function useNextSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  onValid: (values: T, go: Go) => unknown,
) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const moved = useRef(false);
  // This page is current again (or still mounted at a new location): it may move on once more.
  useEffect(() => {
    moved.current = false;
  }, [key]);

  const go: Go = (to, options) => {
    if (moved.current) return;
    moved.current = true;
    void navigate(to, options);
  };
  const submit = useSingleSubmit(form, (values) =>
    moved.current ? undefined : onValid(values, go),
  );
  return { submit, go };
}
