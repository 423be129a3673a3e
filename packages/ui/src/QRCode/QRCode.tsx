import { QRCodeSVG } from 'qrcode.react';
import styles from './QRCode.module.css';

export interface QRCodeProps {
  /** The text encoded, e.g. a wallet address or referral link. */
  value: string;
  /** Accessible name, e.g. "QR code of your wallet address". */
  label: string;
  /** Side in pixels. @default 176 */
  size?: number;
}

/** A QR code drawn as SVG, dark on a light quiet zone in both themes so scanners can read it. */
export function QRCode({ value, label, size = 176 }: QRCodeProps) {
  return (
    <div className={styles.frame} role="img" aria-label={label}>
      <QRCodeSVG
        value={value}
        size={size}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the error-correction level, not text
        level="M"
        marginSize={0}
        bgColor="#ffffff"
        fgColor="#111827"
        aria-hidden="true"
      />
    </div>
  );
}
