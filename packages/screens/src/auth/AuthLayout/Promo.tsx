import type { ReactNode } from 'react';
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

/** The promo carousel of spec 1 section 1: four slides, the fourth marked Coming Soon. */
const PROMO_SLIDES: CarouselSlide[] = [
  slide(
    'banking',
    <BankingArt />,
    'Global banking',
    'Hold digital dollars and move money across borders in minutes.',
  ),
  slide(
    'token',
    <TokenArt />,
    'Our native token',
    'Earn and hold VEF, the token that rewards you for using the app.',
  ),
  slide(
    'yield',
    <YieldArt />,
    'Earn yield on crypto',
    'Put USDC to work in the Yield Wallet and watch interest add up.',
  ),
  slide(
    'spend',
    <SpendArt />,
    'Spend your crypto',
    'Pay in shops and online with a card topped up from your wallet.',
    <Badge tone="info">Coming Soon</Badge>,
  ),
];

/** The sign-in area's promo carousel (auto-advances every 5 seconds). */
export default function Promo() {
  return <Carousel label="What you can do with Wallet" slides={PROMO_SLIDES} />;
}
