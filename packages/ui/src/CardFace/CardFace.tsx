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
}

const TYPE_LABEL = { virtual: 'Virtual', physical: 'Physical' } as const;

/**
 * A payment card drawn as a card: type, masked number, name. Frozen and in-progress cards keep
 * their face readable to assistive technology (the blur is visual only) and say their state in
 * text over it. No outer margins; the width follows the container up to a card's proportions.
 */
export function CardFace({
  type,
  lastFour,
  nameOnCard,
  state,
  statusText,
  size = 'full',
}: CardFaceProps) {
  const overlay = state === 'frozen' ? (statusText ?? 'Card is frozen') : statusText;
  return (
    <div className={styles.card} data-type={type} data-state={state} data-size={size}>
      <div className={styles.face}>
        <span className={styles.type}>{TYPE_LABEL[type]} card</span>
        <span className={styles.chip} aria-hidden="true" />
        <span className={styles.number}>
          <span aria-hidden="true">
            {size === 'full' && '•••• •••• •••• '}
            {lastFour ?? '••••'}
          </span>
          <span className="visually-hidden">
            {lastFour ? `Card ending in ${lastFour}` : 'Card number not issued yet'}
          </span>
        </span>
        <span className={size === 'full' ? styles.name : 'visually-hidden'}>{nameOnCard}</span>
      </div>
      {state !== 'active' && overlay && (
        <p className={styles.status} data-testid="card-face-status">
          {overlay}
        </p>
      )}
    </div>
  );
}
