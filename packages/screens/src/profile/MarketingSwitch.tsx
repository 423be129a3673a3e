import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { setEmailMarketing } from '@wallet/api';
import { Switch } from '@wallet/ui';
import { GenericErrorDialog } from '../common';

export interface MarketingSwitchProps {
  /** The saved choice. */
  isSubscribed: boolean;
  /** Reloads the profile once the server has the new choice. */
  onSaved: () => Promise<unknown>;
}

/**
 * The marketing e-mail subscription, saved as soon as it is flipped. It shows the new position
 * while saving (and ignores further flips), and falls back with the generic dialog on failure.
 */
export function MarketingSwitch({ isSubscribed, onSaved }: MarketingSwitchProps) {
  const [saving, setSaving] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);

  const change = async (next: boolean) => {
    if (saving !== null) return;
    setSaving(next);
    try {
      await setEmailMarketing(next);
      await onSaved();
    } catch {
      setFailed(true);
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <Switch
        isSelected={saving ?? isSubscribed}
        // Read-only rather than disabled while saving: a disabled switch would drop keyboard focus.
        isReadOnly={saving !== null}
        onChange={(next) => void change(next)}
      >
        <Trans>Marketing e-mails: news, offers and tips</Trans>
      </Switch>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </>
  );
}
