import { createContext, useContext, type ReactNode } from 'react';
import { useReferral, useReferralRewards, type Referral } from '@wallet/api';
import { Card, CopyButton, QRCode, Skeleton, SkeletonGroup, PageHeader } from '@wallet/ui';
import { LoadFailed, pageStyles as page } from '../common';
import { Reward } from './Reward';
import { RefereesTable } from './RefereesTable';
import styles from './referral.module.css';

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
  const referral = useReferral();
  return (
    <div className={page.page}>
      <PageHeader
        title="Refer A Friend"
        description="Earn up to $20 in USDC and VEF for every friend who joins and completes both missions."
      />
      {referral.data ? (
        <ReferralContent referral={referral.data} />
      ) : referral.error ? (
        <LoadFailed what="Your referral details" onRetry={() => void referral.mutate()} />
      ) : (
        <SkeletonGroup label="Loading your referral details">
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
  const link = useReferralLink(referral.referral_code);
  const earned = referral.referrer_rewards_earned;
  return (
    <div className={styles.container}>
      <div className={styles.grid}>
        <Missions />
        <Card title="Rewards Earned" className={styles.rewards}>
          <dl className={styles.earned}>
            <div>
              <dt>USDC</dt>
              <dd>
                <Reward amount={earned.USDC} ticker="USDC" />
              </dd>
            </div>
            <div>
              <dt>VEF</dt>
              <dd>
                <Reward amount={earned.VEF} ticker="VEF" />
              </dd>
            </div>
          </dl>
        </Card>
        <Card title="Invite Friends" className={styles.inviteCard}>
          <div className={styles.invite}>
            <QRCode value={link} label="QR code of your referral link" size={144} />
            <div className={page.stack}>
              <p className={page.muted}>
                Your referral code <strong>{referral.referral_code}</strong>
              </p>
              <div className={styles.share}>
                <ReferralLink link={link} code={referral.referral_code} />
                <CopyButton value={link} label="Copy Link" />
              </div>
            </div>
          </div>
        </Card>
        <Card title="Your Referrals" className={styles.wide}>
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
  const { data: rewards } = useReferralRewards();
  const reward = (value: string | undefined, ticker: string | undefined) =>
    value && ticker ? <Reward amount={value} ticker={ticker} trimZeros /> : null;
  const one = reward(rewards?.mission_one.referrer_amount, rewards?.mission_one.ticker);
  const two = reward(rewards?.mission_two.referrer_amount, rewards?.mission_two.ticker);
  const friend = reward(rewards?.mission_two.referee_amount, rewards?.mission_two.ticker);
  return (
    <section className={styles.missions} aria-label="Missions">
      <Card title="Mission 1: Sign up and verify" headingLevel={2}>
        <p className={page.muted}>
          Your friend signs up with your link and verifies their identity within 20 days.
        </p>
        <p className={styles.reward}>You earn up to {one ?? '5 USD'}</p>
      </Card>
      <Card title="Mission 2: Deposit and hold" headingLevel={2}>
        <p className={page.muted}>
          Within 30 days of verifying, your friend deposits 1,000 USDC or more and holds it for 30
          consecutive days.
        </p>
        {two && (
          <p className={styles.reward}>
            You earn {two}
            {friend && <>; your friend earns {friend}</>}
          </p>
        )}
      </Card>
    </section>
  );
}
