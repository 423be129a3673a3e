import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, StepHeader } from '@wallet/ui';
import { LEGAL_LINKS, pageStyles as page } from '../../common';
import styles from './settings.module.css';

export interface SettingsStepProps {
  title: string;
  /** The step's number in a flow of `totalSteps`; none for a one-page form. */
  step?: number;
  totalSteps?: number;
  /** The back arrow's action and name; without an action (a call is out) there is no arrow. */
  onBack?: () => void;
  backLabel: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One step of a settings flow: its heading with progress and back arrow, then its content. */
export function SettingsStep({
  title,
  step,
  totalSteps,
  onBack,
  backLabel,
  description,
  children,
}: SettingsStepProps) {
  return (
    <div className={page.page}>
      <StepHeader
        title={title}
        step={step}
        totalSteps={totalSteps}
        progress={step && totalSteps ? (step / totalSteps) * 100 : undefined}
        onBack={onBack}
        backLabel={backLabel}
        description={description}
      />
      <div className={styles.step}>{children}</div>
    </div>
  );
}

/** The terms page, beside a box that accepts them (a link inside the box's label would tick it). */
export function TermsLink() {
  return (
    <Link href={LEGAL_LINKS.terms} variant="standalone" className={styles.termsLink}>
      <Trans>Read the Terms &amp; Conditions</Trans>
    </Link>
  );
}
