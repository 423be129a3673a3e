import { lazy, Suspense, useCallback, useMemo, type ComponentProps } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRecaptchaToken, signup, useCountries } from '@wallet/api';
import { Button, Link, StepHeader, TextField } from '@wallet/ui';
import { FormCheckbox } from '../../forms/FormCheckbox';
import type { FormComboBox as Picker } from '../../forms/FormComboBox';
import { FormTextField, SubmitButton } from '../../forms/FormFields';
import { missingOf, type FieldLabels } from '../../forms/missingFields';
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
import { countryNamer } from '../../common/countryNames';
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
  const { t, i18n } = useLingui();
  const options = useMemo(() => {
    const name = countryNamer(i18n.locale);
    return (countries.data ?? []).map((c) => ({
      id: c.cca_two,
      label: name(c.cca_two, c.country_name),
    }));
  }, [countries.data, i18n.locale]);

  const countryLabel = t`Country of Residence`;
  const loadingCountries = t`Loading countries…`;
  // The country field while the picker or the countries load.
  const countryLoading = (
    <TextField label={countryLabel} isDisabled isRequired placeholder={loadingCountries} />
  );
  const labels = {
    countryCode: { label: countryLabel, kind: 'choose' },
    name: t`Full Name`,
    referralCode: t`Referral Code`,
    acceptTerms: t`the terms box`,
  } satisfies FieldLabels<DetailsValues>;

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
        title={t`Personal Details`}
        step={2}
        totalSteps={3}
        progress={50}
        onBack={() => go(`/signup${search}`)}
        backLabel={t`Back to login details`}
      />
      {passwordLost && (
        <p role="status" className={styles.note}>
          <Trans>
            For your security, your password was not kept when the page reloaded: you will enter it
            again before your account is created.
          </Trans>
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        {painted ? (
          <Suspense fallback={countryLoading}>
            <FormComboBox
              form={form}
              name="countryCode"
              label={countryLabel}
              items={options}
              isDisabled={countriesLoading}
              isRequired
              placeholder={countriesLoading ? loadingCountries : t`Search for your country`}
              loadError={
                countries.error ? t`The list of countries could not be loaded.` : undefined
              }
            />
          </Suspense>
        ) : (
          countryLoading
        )}
        {countries.error && (
          <Button variant="secondary" size="sm" onPress={() => void countries.mutate()}>
            <Trans>Try loading countries again</Trans>
          </Button>
        )}
        <FormTextField
          form={form}
          name="name"
          label={labels.name}
          autoComplete="name"
          maxLength={LIMITS.name}
          showCounter
          isRequired
        />
        {draft.referralLocked ? (
          <TextField
            label={t`Referral Code (optional)`}
            value={draft.details.referralCode}
            isReadOnly
            description={t`Applied from your invitation link.`}
          />
        ) : (
          <FormTextField
            form={form}
            name="referralCode"
            label={t`Referral Code (optional)`}
            maxLength={LIMITS.referralCode}
            autoComplete="off"
          />
        )}
        <FormCheckbox form={form} name="acceptTerms" isRequired>
          <Trans>I have read and accept the Terms and Conditions</Trans>
        </FormCheckbox>
        <Link href={LEGAL_LINKS.terms} variant="standalone" className={styles.start}>
          <Trans>Read the Terms and Conditions</Trans>
        </Link>
        {outcome.feedback}
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, labels)}
          action={t`continue`}
          fullWidth
        >
          <Trans>Next</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
