import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { updatePreferences, type Profile } from '@wallet/api';
import { isLocale, Select, showToast } from '@wallet/ui';
import { switchLanguage } from '../../common/language/switchLanguage';
import { DEFAULT_TIMEZONE, LIMITS, useAuthOutcome } from '../../common';
import { FormDialog } from '../../forms/FormDialog';
import { FormComboBox } from '../../forms/FormComboBox';
import { FormTextField } from '../../forms/FormFields';
import { missingOf, type FieldLabels } from '../../forms/missingFields';
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

const LABELS = {
  get name() {
    return t`Preferred Name`;
  },
  preferredLocale: {
    get label() {
      return t`Language`;
    },
    kind: 'choose',
  },
  timezone: {
    get label() {
      return t`Timezone`;
    },
    kind: 'choose',
  },
} satisfies FieldLabels<PreferencesValues>;

/**
 * Edit Preferences: preferred name (non-empty, at most 40), language, and a timezone searched
 * among every zone, shown with spaces and sent with underscores. A failure keeps what was typed.
 */
export function PreferencesDialog({ profile, onClose, onSaved }: PreferencesDialogProps) {
  const { t } = useLingui();
  const { form, submit, canSubmit, blocking, isPending } = useSchemaForm<PreferencesValues>({
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
        // The whole app in the saved language at once (the next sign-in starts in it too).
        if (isLocale(values.preferredLocale)) await switchLanguage(values.preferredLocale);
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
      title={t`Edit Preferences`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t`Save`}
      canSubmit={canSubmit}
      missing={missingOf(form, blocking, LABELS)}
      action={t`save your preferences`}
      isSubmitting={isPending}
    >
      <FormTextField
        form={form}
        name="name"
        label={LABELS.name}
        autoComplete="nickname"
        maxLength={LIMITS.name}
        showCounter
        autoFocus
        isRequired
      />
      <Controller
        control={form.control}
        name="preferredLocale"
        render={({ field }) => (
          <Select
            label={LABELS.preferredLocale.label}
            items={LANGUAGES}
            isRequired
            selectedKey={field.value}
            onSelectionChange={(key) => field.onChange(String(key))}
          />
        )}
      />
      <FormComboBox
        form={form}
        name="timezone"
        label={LABELS.timezone.label}
        items={timezones}
        isRequired
        placeholder={t`Search for a city or region`}
      />
      {outcome.feedback}
    </FormDialog>
  );
}
