import { useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { request } from '@wallet/api';
import { Button, Card } from '@wallet/ui';
import { GenericErrorDialog, pageStyles as page } from '../../common';
import type { KycReviewResult, KycWidgetProps } from './types';
import styles from './DemoKycWidget.module.css';

const LEVELS = {
  1: msg`Identity verification (level 1)`,
  3: msg`Verified Plus upgrade (level 3)`,
};

const OUTCOME: Record<Exclude<KycReviewResult, 'GREEN'>, MessageDescriptor> = {
  RED: msg`The review rejected this applicant. A rejected account cannot use protected features; the compliance team can help.`,
  RESUBMIT: msg`The review asks for clearer documents. Send them again with one of the buttons above when ready.`,
};

/* eslint-disable lingui/no-unlocalized-strings -- the provider's verdicts, sent to the backend */
/** The verdicts the tester can give, as the provider sends them. */
const VERDICT = { approve: 'GREEN', resubmit: 'RESUBMIT', reject: 'RED' } as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Demo mode's identity widget, in place of Sumsub's (which needs the provider's servers). The
 * tester plays the provider's reviewer: the verdict goes to the demo backend with this widget's
 * token, exactly as the provider would tell the real backend, and then to the screen.
 */
export default function DemoKycWidget({ accessToken, level, onResult }: KycWidgetProps) {
  const [outcome, setOutcome] = useState<Exclude<KycReviewResult, 'GREEN'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  const { t } = useLingui();
  const levelName = t(LEVELS[level]);

  const review = async (result: KycReviewResult) => {
    // One verdict at a time, whatever the clicks.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await request('demo/kyc-result', {
        method: 'POST',
        body: { result, token: accessToken },
      });
      if (result !== 'GREEN') setOutcome(result);
      onResult(result);
    } catch {
      setFailed(true);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Card title={t`Demo identity check`}>
      <div className={styles.widget}>
        <p className={page.muted}>
          <Trans>
            In demo mode this stands in for the identity provider&apos;s widget. Choose the verdict
            its reviewer would give.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Level:</strong> {levelName}
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button isDisabled={busy} onPress={() => void review(VERDICT.approve)}>
            <Trans>Approve (GREEN)</Trans>
          </Button>
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => void review(VERDICT.resubmit)}
          >
            <Trans>Request resubmission</Trans>
          </Button>
          <Button variant="danger" isDisabled={busy} onPress={() => void review(VERDICT.reject)}>
            <Trans>Reject (RED)</Trans>
          </Button>
        </div>
        <p role="status" className={styles.outcome}>
          {outcome && t(OUTCOME[outcome])}
        </p>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </Card>
  );
}
