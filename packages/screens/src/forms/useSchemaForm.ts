import { useEffect, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { lazyZodResolver } from './lazyZodResolver';
import { useSubmitCheck } from './useCanSubmit';
import { useSingleSubmit } from './useSingleSubmit';

type Schema<T extends FieldValues> = z.ZodMiniType<T, T>;

export interface SchemaFormOptions<T extends FieldValues> {
  /**
   * The form's zod/mini schema, whose messages are the spec's; or a loader for it, so a page on a
   * tight budget (login) renders before zod arrives. Either way zod's resolver loads on first use.
   */
  schema: Schema<T> | (() => Promise<Schema<T>>);
  defaultValues: NoInfer<DefaultValues<T>>;
  /** Run once at a time (`useSingleSubmit`). Steps of a flow use `useNextSubmit(form, ...)` instead. */
  onSubmit?: NoInfer<SubmitHandler<T>>;
  /**
   * When fields are checked: when left (spec 1 section 5, the default), or only when sent (the
   * two-factor code: typing after a failed attempt only clears the flag).
   */
  validate?: 'onBlur' | 'onSubmit';
}

export interface SchemaForm<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's `onSubmit`: runs `onSubmit` with valid values, once at a time. */
  submit: ReturnType<typeof useSingleSubmit>;
  /** The values pass the schema now, as typed (`useSubmitCheck`); false while it loads. */
  canSubmit: boolean;
  /** The fields that stop it, for MissingFields (`missingOf`). */
  blocking: string[];
  /** A submit is out. */
  isPending: boolean;
}

const noop = () => {};

/**
 * A form that is a schema plus a layout: react-hook-form bound to the schema the spec's way
 * (validated when a field is left, submit enabled as soon as the values pass, sent once at a time).
 *
 * ```tsx
 * const { form, submit, canSubmit } = useSchemaForm({ schema, defaultValues, onSubmit });
 * <form onSubmit={submit} noValidate>
 *   <FormTextField form={form} name="amount" label="Amount" />
 *   <SubmitButton form={form} canSubmit={canSubmit}>Send</SubmitButton>
 * </form>
 * ```
 */
export function useSchemaForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  validate = 'onBlur',
}: SchemaFormOptions<T>): SchemaForm<T> {
  const isLoader = typeof schema === 'function';
  const [loaded, setLoaded] = useState<Schema<T> | undefined>(isLoader ? undefined : schema);
  // The resolver is made once: react-hook-form keeps the first one it is given.
  const resolver = useMemo(
    () => lazyZodResolver<T>(isLoader ? schema : () => Promise.resolve(schema)),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- one schema per form
  );
  // Once the form is on screen, zod's resolver (and a lazy schema) load, so the first check
  // does not wait for them. A failed load is tried again by the first check (lazyZodResolver).
  useEffect(() => {
    import('@hookform/resolvers/zod').catch(() => {});
    if (!isLoader) return;
    let current = true;
    schema().then(
      (s) => current && setLoaded(() => s),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one schema per form

  const form = useForm<T>({ mode: validate, reValidateMode: validate, defaultValues, resolver });
  const { canSubmit, blocking } = useSubmitCheck(form, isLoader ? loaded : schema);
  const submit = useSingleSubmit(form, onSubmit ?? noop);
  return { form, submit, canSubmit, blocking, isPending: form.formState.isSubmitting };
}
