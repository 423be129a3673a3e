import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile, type Profile } from '@wallet/api';
import {
  Badge,
  Button,
  Card,
  DateTime,
  Link,
  LOCALE_NAMES,
  Skeleton,
  SkeletonGroup,
  PageHeader,
} from '@wallet/ui';
import { LoadFailed, pageStyles as page } from '../common';
import { DeleteAccount } from './DeleteAccount/DeleteAccount';
import { MarketingSwitch } from './MarketingSwitch';
import { LANGUAGES } from './messages';
import { statusBadge } from './statusBadge';
import { displayTimezone } from './timezones';
import styles from './profile.module.css';

// The two form dialogs (forms, validation, the timezone list) load when opened.
const PreferencesDialog = lazy(() =>
  import('./Preferences/PreferencesDialog').then((m) => ({ default: m.PreferencesDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('./ChangePassword/ChangePasswordDialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** /profile, My Profile Settings: identity status, preferences, e-mail subscription, deletion. */
export function ProfileScreen() {
  const { t } = useLingui();
  const profile = useProfile();
  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageHeader title={t`My Profile Settings`} />
      {profile.data ? (
        <ProfileSections profile={profile.data} reload={() => profile.mutate()} />
      ) : profile.error ? (
        <LoadFailed what={t`Your profile`} onRetry={() => void profile.mutate()} />
      ) : (
        <SkeletonGroup label={t`Loading your profile`}>
          {/* Shaped like the two cards: a title, then label and value per row. */}
          {[3, 4].map((rows) => (
            <Card key={rows}>
              <div className={styles.fields}>
                <Skeleton width="7rem" height="1.25rem" />
                {Array.from({ length: rows }, (_, i) => (
                  <div key={i}>
                    <Skeleton width="70%" />
                    <Skeleton width="45%" />
                  </div>
                ))}
              </div>
            </Card>
          ))}
        </SkeletonGroup>
      )}
    </div>
  );
}

function ProfileSections({
  profile,
  reload,
}: {
  profile: Profile;
  reload: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'preferences' | 'password' | null>(null);
  const badge = statusBadge(profile);
  // Each language is named in itself: English when none is saved.
  const language =
    LANGUAGES.find((l) => l.id === profile.preferred_locale)?.label ?? LOCALE_NAMES.en;

  return (
    <>
      <Card title={t`Profile`}>
        <dl className={styles.fields}>
          <div>
            <dt>
              <Trans>Account status</Trans>
            </dt>
            <dd className={styles.inline}>
              <Badge tone={badge.tone}>{badge.label}</Badge>
              {badge.action && (
                <Link href="/kyc-verification" variant="standalone">
                  {badge.action}
                </Link>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>
              <Trans>Password</Trans>
            </dt>
            <dd className={styles.inline}>
              <span aria-hidden="true">••••••••</span>
              <span className="visually-hidden">
                <Trans>Hidden</Trans>
              </span>
              <Button variant="secondary" size="sm" onPress={() => setDialog('password')}>
                <Trans>Reset Password</Trans>
              </Button>
            </dd>
          </div>
        </dl>
      </Card>

      <Card
        title={t`Preferences`}
        actions={
          <Button variant="secondary" size="sm" onPress={() => setDialog('preferences')}>
            <Trans>Edit Preferences</Trans>
          </Button>
        }
      >
        <dl className={styles.fields}>
          <div>
            <dt>
              <Trans>Preferred name</Trans>
            </dt>
            <dd>{profile.name}</dd>
          </div>
          <div>
            <dt>
              <Trans>Language</Trans>
            </dt>
            <dd>{language}</dd>
          </div>
          <div>
            <dt>
              <Trans>Timezone</Trans>
            </dt>
            <dd>{profile.timezone ? displayTimezone(profile.timezone) : t`Not set`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Time there now</Trans>
            </dt>
            <dd>
              <LocalClock timeZone={profile.timezone ?? undefined} />
            </dd>
          </div>
        </dl>
      </Card>

      <Card title={t`Email Subscription`}>
        <MarketingSwitch isSubscribed={profile.email_marketing} onSaved={reload} />
      </Card>

      <Card title={t`Others`}>
        <div className={page.stack}>
          <p className={page.muted}>
            <Trans>
              Close your account for good. Withdraw your funds first: an account holding funds
              cannot be deleted.
            </Trans>
          </p>
          <div>
            <DeleteAccount />
          </div>
        </div>
      </Card>

      <Suspense>
        {dialog === 'preferences' && (
          <PreferencesDialog profile={profile} onClose={() => setDialog(null)} onSaved={reload} />
        )}
        {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}

/**
 * The current time in the user's timezone, as every date in the app is shown. Visual tests
 * ignore it (it changes every second); its figures are of one width, so the ignored box (and the
 * line, as it ticks) keeps its size.
 */
function LocalClock({ timeZone }: { timeZone?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span data-chromatic="ignore" data-testid="local-clock" className={styles.clock}>
      <DateTime value={now} timeZone={timeZone} />
    </span>
  );
}
