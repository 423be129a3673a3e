import { Trans, useLingui } from '@lingui/react/macro';
import {
  isRouteEnabled,
  useCardBalance,
  useCards,
  useFeatures,
  useProfile,
  type CardBalance,
} from '@wallet/api';
import {
  Amount,
  AddIcon,
  Badge,
  CardIcon,
  IconButton,
  IconButtonRow,
  Skeleton,
  SkeletonGroup,
  Tile,
} from '@wallet/ui';
import { CARD_LEVEL, liveCards, LoadFailed } from '../../common';
import styles from './home.module.css';

/**
 * Whether the user has a card: `total_cards` when the balance carries it, else the card list (the
 * field is optional, spec 2 section 3). The list is read only at the card level, or when the level
 * is unknown (below it there is no card to find). Terminated and replaced cards do not count
 * (docs/api.md). Undefined while it cannot tell yet.
 */
function useHasCard(balance: CardBalance | undefined) {
  const profile = useProfile();
  const counted = balance?.total_cards;
  const levelKnown = Boolean(profile.data || profile.error);
  const mayHaveCards = profile.data ? profile.data.kyc_level_name === CARD_LEVEL : true;
  const cards = useCards(Boolean(balance) && counted === undefined && levelKnown && mayHaveCards);
  let hasCard: boolean | undefined;
  if (counted !== undefined) hasCard = counted > 0;
  else if (levelKnown && !mayHaveCards) hasCard = false;
  else if (cards.data) hasCard = liveCards(cards.data.cards).length > 0;
  return { hasCard, cards };
}

/**
 * The card balance tile (a placeholder until it arrives): the card wallet with its balance when
 * the user has a card, else the promotion with Apply Card, or Coming Soon when the route table's
 * flags switch /card/apply off.
 */
export function CardTile() {
  const { t } = useLingui();
  const balance = useCardBalance();
  const { hasCard, cards } = useHasCard(balance.data);
  const { data: features } = useFeatures();
  if (balance.error && !balance.data)
    return <LoadFailed what={t`Your card balance`} onRetry={() => void balance.mutate()} />;
  if (cards.error && !cards.data)
    return <LoadFailed what={t`Your cards`} onRetry={() => void cards.mutate()} />;
  if (!balance.data || hasCard === undefined)
    return (
      <SkeletonGroup label={t`Loading your card balance`}>
        <Tile>
          <Skeleton width="7rem" />
          <Skeleton width="50%" height="2rem" />
          <Skeleton width="70%" />
        </Tile>
      </SkeletonGroup>
    );
  if (hasCard)
    return (
      <Tile title={t`Card Wallet`}>
        <p className={styles.balance}>
          <Amount
            value={balance.data.card_wallet_balance}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency code
            ticker="USD"
            size="hero"
          />
        </p>
        <p className={styles.fiat}>
          <Trans>Available to spend with your cards</Trans>
        </p>
        <div className={styles.tileActions}>
          <IconButtonRow label={t`Card Wallet actions`}>
            <IconButton icon={<CardIcon />} label={t`View Card`} href="/card" />
          </IconButtonRow>
        </div>
      </Tile>
    );
  return (
    <Tile title={t`Get Your Card`}>
      <p className={styles.promo}>
        <Trans>
          Spend your crypto anywhere cards are accepted, with a virtual card ready in minutes.
        </Trans>
      </p>
      <div className={styles.tileActions}>
        {isRouteEnabled(features, '/card/apply') ? (
          <IconButtonRow label={t`Get Your Card actions`}>
            <IconButton
              icon={<AddIcon />}
              label={t`Apply Card`}
              tone="primary"
              href="/card/apply"
            />
          </IconButtonRow>
        ) : (
          <Badge>
            <Trans>Coming Soon</Trans>
          </Badge>
        )}
      </div>
    </Tile>
  );
}
