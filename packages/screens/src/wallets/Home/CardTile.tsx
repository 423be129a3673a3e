import { useCardBalance, useFeatures } from '@wallet/api';
import { Badge, Card, formatAmount, Link, Skeleton, SkeletonGroup, Tile } from '@wallet/ui';
import { LoadFailed } from '../../common';
import styles from './home.module.css';

/** The card feature is on unless the server's list switches /card off (spec 2 section 2). */
const cardsEnabled = (features: { route: string; enabled: boolean }[] | undefined) =>
  !features?.some((f) => f.route === '/card' && !f.enabled);

/**
 * The card balance tile (a placeholder until it arrives): the card wallet with its balance when
 * the user has a card, else the promotion with Apply Card, or Coming Soon when cards are off.
 */
export function CardTile() {
  const balance = useCardBalance();
  const { data: features } = useFeatures();
  if (balance.error && !balance.data)
    return <LoadFailed what="Your card balance" onRetry={() => void balance.mutate()} />;
  if (!balance.data)
    return (
      <SkeletonGroup label="Loading your card balance">
        <Skeleton height="8rem" shape="rect" />
      </SkeletonGroup>
    );
  if ((balance.data.total_cards ?? 0) > 0)
    return (
      <Tile title="Card Wallet" actions={<Link href="/card">View Card</Link>}>
        <p className={styles.balance}>
          {formatAmount(balance.data.card_wallet_balance, { decimals: 2 }) ?? '—'} USD
        </p>
        <p className={styles.fiat}>Available to spend with your cards</p>
      </Tile>
    );
  return (
    <Card title="Get Your Card">
      <p className={styles.fiat}>
        Spend your crypto anywhere cards are accepted, with a virtual card ready in minutes.
      </p>
      <div className={styles.buttons}>
        {cardsEnabled(features) ? (
          <Link href="/card/apply" variant="standalone">
            Apply Card
          </Link>
        ) : (
          <Badge>Coming Soon</Badge>
        )}
      </div>
    </Card>
  );
}
