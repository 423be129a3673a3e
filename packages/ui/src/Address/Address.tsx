import { groupAddress, truncateAddress } from '../format/address';
import styles from './Address.module.css';

export interface AddressProps {
  /** A wallet address, shown in a monospace font. */
  address: string;
  /** Show first 10 + last 10 characters when longer than 23 (lists). Review screens show it whole. @default false */
  truncate?: boolean;
  /**
   * Whole, in groups of four after the `0x` (a review, a deposit address): easy to compare with
   * the sender's screen group by group; read out whole.
   * @default false
   */
  grouped?: boolean;
}

/** A wallet address. Truncated addresses still read out whole to screen readers and on hover. */
export function Address({ address, truncate = false, grouped = false }: AddressProps) {
  if (grouped)
    return (
      <span className={styles.address} data-full>
        {/* Read out whole; shown in groups of four to compare by eye. */}
        <span className="visually-hidden">{address}</span>
        <span className={styles.groups} aria-hidden="true" data-grouped>
          {groupAddress(address).map((group, i) => (
            <span key={i}>{group}</span>
          ))}
        </span>
      </span>
    );
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
