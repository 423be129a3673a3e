import { useRef, useState } from 'react';
import { request } from '@wallet/api';
import { Button, Card } from '@wallet/ui';
import { GenericErrorDialog, pageStyles as page } from '../../common';
import type { KycReviewResult, KycWidgetProps } from './types';
import styles from './DemoKycWidget.module.css';

const LEVELS = { 1: 'Identity verification (level 1)', 3: 'Verified Plus upgrade (level 3)' };

const OUTCOME: Record<Exclude<KycReviewResult, 'GREEN'>, string> = {
  RED: 'The review rejected this applicant. A rejected account cannot use protected features; the compliance team can help.',
  RESUBMIT:
    'The review asks for clearer documents. Send them again with one of the buttons above when ready.',
};

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
    <Card title="Demo identity check">
      <div className={styles.widget}>
        <p className={page.muted}>
          In demo mode this stands in for the identity provider&apos;s widget. Choose the verdict
          its reviewer would give.
        </p>
        <p>
          <strong>Level:</strong> {LEVELS[level]}
        </p>
        <div className={styles.actions}>
          <Button isDisabled={busy} onPress={() => void review('GREEN')}>
            Approve (GREEN)
          </Button>
          <Button variant="secondary" isDisabled={busy} onPress={() => void review('RESUBMIT')}>
            Request resubmission
          </Button>
          <Button variant="danger" isDisabled={busy} onPress={() => void review('RED')}>
            Reject (RED)
          </Button>
        </div>
        <p role="status" className={styles.outcome}>
          {outcome && OUTCOME[outcome]}
        </p>
      </div>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </Card>
  );
}
