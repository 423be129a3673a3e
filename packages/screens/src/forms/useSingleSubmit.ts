import { useRef, type FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * The form's submit handler, run at most once at a time: a double click or a second Enter while
 * the call is out does nothing, so no action is ever sent twice.
 */
export function useSingleSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  onValid: SubmitHandler<T>,
) {
  const busy = useRef(false);
  return (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void form
      .handleSubmit(onValid)()
      .finally(() => {
        busy.current = false;
      });
  };
}
