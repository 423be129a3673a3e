import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';

export interface SubmitCheck {
  /** The values pass the schema now; false while the schema loads. */
  canSubmit: boolean;
  /**
   * The top-level fields whose values fail it now (what MissingFields names); while the schema
   * loads, the fields still empty.
   */
  blocking: string[];
}

/**
 * Whether the form's values pass its schema now, as the user types, and which fields stop them.
 * react-hook-form's own isValid follows the validation mode, and with validation on blur it would
 * wait for the field to be left; the spec enables submit buttons as soon as the values allow it.
 * Without a schema (still loading) the answer is no, and the empty fields are named.
 */
export function useSubmitCheck<T extends FieldValues>(
  form: UseFormReturn<T>,
  schema: z.ZodMiniType | undefined,
): SubmitCheck {
  const values = useWatch({ control: form.control });
  if (!schema)
    return {
      canSubmit: false,
      blocking: Object.keys(values).filter((name) => [undefined, '', false].includes(values[name])),
    };
  const result = schema.safeParse(values);
  if (result.success) return { canSubmit: true, blocking: [] };
  const blocking = result.error.issues.flatMap((issue) =>
    typeof issue.path[0] === 'string' ? [issue.path[0]] : [],
  );
  return { canSubmit: false, blocking: [...new Set(blocking)] };
}

/** `useSubmitCheck`'s answer alone: the values pass the schema now. */
export function useCanSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  schema: z.ZodMiniType | undefined,
): boolean {
  return useSubmitCheck(form, schema).canSubmit;
}
