import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { t } from '@lingui/core/macro';
import type { MissingItem } from '@wallet/ui';
import { hasVisibleText } from './visibleText';

/**
 * How MissingFields names each field of a form, in the form's order: its visible label; or with
 * the one verb it always takes (`{ label, kind: 'choose' }` for a picker, `'fill'` for a code
 * whose partial value is only incomplete); `null` for an optional field, never named. A box is
 * named by a short phrase ("the terms box"). Every field is listed, so a disabled action never
 * waits for a field the hint leaves out.
 */
export type FieldLabels<T> = {
  [K in keyof T & string]-?: string | { label: string; kind: 'choose' | 'fill' } | null;
};

/**
 * What is still missing among the fields that stop the form (`useSubmitCheck`'s `blocking`), in
 * the labels' order: an unticked box is to tick, an empty field to fill in (or choose), a filled
 * one that fails its rule to correct (its own message, shown when it is left, says how).
 */
export function missingItems<T extends FieldValues>(
  values: Partial<T>,
  blocking: readonly string[],
  labels: FieldLabels<T>,
): MissingItem[] {
  return Object.entries(labels).flatMap(([name, named]): MissingItem[] => {
    if (!named || !blocking.includes(name)) return [];
    if (typeof named !== 'string') return [named];
    const value: unknown = values[name];
    if (typeof value === 'boolean') return [{ label: named, kind: 'tick' }];
    const filled = value != null && hasVisibleText(String(value));
    return [{ label: named, kind: filled ? 'correct' : 'fill' }];
  });
}

/** The box of terms an action waits for (`label` in the active language, read when shown). */
export const TERMS_BOX: MissingItem = {
  get label() {
    return t`the terms box`;
  },
  kind: 'tick',
};

/** `missingItems` for a react-hook-form form, from its values as it renders. */
export const missingOf = <T extends FieldValues>(
  form: UseFormReturn<T>,
  blocking: readonly string[],
  labels: FieldLabels<T>,
) => missingItems<T>(form.getValues(), blocking, labels);
