import { useRef, useState, type FormEvent } from 'react';
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

/**
 * A button's action (no form) run at most once at a time: `run` does nothing while the last run
 * is out, and `isPending` keeps the button disabled from the first press until the answer.
 */
export function useSingleAction(action: () => Promise<unknown>) {
  const busy = useRef(false);
  const [isPending, setPending] = useState(false);
  const run = () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    void action().finally(() => {
      busy.current = false;
      setPending(false);
    });
  };
  return { run, isPending };
}
