import { Navigate, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubmitButton } from '../../forms/FormFields';
import { missingOf } from '../../forms/missingFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { NewPasswordFields } from '../../common/password/NewPasswordFields';
import type { NewPasswordValues } from '../schemas';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';
import styles from '../auth.module.css';
import { PageHeader } from '@wallet/ui';

const loadLogic = () => import('./newPasswordLogic');
const loadSchema = () => loadLogic().then((m) => m.newPasswordSchema);

/** /password-reset-form: a new password for the account of a checked link. */
export function NewPasswordScreen() {
  const token = (useLocation().state as { token?: string } | null)?.token;
  // The token only arrives from the link check; without it the link must be opened again.
  if (!token) return <Navigate to="/password-reset-fail" replace />;
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { form, submit, canSubmit, blocking } = useSchemaForm<NewPasswordValues>({
    schema: loadSchema,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: async (values) => {
      outcome.clear();
      const logic = await loadLogic();
      try {
        await logic.resetPasswordWithToken({
          recovery_token: token,
          password: values.password,
          confirm_password: values.confirmPassword,
        });
        navigate('/password-reset-form/confirmation', { replace: true, state: { reset: true } });
      } catch (error) {
        outcome.show(logic.newPasswordOutcome(error));
      }
    },
  });
  const outcome = useAuthOutcome(form);
  const { t } = useLingui();
  const labels = { password: t`New Password`, confirmPassword: t`Confirm New Password` };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Set New Password`}
        description={t`Choose a new password for your account.`}
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          form={form}
          label={labels.password}
          confirmLabel={labels.confirmPassword}
        />
        {outcome.feedback}
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, labels)}
          action={t`reset your password`}
          fullWidth
        >
          <Trans>Reset Password</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
