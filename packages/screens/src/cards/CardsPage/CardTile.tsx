import { Trans } from '@lingui/react/macro';
import type { Card } from '@wallet/api';
import { CardFace, Link, SettingsIcon } from '@wallet/ui';
import { cardDisplay } from '../cardStatus';
import { selectCard } from '../selectedCard';
import styles from './cards.module.css';

/**
 * One card as a card (spec 2 section 4, Card display): an active card is a link to its settings,
 * a frozen one is blurred with Manage Card, any other shown status says it is in progress.
 */
export function CardTile({ card }: { card: Card }) {
  const display = cardDisplay(card.status);
  const lastFour = card.last_four_digits;
  // On press start (key or pointer down): the id is stored before the link navigates.
  const open = () => selectCard(card.card_id);
  const face = (state: 'active' | 'frozen' | 'in-progress', statusText?: string) => (
    <CardFace
      type={card.type}
      lastFour={card.last_four_digits}
      nameOnCard={card.name_on_card}
      state={state}
      statusText={statusText}
    />
  );
  if (display.kind === 'active')
    return (
      <li className={styles.tile} data-testid={`card-${card.last_four_digits}`}>
        <Link href="/card/setting" onPressStart={open} className={styles.faceLink}>
          {face('active')}
          <span className="visually-hidden">
            <Trans>Manage card</Trans>
          </span>
        </Link>
      </li>
    );
  if (display.kind === 'frozen')
    return (
      <li className={styles.tile} data-testid={`card-${card.last_four_digits}`}>
        {face('frozen')}
        <Link
          href="/card/setting"
          onPressStart={open}
          variant="standalone"
          className={styles.manage}
        >
          <SettingsIcon />{' '}
          <Trans>
            Manage Card
            <span className="visually-hidden"> ending in {lastFour}</span>
          </Trans>
        </Link>
      </li>
    );
  if (display.kind === 'in-progress')
    return (
      <li className={styles.tile} data-testid={`card-${card.last_four_digits}`}>
        {face('in-progress', display.text)}
      </li>
    );
  return null;
}
