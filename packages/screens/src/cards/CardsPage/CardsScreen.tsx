import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCardBalance, useCards } from '@wallet/api';
import {
  Amount,
  AddIcon,
  Badge,
  Button,
  Card,
  Link,
  Skeleton,
  SkeletonGroup,
  PageHeader,
} from '@wallet/ui';
import { LoadFailed, pageStyles as page } from '../../common';
import { shownCards } from '../cardStatus';
import { CardTile } from './CardTile';
import styles from './cards.module.css';
import { TICKER } from '../tickers';

// The history (react-aria's Select) is its own chunk: the page's first download stays small, and
// it starts loading with the page, in parallel with the data.
const loadHistory = () => import('./CardTransactions');
const CardTransactions = lazy(loadHistory);

/**
 * /card (spec 2 section 2): the card balance with Top Up, a tile per card, Apply New Card (coming
 * soon while any card exists) and the transaction history. With no card it is /card/apply.
 */
export function CardsScreen() {
  const cards = useCards();
  const { t } = useLingui();
  useEffect(() => void loadHistory(), []);
  if (cards.data && shownCards(cards.data.cards).length === 0)
    return <Navigate to="/card/apply" replace />;
  return (
    <div className={page.page}>
      <PageHeader title={t`My Cards`} />
      <CardBalance />
      {cards.data ? (
        <>
          <section aria-labelledby="cards-title" className={styles.cardsSection}>
            <div className={styles.cardsHeading}>
              <h2 id="cards-title">
                <Trans>Cards</Trans>
              </h2>
              <div className={styles.applyNew}>
                <Button variant="secondary" isDisabled aria-describedby="apply-new-soon">
                  <Trans>Apply New Card</Trans>
                </Button>
                <span id="apply-new-soon">
                  <Badge>
                    <Trans>Coming Soon</Trans>
                  </Badge>
                </span>
              </div>
            </div>
            <ul className={styles.tiles}>
              {shownCards(cards.data.cards).map((card) => (
                <CardTile key={card.card_id} card={card} />
              ))}
            </ul>
          </section>
          <Suspense
            fallback={
              <SkeletonGroup label={t`Loading card transactions`}>
                <Skeleton height="20rem" shape="rect" />
              </SkeletonGroup>
            }
          >
            <CardTransactions cards={shownCards(cards.data.cards)} />
          </Suspense>
        </>
      ) : cards.error ? (
        <LoadFailed what={t`Your cards`} onRetry={() => void cards.mutate()} />
      ) : (
        <SkeletonGroup label={t`Loading your cards`}>
          <Skeleton height="12rem" shape="rect" />
        </SkeletonGroup>
      )}
    </div>
  );
}

function CardBalance() {
  const balance = useCardBalance();
  const { t } = useLingui();
  return (
    <Card
      title={t`Card Balance`}
      variant="tile"
      actions={
        <Link href="/card/topup" variant="button">
          <AddIcon /> <Trans>Top Up</Trans>
        </Link>
      }
    >
      {balance.data ? (
        <p className={styles.balance} data-testid="card-balance">
          <Amount value={balance.data.card_wallet_balance} ticker={TICKER.usd} size="hero" />
        </p>
      ) : balance.error ? (
        <LoadFailed what={t`Your card balance`} onRetry={() => void balance.mutate()} />
      ) : (
        <SkeletonGroup label={t`Loading your card balance`}>
          <Skeleton height="2rem" width="10rem" />
        </SkeletonGroup>
      )}
    </Card>
  );
}
