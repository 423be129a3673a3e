import { lazy, Suspense, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressBookEntry } from '@wallet/api';
import { Button } from '@wallet/ui';
import { downloadText } from '../../common/csv/download';
import type { ImportFile } from './ImportDialog';

// The CSV code loads when used: most visits neither export nor import.
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
);
/** The largest file read (bytes): 200 rows (MAX_IMPORT_ROWS) are far below it. */
const MAX_BYTES = 256 * 1024;

/** Export CSV and Import CSV, beside Add Recipient. */
export function CsvActions({ entries }: { entries: readonly AddressBookEntry[] | undefined }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ImportFile>();
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={!entries?.length}
        onPress={() =>
          void import('./importRows').then((m) =>
            downloadText('address-book.csv', m.addressBookCsv(entries ?? [])),
          )
        }
      >
        <Trans>Export CSV</Trans>
      </Button>
      <Button variant="secondary" isDisabled={!entries} onPress={() => input.current?.click()}>
        <Trans>Import CSV</Trans>
      </Button>
      {/* Opened by Import CSV; hidden, so it is neither seen nor reached by Tab twice. */}
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          if (chosen.size > MAX_BYTES)
            setFile({
              name: chosen.name,
              text: '',
              error: t`The file is too large to be an address book.`,
            });
          else void chosen.text().then((text) => setFile({ name: chosen.name, text }));
        }}
      />
      {file && (
        <Suspense fallback={null}>
          <ImportDialog file={file} onClose={() => setFile(undefined)} />
        </Suspense>
      )}
    </>
  );
}
