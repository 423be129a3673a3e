import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRecaptchaToken, signup, useCountries } from '@wallet/api';
import { Button, ComboBox, StepHeader, TextField } from '@wallet/ui';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { FormTextField } from '../../forms/FormFields';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { DEFAULT_TIMEZONE, LEGAL_LINKS, LIMITS } from '../messages';
import { startSession } from '../startSession';
import { detailsSchema, type DetailsValues } from '../schemas';
import { signupOutcome } from '../serverErrors';
import { useAuthOutcome } from '../useAuthOutcome';
import { useSignupFlow } from './SignupFlow';
import styles from '../auth.module.css';

/** Flag images by country code from a public image service; a text badge when one cannot load. */
const flagUrl = (code: string) => `https://flagcdn.com/w40/${code.toLowerCase()}.png`;

/** /signup/next, step 2 of 3: country, name, referral code, terms; then the account is created. */
export function SignupDetailsScreen() {
  const { draft } = useSignupFlow();
  const { search } = useLocation();
  // Opened directly (or after a reload, which forgets the password): start at step 1.
  if (!draft.credentials) return <Navigate to={`/signup${search}`} replace />;
  return <DetailsForm />;
}

function DetailsForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { draft, update } = useSignupFlow();
  const form = useBlurValidatedForm<DetailsValues>(draft.details, zodResolver(detailsSchema));
  const outcome = useAuthOutcome(form);
  const canSubmit = useCanSubmit(form, detailsSchema);
  const countries = useCountries();
  const options = useMemo(
    () =>
      (countries.data ?? []).map((c) => ({
        id: c.cca_two,
        label: c.country_name,
        icon: { src: flagUrl(c.cca_two), fallback: c.cca_two },
      })),
    [countries.data],
  );

  const back = () => {
    update({ details: form.getValues() });
    navigate(`/signup${search}`);
  };

  const submit = useSingleSubmit(form, async (values) => {
    outcome.clear();
    update({ details: values });
    const credentials = draft.credentials!;
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
      startSession(result);
      navigate('/signup/two-fa');
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
        onBack={back}
        backLabel="Back to login details"
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field, fieldState }) => (
            <ComboBox
              label="Country of Residence"
              items={options}
              selectedKey={field.value || null}
              onSelectionChange={(key) => {
                field.onChange(key === null ? '' : String(key));
                form.clearErrors('countryCode');
              }}
              onBlur={field.onBlur}
              onFocus={() => form.clearErrors('countryCode')}
              isDisabled={countries.isLoading}
              placeholder={countries.isLoading ? 'Loading countries…' : 'Search for your country'}
              isInvalid={Boolean(fieldState.error) || Boolean(countries.error)}
              errorMessage={
                countries.error
                  ? 'The list of countries could not be loaded.'
                  : fieldState.error?.message
              }
            />
          )}
        />
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
        <FormCheckbox form={form} name="acceptTerms">
          I have read and accept the Terms and Conditions
        </FormCheckbox>
        <a href={LEGAL_LINKS.terms} target="_blank" rel="noreferrer">
          Read the Terms and Conditions
        </a>
        {outcome.feedback}
        <Button
          type="submit"
          fullWidth
          isDisabled={!canSubmit}
          isPending={form.formState.isSubmitting}
        >
          Next
        </Button>
      </form>
    </div>
  );
}
