import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Carousel, type CarouselSlide } from '@wallet/ui';
import { BankingArt, SpendArt, TokenArt, YieldArt } from './PromoArt';
import styles from './Promo.module.css';

const slide = (
  id: string,
  art: ReactNode,
  title: string,
  text: string,
  badge?: ReactNode,
): CarouselSlide => ({
  id,
  label: title,
  content: (
    <div className={styles.slide}>
      {art}
      <h2 className={styles.slideTitle}>
        {title} {badge}
      </h2>
      <p className={styles.text}>{text}</p>
    </div>
  ),
});

/** The sign-in area's promo carousel (auto-advances every 5 seconds). */
export default function Promo() {
  const { t } = useLingui();
  // The promo carousel of spec 1 section 1: four slides, the fourth marked Coming Soon; built
  // at render, in the active language.
  const slides: CarouselSlide[] = [
    slide(
      'banking',
      <BankingArt />,
      t`Global banking`,
      t`Hold digital dollars and move money across borders in minutes.`,
    ),
    slide(
      'token',
      <TokenArt />,
      t`Our native token`,
      t`Earn and hold VEF, the token that rewards you for using the app.`,
    ),
    slide(
      'yield',
      <YieldArt />,
      t`Earn yield on crypto`,
      t`Put USDC to work in the Yield Wallet and watch interest add up.`,
    ),
    slide(
      'spend',
      <SpendArt />,
      t`Spend your crypto`,
      t`Pay in shops and online with a card topped up from your wallet.`,
      <Badge tone="info">
        <Trans>Coming Soon</Trans>
      </Badge>,
    ),
  ];
  return <Carousel label={t`What you can do with Wallet`} slides={slides} />;
}
