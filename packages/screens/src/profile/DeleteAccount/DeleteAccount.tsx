import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteAccount, isApiError, validateDeleteAccount } from '@wallet/api';
import { AlertDialog, Button, Checkbox, MissingFields } from '@wallet/ui';
import { MessageDialog } from '../../forms/MessageDialog';
import { GenericErrorDialog, pageStyles as page } from '../../common';
import { endSignedInSession } from '../endSignedInSession';

type Step = 'idle' | 'unable' | 'warning' | 'deleted' | 'error';

const UNABLE = 'user_wallet_requirement_not_met';

/** What a validate-delete or delete answer leads to (spec 1 section 4). */
function stepFor(message: string): Step {
  if (message === 'user_valid_for_deletion') return 'warning';
  if (message === 'user_deleted_success') return 'deleted';
  if (message === UNABLE) return 'unable';
  return 'error';
}

/**
 * Delete My Account: the server first says whether the account may go (no funds left, no
 * deposit pending). If so a Warning asks for agreement; once deleted, closing the confirmation
 * ends the session.
 */
export function DeleteAccount() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const hintId = useId();

  const call = async (action: () => Promise<{ message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      setStep(stepFor((await action()).message));
    } catch (error) {
      // Funds may arrive between the check and the deletion: the server then refuses with it.
      setStep(isApiError(error) && error.searchableText.includes(UNABLE) ? 'unable' : 'error');
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setStep('idle');
    setAgreed(false);
  };

  return (
    <>
      <Button
        variant="danger"
        isPending={busy && step === 'idle'}
        onPress={() => void call(validateDeleteAccount)}
      >
        <Trans>Delete My Account</Trans>
      </Button>

      <MessageDialog
        isOpen={step === 'unable'}
        tone="warning"
        title={t`Unable To Proceed`}
        action={{ label: t`OK`, onPress: close }}
      >
        <p>
          <Trans>
            Your account still holds funds or has a deposit on its way. Withdraw your balances and
            wait for pending deposits to arrive, then try again.
          </Trans>
        </p>
      </MessageDialog>

      <AlertDialog
        isOpen={step === 'warning'}
        onEscape={close}
        tone="warning"
        title={t`Warning`}
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              variant="danger"
              isDisabled={!agreed}
              isPending={busy}
              onPress={() => void call(deleteAccount)}
              aria-describedby={hintId}
            >
              <Trans>Delete My Account</Trans>
            </Button>
          </>
        }
      >
        <div className={page.stack}>
          <p>
            <Trans>
              Deleting your account is permanent: your profile, wallets, cards and referral rewards
              go with it. You may sign up again after 00:00 UTC.
            </Trans>
          </p>
          <Checkbox isSelected={agreed} onChange={setAgreed} autoFocus isRequired>
            <Trans>I understand that my account will be deleted permanently</Trans>
          </Checkbox>
          <MissingFields
            id={hintId}
            action={t`delete your account`}
            items={agreed ? [] : [{ label: t`the box above`, kind: 'tick' }]}
          />
        </div>
      </AlertDialog>

      <MessageDialog
        isOpen={step === 'deleted'}
        tone="success"
        title={t`Account Successfully Deleted`}
        action={{
          label: t`Close`,
          // The server has ended every session of the account: only the local one is left.
          onPress: () => void endSignedInSession(navigate, { serverLogout: false }),
        }}
      >
        <p>
          <Trans>Your account has been deleted. You may sign up again after 00:00 UTC.</Trans>
        </p>
      </MessageDialog>

      <GenericErrorDialog isOpen={step === 'error'} onClose={close} />
    </>
  );
}
