import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * Whether the form's values pass its schema now, as the user types. react-hook-form's own
 * isValid follows the validation mode, and with validation on blur it would wait for the field to
 * be left; the spec enables submit buttons as soon as the values allow it. Without a schema
 * (still loading) the answer is no.
 */
export function useCanSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  schema: z.ZodMiniType | undefined,
): boolean {
  const values = useWatch({ control: form.control });
  return schema ? schema.safeParse(values).success : false;
}
