import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { ArrowLeftIcon } from '../icons/icons';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import styles from './StepHeader.module.css';

export interface StepHeaderProps {
  /** The page heading (an h1). */
  title: ReactNode;
  /** 1-based step number, shown as "Step 1 of 3" with `totalSteps`. */
  step?: number;
  totalSteps?: number;
  /** 0 to 100: shows a progress bar under the heading. */
  progress?: number;
  /** Shows a back arrow; called when it is pressed. */
  onBack?: () => void;
  /** Accessible name of the back arrow. @default 'Back' */
  backLabel?: string;
  /** Supporting text under the heading. */
  description?: ReactNode;
}

/** The heading of one step of a multi-step flow: progress, back arrow, step count, title. */
export function StepHeader({
  title,
  step,
  totalSteps,
  progress,
  onBack,
  backLabel,
  description,
}: StepHeaderProps) {
  useActiveLocale();
  const stepText = step && totalSteps ? t`Step ${step} of ${totalSteps}` : undefined;
  return (
    <header className={styles.header}>
      {/* First, so the bar keeps one place on every step whatever the title's length. */}
      {progress !== undefined && (
        <div className={styles.progress}>
          <ProgressBar label={stepText ?? t`Progress`} value={progress} hideLabel />
        </div>
      )}
      <div className={styles.row}>
        {onBack && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={backLabel ?? t`Back`}
            onPress={onBack}
            className={styles.back}
          >
            <ArrowLeftIcon width={20} height={20} />
          </Button>
        )}
        {stepText && <p className={styles.step}>{stepText}</p>}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
