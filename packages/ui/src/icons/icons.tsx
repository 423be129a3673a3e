// Small inline icons (decorative: always aria-hidden; the text beside them carries the meaning).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
/** The attributes every icon shares. */
export const iconBase = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const CheckIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const AlertIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v4M12 17.5v.5" />
  </svg>
);
export const InfoIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </svg>
);
export const ErrorIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </svg>
);
export const SuccessIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </svg>
);
export const ChevronIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const ArrowLeftIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);
export const CopyIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 012-2h10" />
  </svg>
);
export const EyeIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const EyeOffIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0112 5c6.5 0 10 7 10 7a17 17 0 01-3.2 4.2M6.6 6.6A17 17 0 002 12s3.5 7 10 7a10 10 0 005.4-1.6" />
    <path d="M9.9 9.9a3 3 0 004.2 4.2" />
  </svg>
);
export const MenuIcon = (p: IconProps) => (
  <svg {...iconBase} {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
