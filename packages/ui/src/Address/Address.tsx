import { truncateAddress } from '../format/address';
import styles from './Address.module.css';

export interface AddressProps {
  /** A wallet address, shown in a monospace font. */
  address: string;
  /** Show first 10 + last 10 characters when longer than 23 (lists). Review screens show it whole. @default false */
  truncate?: boolean;
}

/** A wallet address. Truncated addresses still read out whole to screen readers and on hover. */
export function Address({ address, truncate = false }: AddressProps) {
  const shown = truncate ? truncateAddress(address) : address;
  if (shown === address)
    return (
      <span className={styles.address} data-full>
        {address}
      </span>
    );
  return (
    <span className={styles.address} title={address}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{address}</span>
    </span>
  );
}
