import { Trans, useLingui } from '@lingui/react/macro';
import { AddressWarning } from './AddressWarning';
import { markDifferences, type KnownAddress } from './lookalike';
import styles from './address.module.css';

export interface LookalikeWarningProps {
  /** The address typed or pasted. */
  address: string;
  /** The known addresses it imitates (`lookalikesOf`). */
  lookalikes: KnownAddress[];
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An address in full, its characters that differ from `other` marked. */
function Marked({ address, other }: { address: string; other: string }) {
  return (
    <code className={styles.full}>
      {markDifferences(address, other).map((s, i) =>
        s.differs ? (
          <mark key={i} className={styles.diff}>
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </code>
  );
}

/**
 * The address-poisoning warning: the address entered next to each known address with the same
 * ends, both in full with the differing characters marked, and the box the user must tick
 * before the form may go on.
 */
export function LookalikeWarning({
  address,
  lookalikes,
  checked,
  onCheckedChange,
}: LookalikeWarningProps) {
  const { t } = useLingui();
  const nameOf = ({ source, label }: KnownAddress) =>
    source === 'saved' ? t`Saved as ${label}` : label;
  return (
    <AddressWarning
      title={t`This address looks like one you know, but it is different`}
      checked={checked}
      onCheckedChange={onCheckedChange}
    >
      <p>
        <Trans>
          Scammers create addresses with the same first and last characters as yours and plant them
          in your history. Compare every character; the differences are highlighted.
        </Trans>
      </p>
      <dl className={styles.compare}>
        <div>
          <dt>
            <Trans>You entered</Trans>
          </dt>
          <dd>
            <Marked address={address} other={lookalikes[0]!.address} />
          </dd>
        </div>
        {lookalikes.map((k) => (
          <div key={k.address}>
            <dt>{nameOf(k)}</dt>
            <dd>
              <Marked address={k.address} other={address} />
            </dd>
          </div>
        ))}
      </dl>
    </AddressWarning>
  );
}
