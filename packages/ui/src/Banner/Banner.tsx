import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ErrorIcon } from '../icons/icons';
import { AlertIcon, InfoIcon, SuccessIcon } from '../icons/statusIcons';
import type { Tone } from '../Badge/Badge';
import styles from './Banner.module.css';

export interface BannerProps {
  /** @default 'info' */
  tone?: Exclude<Tone, 'neutral'>;
  title: ReactNode;
  children?: ReactNode;
  /** A call to action at the end of the banner. */
  action?: { label: string; onPress: () => void };
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: AlertIcon, danger: ErrorIcon };

/** A page-wide message under the top bar, with an optional action. A labelled region. */
export function Banner({ tone = 'info', title, children, action }: BannerProps) {
  const Icon = icons[tone];
  return (
    <section
      className={styles.banner}
      data-tone={tone}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <Icon className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children && <div className={styles.body}>{children}</div>}
      </div>
      {action && (
        <Button variant="secondary" size="sm" onPress={action.onPress} className={styles.action}>
          {action.label}
        </Button>
      )}
    </section>
  );
}
