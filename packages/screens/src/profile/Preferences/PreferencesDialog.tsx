import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updatePreferences, type Profile } from '@wallet/api';
import { ComboBox, Select, showToast } from '@wallet/ui';
import { DEFAULT_TIMEZONE, LIMITS } from '../../auth/messages';
import { useAuthOutcome } from '../../auth/useAuthOutcome';
import { FormDialog } from '../../forms/FormDialog';
import { FormTextField } from '../../forms/FormFields';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { LANGUAGES, PROFILE_MESSAGES } from '../messages';
import { preferencesSchema, type PreferencesValues } from '../schemas';
import { timezoneOptions } from '../timezones';

export interface PreferencesDialogProps {
  profile: Profile;
  onClose: () => void;
  /** Called with the saved values once the server has them. */
  onSaved: () => Promise<unknown>;
}

/**
 * Edit Preferences: preferred name (non-empty, at most 40), language, and a timezone searched
 * among every zone, shown with spaces and sent with underscores. A failure keeps what was typed.
 */
export function PreferencesDialog({ profile, onClose, onSaved }: PreferencesDialogProps) {
  const form = useBlurValidatedForm<PreferencesValues>(
    {
      name: profile.name,
      preferredLocale: profile.preferred_locale ?? LANGUAGES[0]!.id,
      timezone: profile.timezone ?? DEFAULT_TIMEZONE,
    },
    zodResolver(preferencesSchema),
  );
  const outcome = useAuthOutcome(form);
  const canSubmit = useCanSubmit(form, preferencesSchema);
  const timezones = useMemo(() => timezoneOptions(profile.timezone), [profile.timezone]);

  const submit = useSingleSubmit(form, async (values) => {
    outcome.clear();
    try {
      await updatePreferences({
        name: values.name,
        preferred_locale: values.preferredLocale,
        timezone: values.timezone,
      });
      await onSaved();
      showToast({ title: PROFILE_MESSAGES.preferencesSaved, tone: 'success' });
      onClose();
    } catch {
      outcome.show({ kind: 'dialog', dialog: 'generic' });
    }
  });

  return (
    <FormDialog
      title="Edit Preferences"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      canSubmit={canSubmit}
      isSubmitting={form.formState.isSubmitting}
    >
      <FormTextField
        form={form}
        name="name"
        label="Preferred Name"
        autoComplete="nickname"
        maxLength={LIMITS.name}
        showCounter
        autoFocus
      />
      <Controller
        control={form.control}
        name="preferredLocale"
        render={({ field }) => (
          <Select
            label="Language"
            items={LANGUAGES}
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(String(key))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="timezone"
        render={({ field, fieldState }) => (
          <ComboBox
            label="Timezone"
            items={timezones}
            selectedKey={field.value || null}
            onSelectionChange={(key) => {
              field.onChange(key === null ? '' : String(key));
              form.clearErrors('timezone');
            }}
            onBlur={field.onBlur}
            placeholder="Search for a city or region"
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {outcome.feedback}
    </FormDialog>
  );
}
