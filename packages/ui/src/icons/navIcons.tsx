// The sidebar's entry icons, apart from the shared icons so the signed-out pages never load them.
import type { SVGProps } from 'react';
import { iconBase as base } from './icons';

type IconProps = SVGProps<SVGSVGElement>;

export const HomeIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 10.5L12 4l8 6.5V20h-5v-6H9v6H4z" />
  </svg>
);
export const TransferIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M7 4v13M3.5 13.5L7 17l3.5-3.5M17 20V7M13.5 10.5L17 7l3.5 3.5" />
  </svg>
);
/** A coin with a plus: buying crypto. */
export const BuyIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);
export const GiftIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
    <path d="M12 7C10 3.5 6.5 4.5 8 7M12 7c2-3.5 5.5-2.5 4 0" />
  </svg>
);
export const BookIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M5 4h11a2 2 0 012 2v14H7a2 2 0 01-2-2z" />
    <path d="M5 18a2 2 0 012-2h11M9 8h5" />
  </svg>
);
export const CardIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </svg>
);
