import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressBookEntry } from '@wallet/api';
import {
  Address,
  Amount,
  Badge,
  Button,
  CopyButton,
  DateTime,
  Dialog,
  Link,
  showToast,
} from '@wallet/ui';
import { LazyGenericErrorDialog } from '../../common';
import { KINDS, STATUSES, canSaveRecipient, netOf, type HistoryRow } from './history';
import styles from './history.module.css';

const RecipientFormDialog = lazy(() =>
  import('../../common/address/RecipientFormDialog').then((m) => ({
    default: m.RecipientFormDialog,
  })),
);

export interface TransactionDetailProps {
  /** The transaction; undefined when the URL names one the history does not hold. */
  row: HistoryRow | undefined;
  timeZone: string | null | undefined;
  addressBook: readonly AddressBookEntry[];
  onClose: () => void;
}

const STATUS_TONE = {
  completed: 'success',
  pending: 'warning',
  declined: 'danger',
  cancelled: 'neutral',
} as const;

/**
 * One transaction in full (issue 28), over the list at /transactions/:id: amount, fee and net,
 * the address in groups with copy, the hash with copy and its explorer, the status, the time in
 * the user's zone and in UTC, and "Save to address book" for a withdrawal to an unsaved address.
 */
export function TransactionDetail({ row, timeZone, addressBook, onClose }: TransactionDetailProps) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = (open: boolean) => !open && onClose();

  if (!row)
    return (
      <Dialog
        isOpen
        onOpenChange={close}
        title={t`Transaction not found`}
        actions={
          <Button onPress={onClose}>
            <Trans>Back to all transactions</Trans>
          </Button>
        }
      >
        <p>
          <Trans>This transaction is not in your history. It may belong to another account.</Trans>
        </p>
      </Dialog>
    );

  if (saving)
    return (
      <Suspense fallback={null}>
        <RecipientFormDialog
          initial={{ address: row.address, name: row.counterparty ?? '' }}
          onClose={() => setSaving(false)}
          onSaved={(entry) => {
            setSaving(false);
            showToast({
              title: t`Recipient added`,
              description: entry.address_name,
              tone: 'success',
            });
          }}
          onFailed={() => {
            setSaving(false);
            setFailed(true);
          }}
        />
      </Suspense>
    );

  const net = netOf(row);
  const zone = timeZone?.replaceAll('_', ' ') || t`your browser’s time zone`;
  return (
    <>
      <Dialog isOpen onOpenChange={close} title={row.title} size="md">
        <dl className={styles.facts}>
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <Badge tone={STATUS_TONE[row.status]}>{STATUSES[row.status]}</Badge>
              <span>{KINDS[row.kind]}</span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>
              <Amount value={row.amount} decimals={row.decimals} signed ticker={row.currency} />
            </dd>
          </div>
          {row.amountUsd !== undefined && row.currency !== 'USD' && (
            <div>
              <dt>
                <Trans>In USD</Trans>
              </dt>
              <dd>
                <Amount
                  value={row.amountUsd}
                  decimals={2}
                  signed
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency code
                  ticker="USD"
                />
              </dd>
            </div>
          )}
          {row.fee !== undefined && (
            <div>
              <dt>
                <Trans>Network fee</Trans>
              </dt>
              <dd>
                <Amount value={row.fee} decimals={row.decimals} ticker={row.currency} />
              </dd>
            </div>
          )}
          {net !== undefined && (
            <div>
              <dt>{row.amount.startsWith('-') ? t`Net (received by the other side)` : t`Net`}</dt>
              <dd>
                <Amount value={net} decimals={row.decimals} ticker={row.currency} />
              </dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Time ({zone})</Trans>
            </dt>
            <dd>
              <DateTime value={row.at} timeZone={timeZone ?? undefined} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Time (UTC)</Trans>
            </dt>
            <dd>
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's id */}
              <DateTime value={row.at} timeZone="UTC" />
            </dd>
          </div>
          {row.detail && (
            <div>
              <dt>
                <Trans>Details</Trans>
              </dt>
              <dd>{row.detail}</dd>
            </div>
          )}
          {row.counterparty && (
            <div>
              <dt>{row.amount.startsWith('-') ? t`To` : t`From`}</dt>
              <dd>{row.counterparty}</dd>
            </div>
          )}
          {row.address && (
            <div>
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd>
                <Address address={row.address} grouped />
                <CopyButton value={row.address} aria-label={t`Copy address`} />
              </dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Transaction hash</Trans>
            </dt>
            <dd>
              {row.hash ? (
                <>
                  <span className={styles.hash}>{row.hash}</span>
                  <CopyButton value={row.hash} aria-label={t`Copy transaction hash`} />
                  {row.explorerUrl && (
                    // A web address: ui's Link opens it in a new tab, without the router.
                    <Link href={row.explorerUrl} variant="standalone">
                      <Trans>View on the explorer</Trans>
                    </Link>
                  )}
                </>
              ) : row.status === 'pending' ? (
                t`Waiting for the network to confirm it`
              ) : (
                t`None (not an on-chain transaction)`
              )}
            </dd>
          </div>
        </dl>
        {canSaveRecipient(row, addressBook) && (
          <Button variant="secondary" onPress={() => setSaving(true)}>
            <Trans>Save to address book</Trans>
          </Button>
        )}
      </Dialog>
      <LazyGenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </>
  );
}
