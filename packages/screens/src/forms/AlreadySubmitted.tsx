import type { ReactNode } from 'react';
import { InfoIcon } from '@wallet/ui';
import styles from './forms.module.css';

/** What a spent review says when its outcome is not known here (see sendOnce.ts). */
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
    <div className={styles.spent}>
      <InfoIcon width={48} height={48} aria-hidden="true" className={styles.spentIcon} />
      <h1>Already submitted</h1>
      <p>{alreadySubmittedText(what, where)}</p>
      {action}
    </div>
  );
}
