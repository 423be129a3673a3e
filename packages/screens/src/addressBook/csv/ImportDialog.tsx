import { useEffect, useId, useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  createAddressBookEntry,
  useAddressBook,
  useRevalidateAddressBook,
  useTransactions,
} from '@wallet/api';
import { Badge, Button, Checkbox, Dialog, MissingFields, ProgressBar, type Tone } from '@wallet/ui';
import { loadChecksum } from '../../common/address/evmAddress';
import { bodyOf, recipientOutcome } from '../../common/address/recipientForm';
import { useSingleAction } from '../../forms/useSingleSubmit';
import styles from '../addressBook.module.css';
import { readImport, type ImportRead, type ImportRow, type ImportStatus } from './importRows';

/** The file chosen: its name and text, or why it was not read. */
export interface ImportFile {
  name: string;
  text: string;
  error?: string;
}

export interface ImportDialogProps {
  file: ImportFile;
  onClose: () => void;
}

const STATUS: Record<ImportStatus, { label: string; tone: Tone }> = {
  new: {
    get label() {
      return t`New`;
    },
    tone: 'success',
  },
  lookalike: {
    get label() {
      return t`Lookalike`;
    },
    tone: 'warning',
  },
  duplicate: {
    get label() {
      return t`Duplicate`;
    },
    tone: 'neutral',
  },
  invalid: {
    get label() {
      return t`Invalid`;
    },
    tone: 'danger',
  },
};

/** A row the import could not add, and why. */
interface Failure {
  row: ImportRow;
  reason: string;
}

/**
 * Import from CSV: a preview of every row marked new, lookalike, duplicate or invalid; the new
 * rows kept by default, a lookalike only when ticked, the others never. Add sends the kept rows
 * one by one through address-book/create, with progress, then says what failed.
 */
