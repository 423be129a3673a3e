import { createContext, useContext, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReferral, useReferralRewards, type Referral } from '@wallet/api';
import { Card, CopyButton, QRCode, Skeleton, SkeletonGroup, PageHeader } from '@wallet/ui';
import { LoadFailed, pageStyles as page } from '../common';
import { Reward } from './Reward';
import { RefereesTable } from './RefereesTable';
import styles from './referral.module.css';

// eslint-disable-next-line lingui/no-unlocalized-strings -- tickers, not words
const TICKERS = ['USDC', 'VEF'] as const;

/** The origin the referral link starts with, when it is not the page's own. */
const LinkOrigin = createContext<string | undefined>(undefined);

/**
 * Gives the referral link (and its QR code) a fixed origin instead of the page's: for stories,
 * whose page origin changes with the port they are served on. The app sets none, so its link
 * starts with the origin the visitor is on.
 */
export function ReferralLinkOrigin({ origin, children }: { origin: string; children: ReactNode }) {
  return <LinkOrigin.Provider value={origin}>{children}</LinkOrigin.Provider>;
}

/** The sign-up link that carries the code (read by /signup?referral=). */
function useReferralLink(code: string) {
  const origin = useContext(LinkOrigin) ?? window.location.origin;
  return `${origin}/signup?referral=${encodeURIComponent(code)}`;
}

/** /referral, Refer A Friend: the missions, what has been earned, the friends, and the link. */
export function ReferralScreen() {
  const { t } = useLingui();
  const referral = useReferral();
  return (
    <div className={page.page}>
      <PageHeader
        title={t`Refer A Friend`}
        description={t`Earn up to $20 in USDC and VEF for every friend who joins and completes both missions.`}
      />
      {referral.data ? (
        <ReferralContent referral={referral.data} />
      ) : referral.error ? (
        <LoadFailed what={t`Your referral details`} onRetry={() => void referral.mutate()} />
      ) : (
        <SkeletonGroup label={t`Loading your referral details`}>
          {/* Shaped like the page's grid: the missions and the rewards, the invitation, the table. */}
          <div className={styles.container}>
            <div className={styles.grid}>
              <Skeleton height="10rem" shape="rect" />
              <Skeleton height="10rem" shape="rect" />
              <div className={styles.rewards}>
                <Skeleton height="10rem" shape="rect" />
              </div>
              <div className={styles.inviteCard}>
                <Skeleton height="13rem" shape="rect" />
              </div>
              <div className={styles.wide}>
                <Skeleton height="12rem" shape="rect" />
              </div>
            </div>
          </div>
        </SkeletonGroup>
      )}
    </div>
  );
}

function ReferralContent({ referral }: { referral: Referral }) {
  const { t } = useLingui();
  const { referral_code: code } = referral;
  const link = useReferralLink(referral.referral_code);
  const earned = referral.referrer_rewards_earned;
  return (
    <div className={styles.container}>
      <div className={styles.grid}>
        <Missions />
        <Card title={t`Rewards Earned`} className={styles.rewards}>
          <dl className={styles.earned}>
            {TICKERS.map((ticker) => (
              <div key={ticker}>
                <dt>{ticker}</dt>
                <dd>
                  <Reward amount={earned[ticker]} ticker={ticker} />
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t`Invite Friends`} className={styles.inviteCard}>
          <div className={styles.invite}>
            <QRCode value={link} label={t`QR code of your referral link`} size={144} />
            <div className={page.stack}>
              <p className={page.muted}>
                <Trans>
                  Your referral code <strong>{code}</strong>
                </Trans>
              </p>
              <div className={styles.share}>
                <ReferralLink link={link} code={referral.referral_code} />
                <CopyButton value={link} label={t`Copy Link`} />
              </div>
            </div>
          </div>
        </Card>
        <Card title={t`Your Referrals`} className={styles.wide}>
          <RefereesTable rows={referral.referees_mission_status} />
        </Card>
      </div>
    </div>
  );
}

/**
 * The link on one line, cut in the middle when it does not fit: its start and the code at its
 * end stay visible. The text itself is whole (read out and copied in full), and so is its title.
 */
function ReferralLink({ link, code }: { link: string; code: string }) {
  const end = encodeURIComponent(code);
  return (
    <p className={styles.link} title={link} data-testid="referral-link">
      <span className={styles.linkStart}>{link.slice(0, link.length - end.length)}</span>
      <span className={styles.linkEnd}>{end}</span>
    </p>
  );
}

/** The two missions, with the rewards the server's configuration pays for them. */
function Missions() {
  const { t } = useLingui();
  const { data: rewards } = useReferralRewards();
  const reward = (value: string | undefined, ticker: string | undefined) =>
    value && ticker ? <Reward amount={value} ticker={ticker} trimZeros /> : null;
  const one = reward(rewards?.mission_one.referrer_amount, rewards?.mission_one.ticker);
  const two = reward(rewards?.mission_two.referrer_amount, rewards?.mission_two.ticker);
  const friend = reward(rewards?.mission_two.referee_amount, rewards?.mission_two.ticker);
  return (
    <section className={styles.missions} aria-label={t`Missions`}>
      <Card title={t`Mission 1: Sign up and verify`} headingLevel={2}>
        <p className={page.muted}>
          <Trans>
            Your friend signs up with your link and verifies their identity within 20 days.
          </Trans>
        </p>
        <p className={styles.reward}>
          {one ? <Trans>You earn up to {one}</Trans> : <Trans>You earn up to 5 USD</Trans>}
        </p>
      </Card>
      <Card title={t`Mission 2: Deposit and hold`} headingLevel={2}>
        <p className={page.muted}>
          <Trans>
            Within 30 days of verifying, your friend deposits 1,000 USDC or more and holds it for 30
            consecutive days.
          </Trans>
        </p>
        {two && (
          <p className={styles.reward}>
            {friend ? (
              <Trans>
                You earn {two}; your friend earns {friend}
              </Trans>
            ) : (
              <Trans>You earn {two}</Trans>
            )}
          </p>
        )}
      </Card>
    </section>
  );
}
