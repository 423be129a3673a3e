import { Trans } from '@lingui/react/macro';
import { Button, Card } from '@wallet/ui';
import styles from './page.module.css';

/**
 * A page whose data could not be read: says so, and offers to read it again. `what` is in the
 * active language, as it starts the sentence ("Your balance").
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card>
      <div className={styles.stack} role="alert">
        <p>
          <Trans>{what} could not be loaded. Check your connection and try again.</Trans>
        </p>
        <div>
          <Button variant="secondary" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
