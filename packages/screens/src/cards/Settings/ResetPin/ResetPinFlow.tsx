import { FlowDone } from '../../../common';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Link, MissingFields, PasswordField, type MissingItem } from '@wallet/ui';
import { SettingsStep } from '../SettingsStep';
import styles from '../settings.module.css';
import {
  canSavePins,
  PIN_FIELDS,
  PIN_LENGTH,
  pinErrors,
  type PinName,
  type Pins,
} from './pinRules';
import pin from './resetPin.module.css';

/**
 * /card/setting/reset-pin, physical cards only (spec 2 sections 2 and 4): Current, New and
 * Confirm New PIN, then the end screen. Spec 2 names no call for it, so nothing is sent, and the
 * end screen says so instead of the spec's "Pin Reset Successfully!" (docs/api.md asks the
 * backend for the call). The PINs live in this component's state only: never stored or logged.
 */
export function ResetPinFlow() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Pins>({ current: '', next: '', confirm: '' });
  // A box says what is wrong once it has been left (Save stays disabled meanwhile).
  const [left, setLeft] = useState<Partial<Record<PinName, boolean>>>({});
  const [done, setDone] = useState(false);
  const errors = pinErrors(values);
  // What Save waits for: a box still empty, or one whose PIN breaks a rule (its message says how).
  const missing = PIN_FIELDS.flatMap(({ name, label }): MissingItem[] =>
    values[name] === '' ? [{ label }] : errors[name] ? [{ label, kind: 'correct' }] : [],
  );
  const hintId = useId();

  if (done)
    return (
      <FlowDone
        title="PIN Not Changed"
        tone="info"
        action={
          <Link href="/card" variant="button">
            Back To Card
          </Link>
        }
      >
        <p>
          Changing a card&apos;s PIN from the app is not available yet, so nothing was sent. Your
          current PIN still works.
        </p>
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
        {PIN_FIELDS.map(({ name, label }) => (
          <PinField
            key={name}
            label={label}
            value={values[name]}
            error={left[name] ? errors[name] : undefined}
            onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
            onBlur={() => setLeft((l) => ({ ...l, [name]: true }))}
          />
        ))}
        <p className={pin.hint}>Each PIN is {PIN_LENGTH} digits.</p>
        <MissingFields id={hintId} action="save your new PIN" items={missing} align="end" />
        <div className={styles.actions}>
          <Link href="/card/setting" variant="standalone">
            Cancel
          </Link>
          <Button type="submit" isDisabled={!canSavePins(values)} aria-describedby={hintId}>
            Save
          </Button>
        </div>
      </form>
    </SettingsStep>
  );
}

/**
 * A masked PIN box with a show/hide toggle that names the box it shows. What is typed stays as
 * typed (a letter is refused with a message, never silently dropped).
 */
function PinField({
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <PasswordField
      label={label}
      secretName={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
      isRequired
      inputMode="numeric"
      autoComplete="off"
      className={pin.field}
    />
  );
}
