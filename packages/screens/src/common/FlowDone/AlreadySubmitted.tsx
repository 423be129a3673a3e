import type { ReactNode } from 'react';
import { FlowDone } from './FlowDone';

/** What a spent review says when its outcome is not known here (see forms/sendOnce.ts). */
export const alreadySubmittedText = (what: string, where: string) =>
  `This ${what} was already submitted, in this tab or another one, so it is not sent again. ` +
  `Its result shows in ${where}.`;

/**
 * A review that was sent already (in another tab, or before a reload) and whose answer this tab
 * has not seen: what happened, and a way to where the result shows. It replaces the review, so
 * nothing can be confirmed a second time.
 */
export function AlreadySubmitted({
  what,
  where,
  action,
}: {
  /** "transaction", "top-up", "card application". */
  what: string;
  /** Where its result shows: "your transaction history on Home". */
  where: string;
  /** The way on: a link to where the result shows. */
  action: ReactNode;
}) {
  return (
    <FlowDone title="Already submitted" tone="info" action={action}>
      <p>{alreadySubmittedText(what, where)}</p>
    </FlowDone>
  );
}
