import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import styles from './MissingFields.module.css';

/** What the customer still has to do with a field: the verb of its part of the sentence. */
export type MissingKind = 'fill' | 'choose' | 'tick' | 'correct';

export interface MissingItem {
  /** The field's label as it reads on screen ("Tag"), or a box's short name ("the terms box"). */
  label: string;
  /** fill in (a text field, the default), choose (a picker), tick (a box), correct (a filled
   * field whose message says what is wrong). */
  kind?: MissingKind;
}

export interface MissingFieldsProps {
  /** Named by the disabled action's `aria-describedby`. */
  id: string;
  /** What the action does, in the active language, in the sentence "To {action}, fill in …":
   * "add this address". */
  action: string;
  /** What is still missing, in the form's order; none renders nothing (the element stays, empty). */
  items: readonly MissingItem[];
  /** `end` over actions that sit at the end of their row. @default 'start' */
  align?: 'start' | 'end';
  /**
   * Why the action cannot be taken now whatever is filled in (no network), said before what is
   * missing: "You're offline: …".
   */
  unavailable?: string;
}

const KINDS: MissingKind[] = ['fill', 'choose', 'tick', 'correct'];

/** A clause of the sentence: "fill in Name and Tag". */
function clause(kind: MissingKind, labels: string) {
  switch (kind) {
    case 'fill':
      return t`fill in ${labels}`;
    case 'choose':
      return t`choose ${labels}`;
    case 'tick':
      return t`tick ${labels}`;
    case 'correct':
      return t`correct ${labels}`;
  }
}

/** "A, B and C" in the active language (British English: no comma before "and"). */
const listOf = (labels: string[]) =>
  new Intl.ListFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    type: 'conjunction',
  }).format(labels);

/**
 * The sentence: "To add this address, fill in Name and Tag, and tick the confirmation box."
 * Empty when nothing is missing.
 */
export function missingSentence(action: string, items: readonly MissingItem[]): string {
  const clauses = KINDS.flatMap((kind) => {
    const labels = items.filter((item) => (item.kind ?? 'fill') === kind).map((i) => i.label);
    return labels.length ? [clause(kind, listOf(labels))] : [];
  });
  if (clauses.length === 0) return '';
  const last = clauses.pop()!;
  const first = clauses.join(', ');
  const steps = first ? t`${first}, and ${last}` : last;
  return t`To ${action}, ${steps}.`;
}

/**
 * Why a form's action is disabled: the fields still missing, in words, next to the action and
 * named by its `aria-describedby` (docs/design.md, "Required fields and disabled actions"). The
 * paragraph is always there, so the reference never dangles; with nothing missing it is empty
 * and hidden.
 */
export function MissingFields({
  id,
  action,
  items,
  align = 'start',
  unavailable,
}: MissingFieldsProps) {
  const sentence = [unavailable, missingSentence(action, items)].filter(Boolean).join(' ');
  return (
    <p id={id} className={styles.missing} data-align={align} hidden={!sentence}>
      {sentence}
    </p>
  );
}
