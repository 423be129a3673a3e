import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Button, EyeIcon, EyeOffIcon, Link, TextField } from '@wallet/ui';
import { FlowDone } from '../../FlowDone';
import { SettingsStep } from '../SettingsStep';
import styles from '../settings.module.css';
import pin from './resetPin.module.css';

/** The PIN boxes take digits only; the spec sets no length, this caps what can be typed. */
export const PIN_MAX = 12;

const FIELDS = [
  { name: 'current', label: 'Current PIN' },
  { name: 'next', label: 'New PIN' },
  { name: 'confirm', label: 'Confirm New PIN' },
] as const;
type PinName = (typeof FIELDS)[number]['name'];

/** Save is enabled when every box has something (spec 2 section 5: no match or length rule). */
export const canSavePins = (values: Record<PinName, string>) =>
  FIELDS.every(({ name }) => values[name].trim() !== '');

/**
 * /card/setting/reset-pin, physical cards only (spec 2 sections 2 and 4): Current, New and
 * Confirm New PIN, then Pin Reset Successfully!. The spec makes no call for it, and the PINs
 * live in this component's state only: never stored, logged or sent.
 */
export function ResetPinFlow() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<PinName, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [done, setDone] = useState(false);

  if (done)
    return (
      <FlowDone
        title="Pin Reset Successfully!"
        action={
          <Link href="/card" variant="button">
            Back To Card
          </Link>
        }
      >
        <p>Your new PIN is ready to use.</p>
      </FlowDone>
    );

  return (
    <SettingsStep
      title="Reset PIN"
      onBack={() => navigate('/card/setting')}
      backLabel="Back to Manage Your Card"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSavePins(values)) setDone(true);
        }}
      >
        {FIELDS.map(({ name, label }) => (
          <PinField
            key={name}
            label={label}
            value={values[name]}
            onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
          />
        ))}
        <div className={styles.actions}>
          <Link href="/card/setting" variant="standalone">
            Cancel
          </Link>
          <Button type="submit" isDisabled={!canSavePins(values)}>
            Save
          </Button>
        </div>
      </form>
    </SettingsStep>
  );
}

/** A masked PIN box with a show/hide toggle that names the box it shows. */
function PinField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, PIN_MAX))}
      type={visible ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN_MAX}
      className={pin.field}
      endAdornment={
        <AriaButton
          className={pin.toggle}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label}`}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
        </AriaButton>
      }
    />
  );
}