export function ImportDialog({ file, onClose }: ImportDialogProps) {
  const { t } = useLingui();
  const saved = useAddressBook();
  const revalidate = useRevalidateAddressBook();
  const history = useTransactions();
  const [read, setRead] = useState<ImportRead>();
  const [kept, setKept] = useState<Set<number>>(new Set());
  const [done, setDone] = useState(0);
  const [result, setResult] = useState<{ added: number; failures: Failure[] }>();

  // Read once the list is here (duplicates are judged against it) and the checksum code is.
  const ready = saved.data !== undefined && !history.isLoading;
  useEffect(() => {
    if (read || file.error || !ready) return;
    void loadChecksum().then(() => {
      const next = readImport(file.text, saved.data!, history.data);
      setRead(next);
      if ('rows' in next)
        setKept(new Set(next.rows.filter((r) => r.status === 'new').map((r) => r.line)));
    });
  }, [ready, read, file, saved.data, history.data]);

  const view: ImportRead | undefined = file.error ? { error: file.error } : read;
  const rows = view && 'rows' in view ? view.rows : [];
  const chosen = rows.filter((r) => kept.has(r.line));
  const canAdd = (r: ImportRow) => r.status === 'new' || r.status === 'lookalike';
  // Add waits for a row to keep; when no row can be added, the page says that instead.
  const addable = rows.some(canAdd);
  const hintId = useId();
  const add = useSingleAction(async () => {
    const failures: Failure[] = [];
    let added = 0;
    for (const row of chosen) {
      try {
        // The body the add form would send (the row was cleaned by the same code).
        await createAddressBookEntry(bodyOf({ ...row, acknowledge: true }));
        added += 1;
      } catch (error) {
        const outcome = recipientOutcome(error);
        failures.push({
          row,
          reason: 'field' in outcome ? outcome.field : t`The server could not add it`,
        });
      }
      setDone((n) => n + 1);
    }
    await revalidate();
    setResult({ added, failures });
  });

  const toggle = (line: number, keep: boolean) =>
    setKept((current) => {
      const next = new Set(current);
      if (keep) next.add(line);
      else next.delete(line);
      return next;
    });

  const count = chosen.length;
  const { name: fileName } = file;
  const rowCount = rows.length;
  const current = done + 1;
  const actions = result ? (
    <Button onPress={onClose}>{t`Done`}</Button>
  ) : (
    <>
      <Button variant="secondary" onPress={onClose} isDisabled={add.isPending}>
        {t`Cancel`}
      </Button>
      <Button
        onPress={add.run}
        isDisabled={chosen.length === 0}
        isPending={add.isPending}
        aria-describedby={view && 'rows' in view ? hintId : undefined}
      >
        {t`${plural(count, { one: 'Add # recipient', other: 'Add # recipients' })}`}
      </Button>
    </>
  );

  return (
    <Dialog
      isOpen
      size="lg"
      title={t`Import recipients`}
      isDismissable={!add.isPending}
      isKeyboardDismissDisabled={add.isPending}
      showClose={!add.isPending}
      onOpenChange={(open) => !open && onClose()}
      actions={view && 'error' in view ? <Button onPress={onClose}>{t`OK`}</Button> : actions}
    >
      {!view ? (
        <p role="status">{t`Reading ${fileName}…`}</p>
      ) : 'error' in view ? (
        <p role="alert">{view.error}</p>
      ) : result ? (
        <ImportSummary added={result.added} failures={result.failures} />
      ) : (
        <div className={styles.importBody}>
          <p>
            {t`${fileName}: ${plural(rowCount, { one: '# row', other: '# rows' })}. New rows are kept. Tick a lookalike only if you have checked it character by character; duplicates and invalid rows are not added.`}
          </p>
          {add.isPending && (
            <ProgressBar
              label={t`Adding ${current} of ${count}`}
              value={(done / chosen.length) * 100}
            />
          )}
          <div className={styles.previewScroll}>
            <table className={styles.preview} aria-label={t`Rows of the file`}>
              <thead>
                <tr>
                  <th scope="col">{t`Keep`}</th>
                  <th scope="col">{t`Name`}</th>
                  <th scope="col">{t`Line`}</th>
                  <th scope="col">{t`Wallet address`}</th>
                  <th scope="col">{t`Status`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const keepable = canAdd(row);
                  const { line } = row;
                  const name = row.name || t`no name`;
                  return (
                    <tr key={row.line} data-status={row.status}>
                      <td>
                        <Checkbox
                          isSelected={kept.has(row.line)}
                          isDisabled={!keepable || add.isPending}
                          onChange={(keep) => toggle(row.line, keep)}
                        >
                          <span className="visually-hidden">{t`Keep line ${line}, ${name}`}</span>
                        </Checkbox>
                      </td>
                      <th scope="row">
                        {row.name}
                        {row.tag && <span className={styles.previewTag}> · {row.tag}</span>}
                      </th>
                      <td data-cell="line">{row.line}</td>
                      <td className={styles.fullAddress}>{row.address}</td>
                      <td>
                        <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>
                        {row.reason && <p className={styles.reason}>{row.reason}</p>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {addable ? (
            <MissingFields
              id={hintId}
              action={t`add recipients`}
              items={chosen.length ? [] : [{ label: t`a row to keep`, kind: 'tick' }]}
            />
          ) : (
            <p id={hintId}>
              {t`No row of this file can be added: each is a duplicate or invalid.`}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

function ImportSummary({ added, failures }: { added: number; failures: Failure[] }) {
  const { t } = useLingui();
  const failed = failures.length;
  return (
    <div className={styles.importBody} role="status">
      <p>
        {t`${plural(added, { one: '# recipient added.', other: '# recipients added.' })}`}
        {failed > 0 &&
          ` ${t`${plural(failed, { one: '# could not be added:', other: '# could not be added:' })}`}`}
      </p>
      {failed > 0 && (
        <ul>
          {failures.map(({ row: { line, name }, reason }) => (
            <li key={line}>{t`Line ${line}, ${name}: ${reason}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
