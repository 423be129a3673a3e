import { lazy, Suspense, useCallback, useMemo, type ComponentProps } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getRecaptchaToken, signup, useCountries } from '@wallet/api';
import { Button, Link, StepHeader, TextField } from '@wallet/ui';
import { FormCheckbox } from '../../forms/FormCheckbox';
import type { FormComboBox as Picker } from '../../forms/FormComboBox';
import { FormTextField, SubmitButton } from '../../forms/FormFields';
import { missingOf } from '../../forms/missingFields';
import { useSaveAsTyped } from '../../forms/useFlowDraft';
import { useNextSubmit } from '../../forms/useNextSubmit';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { usePainted } from '../../hooks/usePainted';
import { DEFAULT_TIMEZONE, LEGAL_LINKS, LIMITS } from '../../common/messages';
import { startSession } from '../startSession';
import { detailsSchema, type DetailsValues } from '../schemas';
import { signupOutcome } from '../serverErrors';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';
import { EMPTY_DETAILS, signupAccountCreated, useSignupFlow } from './SignupFlow';
import styles from '../auth.module.css';

// The country picker (react-aria's ComboBox and its list, ~35 KB) and the flags' addresses load
// once the step has painted: the page's first paint does not wait for them (/signup/next's LCP,
// docs/performance.md). Until they are in, the field shows the state the picker shows while the
// countries load.
const FormComboBox = lazy(() =>
  Promise.all([import('../../forms/FormComboBox'), import('./flags')]).then(
    ([{ FormComboBox: Picker }, { withFlags }]) => ({
      default: (props: ComponentProps<typeof Picker>) => (
        <Picker {...props} items={withFlags(props.items)} />
      ),
    }),
  ),
) as unknown as typeof Picker;
const COUNTRY_LABEL = 'Country of Residence';
const LOADING_COUNTRIES = 'Loading countries…';
const countryLoading = (
  <TextField label={COUNTRY_LABEL} isDisabled isRequired placeholder={LOADING_COUNTRIES} />
);

/** /signup/next, step 2 of 3: country, name, referral code, terms; then the account is created. */
export function SignupDetailsScreen() {
  const { draft } = useSignupFlow();
  const { search } = useLocation();
  // Browser Back after the account was created: on to its code, not step 2 again.
  if (signupAccountCreated()) return <Navigate to="/signup/two-fa" replace />;
  // Opened directly, before step 1 passed: start at step 1. After a reload the password is
  // gone but this step keeps its data; Next then asks for the password again (docs/flows.md).
  if (!draft.step1Done) return <Navigate to={`/signup${search}`} replace />;
  return <DetailsForm />;
}

function DetailsForm() {
  const { search } = useLocation();
  const { draft, passwordLost, update } = useSignupFlow();
  const { form, canSubmit, blocking } = useSchemaForm<DetailsValues>({
    schema: detailsSchema,
    defaultValues: draft.details,
  });
  // What is typed is kept as it is typed: browser Back, Forward and reload find it again.
  useSaveAsTyped(
    form,
    useCallback((values) => update({ details: { ...EMPTY_DETAILS, ...values } }), [update]),
  );
  const outcome = useAuthOutcome(form);
  const painted = usePainted();
  const countries = useCountries();
  // With the list cached (the route's loader), SWR still says loading while it revalidates.
  const countriesLoading = countries.data === undefined && countries.isLoading;
  const options = useMemo(
    () =>
      (countries.data ?? []).map((c) => ({
        id: c.cca_two,
        label: c.country_name,
      })),
    [countries.data],
  );

  const { submit, go } = useNextSubmit(form, async (values, moveOn) => {
    outcome.clear();
    update({ details: values });
    const { credentials } = draft;
    // A reload forgot the password: step 1 asks for it, this step keeps its data.
    if (!credentials) return moveOn(`/signup${search}`);
    try {
      const result = await signup({
        name: values.name,
        email: credentials.email,
        password: credentials.password,
        confirm_password: credentials.confirmPassword,
        country_code: values.countryCode,
        timezone: DEFAULT_TIMEZONE,
        accept_tnc: values.acceptTerms,
        referral_code: values.referralCode || undefined,
        recaptcha_token: await getRecaptchaToken('signup'),
      });
      startSession(result, 'signup');
      moveOn('/signup/two-fa');
    } catch (error) {
      const result = signupOutcome(error);
      // A refused code from the link must become editable, or the user is stuck.
      if (result.kind === 'field' && result.field === 'referralCode')
        update({ details: values, referralLocked: false });
      outcome.show(result);
    }
  });

  return (
    <div className={styles.page}>
      <StepHeader
        title="Personal Details"
        step={2}
        totalSteps={3}
        progress={50}
        onBack={() => go(`/signup${search}`)}
        backLabel="Back to login details"
      />
      {passwordLost && (
        <p role="status" className={styles.note}>
          For your security, your password was not kept when the page reloaded: you will enter it
          again before your account is created.
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        {painted ? (
          <Suspense fallback={countryLoading}>
            <FormComboBox
              form={form}
              name="countryCode"
              label={COUNTRY_LABEL}
              items={options}
              isDisabled={countriesLoading}
              isRequired
              placeholder={countriesLoading ? LOADING_COUNTRIES : 'Search for your country'}
              loadError={countries.error ? 'The list of countries could not be loaded.' : undefined}
            />
          </Suspense>
        ) : (
          countryLoading
        )}
        {countries.error && (
          <Button variant="secondary" size="sm" onPress={() => void countries.mutate()}>
            Try loading countries again
          </Button>
        )}
        <FormTextField
          form={form}
          name="name"
          label="Full Name"
          autoComplete="name"
          maxLength={LIMITS.name}
          showCounter
          isRequired
        />
        {draft.referralLocked ? (
          <TextField
            label="Referral Code (optional)"
            value={draft.details.referralCode}
            isReadOnly
            description="Applied from your invitation link."
          />
        ) : (
          <FormTextField
            form={form}
            name="referralCode"
            label="Referral Code (optional)"
            maxLength={LIMITS.referralCode}
            autoComplete="off"
          />
        )}
        <FormCheckbox form={form} name="acceptTerms" isRequired>
          I have read and accept the Terms and Conditions
        </FormCheckbox>
        <Link href={LEGAL_LINKS.terms} variant="standalone" className={styles.start}>
          Read the Terms and Conditions
        </Link>
        {outcome.feedback}
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, {
            countryCode: { label: COUNTRY_LABEL, kind: 'choose' },
            name: 'Full Name',
            referralCode: 'Referral Code',
            acceptTerms: 'the terms box',
          })}
          action="continue"
          fullWidth
        >
          Next
        </SubmitButton>
      </form>
    </div>
  );
}
