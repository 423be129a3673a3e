import { FlowDone, GenericErrorDialog } from '../../../common';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { changeCardPin, type Card } from '@wallet/api';
import { Button, Link, MissingFields, PasswordField, type MissingItem } from '@wallet/ui';
import { useSingleAction } from '../../../forms/useSingleSubmit';
import { isUnreadableSuccess } from '../../unreadableSuccess';
import { isCallMissing, isWrongCurrentPin } from '../cardSettingsRules';
import { SettingsStep } from '../SettingsStep';
import styles from '../settings.module.css';
import {
  canSavePins,
  PIN_FIELDS,
  PIN_LENGTH,
  PIN_MESSAGES,
  pinErrors,
  type PinName,
  type Pins,
} from './pinRules';
import pin from './resetPin.module.css';

/**
 * /card/setting/reset-pin, physical cards only (spec 2 sections 2 and 4): Current, New and
 * Confirm New PIN, then the spec's "Pin Reset Successfully!". Spec 2 names no call: Save sends
 * the one we propose, `POST card/{id}/pin` (docs/api.md), once. A wrong current PIN is said under
 * its box, with what was typed kept; a backend without the call ends on "PIN Not Changed". The
 * PINs live in this component's state only: never stored or logged.
 */
export function ResetPinFlow({ card }: { card: Card }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Pins>({ current: '', next: '', confirm: '' });
  // A box says what is wrong once it has been left (Save stays disabled meanwhile).
  const [left, setLeft] = useState<Partial<Record<PinName, boolean>>>({});
  // The server refused the current PIN: said under its box until it is changed.
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<'changed' | 'refused'>();
  const currentBox = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useLingui();
  const length = PIN_LENGTH;
  // The refused PIN's box takes the focus once its message shows.
  useEffect(() => {
    if (wrongCurrent) currentBox.current?.focus();
  }, [wrongCurrent]);
  /**
   * The end screen replaces the form: the box in focus is left first, so its blur (which marks
   * it as left) comes before that change rather than in the middle of it.
   */
  const end = (how: 'changed' | 'refused') => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && formRef.current?.contains(active)) active.blur();
    setDone(how);
  };
  const errors = {
    ...pinErrors(values),
    ...(wrongCurrent ? { current: PIN_MESSAGES.wrongCurrent } : {}),
  };
  // What Save waits for: a box still empty, or one whose PIN breaks a rule (its message says how).
  const missing = PIN_FIELDS.flatMap(({ name, label }): MissingItem[] =>
    values[name] === '' ? [{ label }] : errors[name] ? [{ label, kind: 'correct' }] : [],
  );
  const hintId = useId();

  const save = useSingleAction(async () => {
    try {
      await changeCardPin(card.card_id, { current_pin: values.current, new_pin: values.next });
    } catch (error) {
      if (isWrongCurrentPin(error)) {
        setWrongCurrent(true);
        setLeft((l) => ({ ...l, current: true }));
      } else if (isCallMissing(error)) end('refused');
      else if (isUnreadableSuccess(error)) end('changed');
      else setFailed(true);
      return;
    }
    end('changed');
  });

  if (done === 'changed')
    return (
      <FlowDone
        title={t`Pin Reset Successfully!`}
        action={
          <Link href="/card" variant="button">
            <Trans>Back To Card</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Your new PIN is ready to use.</Trans>
        </p>
      </FlowDone>
    );
  if (done === 'refused')
    return (
      <FlowDone
        title={t`PIN Not Changed`}
        tone="info"
        action={
          <Link href="/card" variant="button">
            <Trans>Back To Card</Trans>
          </Link>
        }
      >
        <p>
          <Trans>
            Changing a card&apos;s PIN from the app is not available yet, so your PIN was not
            changed. Your current PIN still works.
          </Trans>
        </p>
      </FlowDone>
    );

  return (
    <SettingsStep
      title={t`Reset PIN`}
      onBack={save.isPending ? undefined : () => navigate('/card/setting')}
      backLabel={t`Back to Manage Your Card`}
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSavePins(values) && !wrongCurrent) save.run();
        }}
      >
        {PIN_FIELDS.map(({ name, label }) => (
          <PinField
            key={name}
            label={label}
            value={values[name]}
            error={left[name] ? errors[name] : undefined}
            inputRef={name === 'current' ? currentBox : undefined}
            onChange={(value) => {
              setValues((v) => ({ ...v, [name]: value }));
              if (name === 'current') setWrongCurrent(false);
            }}
            onBlur={() => setLeft((l) => ({ ...l, [name]: true }))}
          />
        ))}
        <p className={pin.hint}>
          <Trans>Each PIN is {length} digits.</Trans>
        </p>
        <MissingFields id={hintId} action={t`save your new PIN`} items={missing} align="end" />
        <div className={styles.actions}>
          <Link href="/card/setting" variant="standalone">
            <Trans>Cancel</Trans>
          </Link>
          <Button
            type="submit"
            isDisabled={!canSavePins(values) || wrongCurrent}
            isPending={save.isPending}
            aria-describedby={hintId}
          >
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
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
  inputRef,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  error: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
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
      inputRef={inputRef}
      isRequired
      inputMode="numeric"
      autoComplete="off"
      className={pin.field}
    />
  );
}
