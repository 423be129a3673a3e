import { Button, Card } from '@wallet/ui';
import styles from './page.module.css';

/** A page whose data could not be read: says so, and offers to read it again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card>
      <div className={styles.stack} role="alert">
        <p>{what} could not be loaded. Check your connection and try again.</p>
        <div>
          <Button variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        </div>
      </div>
    </Card>
  );
}
