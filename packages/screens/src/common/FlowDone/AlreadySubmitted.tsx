import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FlowDone } from './FlowDone';

/**
 * What a spent review says when its outcome is not known here (see forms/sendOnce.ts), in the
 * active language; `what` and `where` are phrases in it too, as they read inside the sentence.
 */
export const alreadySubmittedText = (what: string, where: string) =>
  t`This ${what} was already submitted, in this tab or another one, so it is not sent again. Its result shows in ${where}.`;

/** What a spent review says when its call failed without an answer (state 'unknown'). */
const notConfirmedText = (what: string, where: string) =>
  t`We could not confirm whether this ${what} went through: no answer came back, so it is not sent again. Check ${where} before you try again.`;

/**
 * A review that was sent already (in another tab, or before a reload) and whose answer this tab
 * has not seen: what happened, and a way to where the result shows. It replaces the review, so
 * nothing can be confirmed a second time.
 */
export function AlreadySubmitted({
  what,
  where,
  action,
  unknown = false,
}: {
  /** "transaction", "top-up", "card application" (in the active language). */
  what: string;
  /** Where its result shows: "your transaction history on Home" (in the active language). */
  where: string;
  /** The way on: a link to where the result shows. */
  action: ReactNode;
  /** Its call failed without an answer: whether it went through is not known (not "submitted"). */
  unknown?: boolean;
}) {
  const { t } = useLingui();
  return (
    <FlowDone title={unknown ? t`Not confirmed` : t`Already submitted`} tone="info" action={action}>
      <p>{(unknown ? notConfirmedText : alreadySubmittedText)(what, where)}</p>
    </FlowDone>
  );
}
