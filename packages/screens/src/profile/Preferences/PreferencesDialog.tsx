import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { updatePreferences, type Profile } from '@wallet/api';
import { Select, showToast } from '@wallet/ui';
import { DEFAULT_TIMEZONE, LIMITS, useAuthOutcome } from '../../common';
import { FormDialog } from '../../forms/FormDialog';
import { FormComboBox } from '../../forms/FormComboBox';
import { FormTextField } from '../../forms/FormFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
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
  const { form, submit, canSubmit, isPending } = useSchemaForm<PreferencesValues>({
    schema: preferencesSchema,
    defaultValues: {
      name: profile.name,
      preferredLocale: profile.preferred_locale ?? LANGUAGES[0]!.id,
      timezone: profile.timezone ?? DEFAULT_TIMEZONE,
    },
    onSubmit: async (values) => {
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
    },
  });
  const outcome = useAuthOutcome(form);
  const timezones = useMemo(() => timezoneOptions(profile.timezone), [profile.timezone]);

  return (
    <FormDialog
      title="Edit Preferences"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      canSubmit={canSubmit}
      isSubmitting={isPending}
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
      <FormComboBox
        form={form}
        name="timezone"
        label="Timezone"
        items={timezones}
        placeholder="Search for a city or region"
      />
      {outcome.feedback}
    </FormDialog>
  );
}
