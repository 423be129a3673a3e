import type { ReactNode } from 'react';
import styles from './Promo.module.css';

// One illustration per promo slide, drawn with the theme's colours (classes read the tokens),
// so they follow light and dark. Decorative: the slide's heading says what they show.

const Frame = ({ children }: { children: ReactNode }) => (
  <svg className={styles.art} viewBox="0 0 320 200" aria-hidden="true" focusable="false">
    <rect className={styles.bg} width="320" height="200" rx="24" />
    {children}
  </svg>
);

/** A globe with money travelling between two places. */
export const BankingArt = () => (
  <Frame>
    <circle className={styles.surface} cx="160" cy="100" r="62" />
    <circle className={styles.line} cx="160" cy="100" r="62" />
    <ellipse className={styles.line} cx="160" cy="100" rx="26" ry="62" />
    <path className={styles.line} d="M98 100h124M106 70h108M106 130h108" />
    <path className={styles.arc} d="M70 150C90 60 230 40 252 88" />
    <path className={styles.arcHead} d="m240 84 13 5 2-14" />
    <circle className={styles.primary} cx="70" cy="150" r="12" />
    <circle className={styles.surface} cx="70" cy="150" r="5" />
    <rect className={styles.primary} x="226" y="96" width="56" height="36" rx="8" />
    <path className={styles.onPrimary} d="M236 108h20M236 120h10" />
    <circle className={styles.coin} cx="268" cy="118" r="7" />
  </Frame>
);

/** Stacked coins of the app's own token. */
export const TokenArt = () => (
  <Frame>
    <ellipse className={styles.coinEdge} cx="96" cy="150" rx="44" ry="14" />
    <rect className={styles.coinEdge} x="52" y="128" width="88" height="22" />
    <ellipse className={styles.coin} cx="96" cy="128" rx="44" ry="14" />
    <ellipse className={styles.coinEdge} cx="96" cy="118" rx="44" ry="14" />
    <rect className={styles.coinEdge} x="52" y="96" width="88" height="22" />
    <ellipse className={styles.coin} cx="96" cy="96" rx="44" ry="14" />
    <circle className={styles.primary} cx="198" cy="92" r="58" />
    <circle className={styles.ring} cx="198" cy="92" r="46" />
    <path className={styles.onPrimaryBold} d="m176 70 22 46 22-46" />
    <path
      className={styles.spark}
      d="M268 40v16M260 48h16M58 44v12M52 50h12M276 140v10M271 145h10"
    />
  </Frame>
);

/** Interest adding up: rising bars with an arrow. */
export const YieldArt = () => (
  <Frame>
    <rect className={styles.surface} x="56" y="36" width="208" height="132" rx="16" />
    <path className={styles.grid} d="M76 140h168M76 108h168M76 76h168" />
    <rect className={styles.success} x="88" y="116" width="28" height="24" rx="4" />
    <rect className={styles.success} x="128" y="100" width="28" height="40" rx="4" />
    <rect className={styles.success} x="168" y="82" width="28" height="58" rx="4" />
    <rect className={styles.primary} x="208" y="58" width="28" height="82" rx="4" />
    <path className={styles.trend} d="M86 104 132 84l40-14 52-26" />
    <path className={styles.trendHead} d="m208 40 18 3-8 16" />
    <circle className={styles.coin} cx="60" cy="54" r="20" />
    <path className={styles.coinMark} d="M60 44v20M54 50h12M54 58h12" />
  </Frame>
);

/** A card paying contactless at a terminal. */
export const SpendArt = () => (
  <Frame>
    <g transform="rotate(-10 120 110)">
      <rect className={styles.primary} x="50" y="62" width="150" height="96" rx="14" />
      <rect className={styles.coin} x="68" y="84" width="28" height="22" rx="4" />
      <path className={styles.onPrimary} d="M68 130h40M118 130h24M150 130h30" />
    </g>
    <rect className={styles.surface} x="206" y="48" width="76" height="118" rx="14" />
    <rect className={styles.screen} x="218" y="62" width="52" height="36" rx="6" />
    <path
      className={styles.grid}
      d="M222 116h10M240 116h10M258 116h10M222 134h10M240 134h10M258 134h10"
    />
    <path className={styles.wave} d="M180 40a22 22 0 0 1 0 30M192 32a34 34 0 0 1 0 46" />
  </Frame>
);
