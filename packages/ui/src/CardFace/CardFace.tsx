import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { FreezeIcon } from '../icons/actionIcons';
import styles from './CardFace.module.css';

export interface CardFaceProps {
  /** Virtual or physical: the label on the face and its colours. */
  type: 'virtual' | 'physical';
  /** The card number's last four digits; a new card without a number yet shows dots only. */
  lastFour?: string;
  /** The name printed on the card. */
  nameOnCard: string;
  /** active shows the face; frozen blurs it under `statusText`; in-progress dims it under `statusText`. */
  state: 'active' | 'frozen' | 'in-progress';
  /** The text over a frozen or in-progress face. @default 'Card is frozen' when frozen */
  statusText?: string;
  /** full for a card tile or preview; small (a thumbnail: type and last four, the name for
   * assistive technology only) for a list row. @default 'full' */
  size?: 'full' | 'small';
  /**
   * The revealed details (the card provider's widget) drawn on the face in place of the masked
   * number and the name: the card stays the one object on screen.
   */
  details?: ReactNode;
}

/** The label on the face: "Virtual card", "Physical card". */
const typeLabel = (type: CardFaceProps['type']) =>
  type === 'virtual' ? t`Virtual card` : t`Physical card`;

/**
 * A payment card drawn as a card: type, masked number, name. Frozen and in-progress cards keep
 * their face readable to assistive technology (the blur is visual only) and say their state in
 * text over it; a frozen one is frosted, with a snowflake, in both themes. No outer margins; the
 * width follows the container up to a card's proportions.
 */
export function CardFace({
  type,
  lastFour,
  nameOnCard,
  state,
  statusText,
  size = 'full',
  details,
}: CardFaceProps) {
  useActiveLocale();
  const overlay = state === 'frozen' ? (statusText ?? t`Card is frozen`) : statusText;
  return (
    <div
      className={styles.card}
      data-type={type}
      data-state={state}
      data-size={size}
      data-revealed={details ? true : undefined}
      data-testid="card-face"
    >
      <div className={styles.face}>
        <span className={styles.type}>{typeLabel(type)}</span>
        <span className={styles.chip} aria-hidden="true" />
        {details && <div className={styles.details}>{details}</div>}
        <span className={details ? 'visually-hidden' : styles.number}>
          <span aria-hidden="true">
            {size === 'full' && '•••• •••• •••• '}
            {lastFour ?? '••••'}
          </span>
          <span className="visually-hidden">
            {lastFour ? t`Card ending in ${lastFour}` : t`Card number not issued yet`}
          </span>
        </span>
        <span className={size === 'full' && !details ? styles.name : 'visually-hidden'}>
          {nameOnCard}
        </span>
      </div>
      {state !== 'active' && overlay && (
        <p className={styles.status} data-testid="card-face-status">
          <span className={styles.statusText}>
            {state === 'frozen' && <FreezeIcon />}
            {overlay}
          </span>
        </p>
      )}
    </div>
  );
}
