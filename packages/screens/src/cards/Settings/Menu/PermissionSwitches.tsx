import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { setCardPermission, type Card, type CardPermission } from '@wallet/api';
import { showToast, Switch } from '@wallet/ui';
import { isUnreadableSuccess } from '../../unreadableSuccess';
import { permissionBody, permissionToast } from '../cardSettingsRules';
import styles from '../settings.module.css';

type Flag = keyof CardPermission;

export interface PermissionSwitchesProps {
  card: Card;
  /** Reloads the card data once the server has the new permissions. */
  onSaved: () => Promise<unknown>;
}

/**
 * Freeze, and for physical cards in-store and online purchases (spec 2 section 4), each saved as
 * soon as it is flipped with `card/{id}/permission`. The spec's toast says how it went; a failed
 * save puts the switch back. Freezing disables the purchase switches.
 */
export function PermissionSwitches({ card, onSaved }: PermissionSwitchesProps) {
  // What the switches show: the saved permissions, or the one being saved.
  const [pending, setPending] = useState<CardPermission | null>(null);
  const shown = pending ?? card.permission;
  const frozen = shown.freeze_card;

  const change = async (flag: Flag, value: boolean) => {
    if (pending) return;
    const next = { ...shown, [flag]: value };
    setPending(next);
    let saved = false;
    try {
      // A 200 whose body does not parse was saved all the same: the success toast, and the card
      // read again shows it.
      await setCardPermission(card.card_id, permissionBody(card.type, next)).catch((error) => {
        if (!isUnreadableSuccess(error)) throw error;
      });
      saved = true;
      await onSaved();
    } catch {
      // A failed save keeps the saved permissions (the switch goes back); a failed reload after
      // a good save is not the save's failure.
    } finally {
      setPending(null);
    }
    showToast(permissionToast(saved, card.last_four_digits));
  };

  // Read-only rather than disabled while saving: a disabled switch would drop keyboard focus.
  const common = (flag: Flag) => ({
    isSelected: Boolean(shown[flag]),
    isReadOnly: pending !== null,
    onChange: (value: boolean) => void change(flag, value),
  });

  return (
    <>
      <li>
        <Switch {...common('freeze_card')}>
          <Trans>Freeze Card</Trans>
        </Switch>
      </li>
      {card.type === 'physical' && (
        <>
          <li>
            <Switch {...common('in_store_purchase')} isDisabled={frozen}>
              <Trans>In-Store Purchase</Trans>
            </Switch>
          </li>
          <li>
            <Switch {...common('online_transaction')} isDisabled={frozen}>
              <Trans>Online Transaction</Trans>
            </Switch>
            {frozen && (
              <p className={styles.hint}>
                <Trans>Unfreeze the card to change its purchase settings.</Trans>
              </p>
            )}
          </li>
        </>
      )}
    </>
  );
}
