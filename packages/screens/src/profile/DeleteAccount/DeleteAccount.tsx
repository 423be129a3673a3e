import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
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
        Delete My Account
      </Button>

      <MessageDialog
        isOpen={step === 'unable'}
        tone="warning"
        title="Unable To Proceed"
        action={{ label: 'OK', onPress: close }}
      >
        <p>
          Your account still holds funds or has a deposit on its way. Withdraw your balances and
          wait for pending deposits to arrive, then try again.
        </p>
      </MessageDialog>

      <AlertDialog
        isOpen={step === 'warning'}
        onEscape={close}
        tone="warning"
        title="Warning"
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isDisabled={!agreed}
              isPending={busy}
              onPress={() => void call(deleteAccount)}
              aria-describedby={hintId}
            >
              Delete My Account
            </Button>
          </>
        }
      >
        <div className={page.stack}>
          <p>
            Deleting your account is permanent: your profile, wallets, cards and referral rewards go
            with it. You may sign up again after 00:00 UTC.
          </p>
          <Checkbox isSelected={agreed} onChange={setAgreed} autoFocus isRequired>
            I understand that my account will be deleted permanently
          </Checkbox>
          <MissingFields
            id={hintId}
            action="delete your account"
            items={agreed ? [] : [{ label: 'the box above', kind: 'tick' }]}
          />
        </div>
      </AlertDialog>

      <MessageDialog
        isOpen={step === 'deleted'}
        tone="success"
        title="Account Successfully Deleted"
        action={{
          label: 'Close',
          // The server has ended every session of the account: only the local one is left.
          onPress: () => void endSignedInSession(navigate, { serverLogout: false }),
        }}
      >
        <p>Your account has been deleted. You may sign up again after 00:00 UTC.</p>
      </MessageDialog>

      <GenericErrorDialog isOpen={step === 'error'} onClose={close} />
    </>
  );
}
