import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPassword } from '@wallet/api';
import { Link, PageHeader } from '@wallet/ui';
import { z } from 'zod/mini';
import { defineFlowDraft, useFlowDraft, useSaveAsTyped } from '../../forms/useFlowDraft';
import { useNextSubmit } from '../../forms/useNextSubmit';
import { SubmitButton } from '../../forms/FormFields';
import { missingOf } from '../../forms/missingFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { EmailField } from '../EmailField';
import type { ForgotPasswordValues } from '../schemas';
import { forgotPasswordOutcome } from '../serverErrors';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';
import styles from '../auth.module.css';

/** The e-mail as typed, kept across Back, Forward and reload until the link is sent. */
const FORGOT_PASSWORD_DRAFT = defineFlowDraft('forgot-password', { email: z.string() });

// The form's rules load right after it has rendered, as on the login page: the page's first
// render needs the form, not the rules of every auth form (and the password rules) it would bring.
const loadSchema = () => import('../schemas').then((m) => m.forgotPasswordSchema);

/** /reset-password: the e-mail to send a reset link to. */
export function ForgotPasswordScreen() {
  const draft = useFlowDraft(FORGOT_PASSWORD_DRAFT);
  const { form, canSubmit, blocking } = useSchemaForm<ForgotPasswordValues>({
    schema: loadSchema,
    defaultValues: { email: '', ...draft.saved },
  });
  useSaveAsTyped(form, draft.save);
  const outcome = useAuthOutcome(form);
  const { t } = useLingui();

  const { submit } = useNextSubmit(form, async ({ email }, go) => {
    outcome.clear();
    try {
      await forgotPassword(email);
      draft.clear();
      go('/reset-password/confirmation', { state: { email } });
    } catch (error) {
      outcome.show(forgotPasswordOutcome(error));
    }
  });

  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Reset Password`}
        description={t`Enter the email address of your account and we will send you a link to reset it.`}
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField form={form} />
        {outcome.feedback}
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, { email: t`Email Address` })}
          action={t`send the link`}
          fullWidth
        >
          <Trans>Send Reset Link</Trans>
        </SubmitButton>
      </form>
      <Link href="/login" variant="standalone" className={styles.center}>
        <Trans>Back To Log In</Trans>
      </Link>
    </div>
  );
}
