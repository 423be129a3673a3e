import { t } from '@lingui/core/macro';
import { CheckIcon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { CloseIcon } from '../icons/statusIcons';
import styles from './PasswordRules.module.css';

export interface PasswordRule {
  label: string;
  met: boolean;
}

export interface PasswordRulesProps {
  /** Each rule with whether the current password meets it (the product decides the rules). */
  rules: PasswordRule[];
  /** Accessible name of the list. @default 'Password requirements' */
  label?: string;
}

/** A live checklist of password rules; each item says "met" or "not met" to screen readers. */
export function PasswordRules({ rules, label }: PasswordRulesProps) {
  useActiveLocale();
  return (
    <ul className={styles.list} aria-label={label ?? t`Password requirements`}>
      {rules.map((rule) => (
        <li key={rule.label} className={styles.rule} data-met={rule.met || undefined}>
          {rule.met ? <CheckIcon className={styles.icon} /> : <CloseIcon className={styles.icon} />}
          <span>{rule.label}</span>
          <span className="visually-hidden">{rule.met ? t`, met` : t`, not met`}</span>
        </li>
      ))}
    </ul>
  );
}
