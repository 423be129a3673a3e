import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCardApplicationData,
  useCardBalance,
  useCards,
  type CardApplicationData,
} from '@wallet/api';
import { AlertDialog, Button, Skeleton, SkeletonGroup, StepHeader, PageHeader } from '@wallet/ui';
import { GenericErrorDialog, LoadFailed, pageStyles as page, useLeaveBlocker } from '../../common';
import { startReview } from '../../forms/sendOnce';
import { useFlowDraft } from '../../forms/useFlowDraft';
import { useFlowSteps } from '../../forms/useFlowSteps';
import { shownCards } from '../cardStatus';
import { deliveryDefaults } from '../delivery/deliveryValues';
import { APPLY_DRAFT, APPLY_ONCE, type SavedApplication } from './applyDraft';
import { APPLY_MESSAGES, isNewUser, TIER } from './applyRules';
import { ChoosePage, PersonalizePage, SummaryPage } from './ApplyPages';
import {
  applySequence,
  asksBeforeLeaving,
  nextPage,
  pageAllowed,
  previousPage,
  type ApplyPage,
} from './pageOrder';
import type { Application } from './types';

const loadDelivery = () => import('./DeliveryPage');
const DeliveryPage = lazy(loadDelivery);
// The review and its end are their own chunk too (the terms checkbox, card/create): fetched as
// the flow opens, so they are there by the time the applicant is.
const loadReview = () => import('./ApplyReview');
const ReviewPage = lazy(() => loadReview().then((m) => ({ default: m.ReviewPage })));
const SubmittedPage = lazy(() => loadReview().then((m) => ({ default: m.SubmittedPage })));

/** Each page's title, read in the active language. */
const TITLES: Record<ApplyPage, string> = {
  get choose() {
    return t`Choose Your Card`;
  },
  get summary() {
    return t`Apply Summary`;
  },
  get personalize() {
    return t`Personalize Your Card`;
  },
  get delivery() {
    return t`Delivery Address`;
  },
  get review() {
    return t`Review Your Application`;
  },
  get submitted() {
    return t`Application Submitted`;
  },
};

/**
 * /card/apply (spec 2 sections 2, 4 and 5): six pages in the order of `pageOrder`, each a
 * history entry of the flow, so the browser's Back returns to the page before with its answers.
 * The application starts afresh on every visit and survives a reload (`APPLY_DRAFT`); leaving
 * the flow on pages 2 to 5 asks first. A customer who has a card goes to /card: Apply New Card is disabled
 * while any card exists (a terminated or replaced one does not count, docs/api.md).
 */
export function CardApplyScreen() {
  const application = useCardApplicationData();
  const balance = useCardBalance();
  const cards = useCards();
  const { t } = useLingui();
  // Decided on entry: the card the application itself creates must not send it to /card.
  const [applying, setApplying] = useState(false);
  const hasCard = cards.data && shownCards(cards.data.cards).length > 0;
  if (cards.data && !hasCard && !applying) setApplying(true);
  if (hasCard && !applying) return <Navigate to="/card" replace />;
  if (applying && application.data && balance.data)
    return (
      <ApplyFlow data={application.data} mainWalletBalance={balance.data.main_wallet_balance} />
    );
  const failed = application.error ?? balance.error ?? cards.error;
  return (
    <div className={page.page}>
      <PageHeader title={t`Apply For A Card`} />
      {failed ? (
        <LoadFailed
          what={t`The card offer`}
          onRetry={() => void Promise.all([application.mutate(), balance.mutate(), cards.mutate()])}
        />
      ) : (
        <SkeletonGroup label={t`Loading the card offer`}>
          <Skeleton height="14rem" shape="rect" />
          <Skeleton height="4rem" shape="rect" />
        </SkeletonGroup>
      )}
    </div>
  );
}

function ApplyFlow({
  data,
  mainWalletBalance,
}: {
  data: CardApplicationData;
  mainWalletBalance: string | undefined;
}) {
  const { t } = useLingui();
  const newUser = isNewUser(data);
  const tier1 = data.card_tiers.find((t) => t.id === TIER.virtual);
  // Each page a history entry of the flow: Back and Forward move between the pages.
  const steps = useFlowSteps<ApplyPage>('choose');
  const stored = useFlowDraft(APPLY_DRAFT);
  const [resumed] = useState(() => resumeOf(stored.saved, steps.flow));
  // Page 1's Apply was pressed in this flow: pages 2 to 5 may show.
  const [chosen, setChosen] = useState(Boolean(resumed));
  const [draft, setDraft] = useState<Application>(
    () =>
      resumed ?? {
        // Tier 1 preselected when the offer has it (spec 2 section 4).
        tier: tier1 ?? { id: TIER.virtual, applicationFee: '0', slotLimitReached: true },
        partnerCode: '',
        nameOnCard: newUser ? (data.user_info_sumsub.names[0] ?? '') : (data.name_on_card ?? ''),
        address: deliveryDefaults(data),
      },
  );
  const [codeRefused, setCodeRefused] = useState(false);
  const [slotFull, setSlotFull] = useState(false);
  const [hasCard, setHasCard] = useState(false);
  // Submitted from the review on `entry`, which shows the end from then on (Back from it goes to
  // the page before the review): `known` is false when it was found sent before, unanswered
  // (another tab, a reload). The flow's other entries then leave for /card.
  const [submitted, setSubmitted] = useState<{ known: boolean; entry: string }>();
  const [failed, setFailed] = useState(false);
  // While card/create is out the header's Back is gone: the answer decides the next page.
  const [sending, setSending] = useState(false);
  const path = { newUser, tierId: draft.tier.id };
  const pages = applySequence(path);
  const leavesForCard = submitted !== undefined && submitted.entry !== steps.entry;
  const pageAt = submitted ? 'submitted' : pageAllowed(steps.step, path, chosen);
  const at = pages.indexOf(pageAt);
  const guard = useLeaveBlocker(asksBeforeLeaving(pageAt), { busy: sending });
  // Kept for the flow until it is submitted (a reload, Back to page 1 and Forward again).
  useEffect(() => {
    if (submitted) stored.clear();
    else if (chosen) stored.save({ flow: steps.flow, ...draft });
  }, [stored, steps.flow, chosen, draft, submitted]);
  // The entry's page, or the one the application allows in its place; the submitted
  // application's other entries leave for /card, where its card is.
  const { replace } = steps;
  const landsOn = submitted || pageAt === steps.step ? undefined : pageAt;
  useEffect(() => {
    if (landsOn) replace(landsOn);
  }, [landsOn, replace]);
  useEffect(() => {
    if (leavesForCard) guard.leaveTo('/card');
    // Once, as the flow's other entry shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leavesForCard]);

  const go = (to: ApplyPage | undefined) => {
    if (!to) return;
    // A new review: its Apply may go out once (forms/sendOnce.ts).
    if (to === 'review') startReview(APPLY_ONCE);
    steps.go(to);
    // A new page starts at its heading: focus and scroll go to the top.
    window.scrollTo?.({ top: 0 });
  };
  // Nothing left to apply for (a card exists): the draft goes, and so does the page.
  const leaveForCard = () => {
    stored.clear();
    guard.leaveTo('/card');
  };
  const update = (next: Partial<Application>) => setDraft((d) => ({ ...d, ...next }));
  const back = sending ? undefined : previousPage(pageAt, path);
  const backTitle = back && TITLES[back];
  const needsDelivery = pages.includes('delivery');
  // Fetched ahead, once the path goes through the delivery page.
  useEffect(() => {
    if (needsDelivery) void loadDelivery();
  }, [needsDelivery]);
  useEffect(() => void loadReview(), []);

  return (
    <div className={page.page}>
      {pageAt !== 'submitted' && (
        <StepHeader
          title={TITLES[pageAt]}
          step={at + 1}
          totalSteps={pages.length - 1}
          progress={Math.round(((at + 1) / (pages.length - 1)) * 100)}
          {...(back ? { onBack: () => steps.back(back), backLabel: t`Back to ${backTitle}` } : {})}
        />
      )}
      {pageAt === 'choose' && (
        <ChoosePage
          data={data}
          draft={draft}
          refusedCode={codeRefused}
          onChosen={(choice) => {
            setCodeRefused(false);
            update(choice);
            if (choice.tier.slotLimitReached) setSlotFull(true);
            else {
              setChosen(true);
              go('summary');
            }
          }}
          onFailed={() => setFailed(true)}
        />
      )}
      {pageAt === 'summary' && (
        <SummaryPage
          tier={draft.tier}
          mainWalletBalance={mainWalletBalance}
          onApply={() => go(nextPage('summary', path))}
        />
      )}
      {pageAt === 'personalize' && (
        <PersonalizePage
          names={data.user_info_sumsub.names}
          draft={draft}
          onNext={(nameOnCard) => {
            update({ nameOnCard });
            go(nextPage('personalize', path));
          }}
        />
      )}
      {pageAt === 'delivery' && (
        <Suspense
          fallback={
            <SkeletonGroup label={t`Loading the delivery address`}>
              <Skeleton height="24rem" shape="rect" />
            </SkeletonGroup>
          }
        >
          <DeliveryPage
            address={draft.address}
            onNext={(address) => {
              update({ address });
              go(nextPage('delivery', path));
            }}
          />
        </Suspense>
      )}
      {(pageAt === 'review' || pageAt === 'submitted') && (
        <Suspense
          fallback={
            <SkeletonGroup label={t`Loading the review`}>
              <Skeleton height="24rem" shape="rect" />
            </SkeletonGroup>
          }
        >
          {pageAt === 'review' ? (
            <ReviewPage
              draft={draft}
              withAddress={needsDelivery}
              onSubmitted={(known) => setSubmitted({ known, entry: steps.entry })}
              onSlotFull={() => setSlotFull(true)}
              onHasCard={() => setHasCard(true)}
              onCodeRefused={() => {
                setCodeRefused(true);
                // Page 1 in place of the review, to correct the code.
                steps.replace('choose');
                window.scrollTo?.({ top: 0 });
              }}
              onFailed={() => setFailed(true)}
              onSendingChange={setSending}
            />
          ) : (
            <SubmittedPage known={submitted?.known} />
          )}
        </Suspense>
      )}
      <AlertDialog
        isOpen={guard.asking}
        onEscape={guard.stay}
        tone="warning"
        title={t`Cancel Card Application?`}
        actions={
          <>
            <Button variant="secondary" autoFocus onPress={guard.stay}>
              <Trans>Not Now</Trans>
            </Button>
            <Button
              onPress={() => {
                stored.clear();
                guard.leave();
              }}
            >
              <Trans>OK</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>Your card application has not been submitted and will be canceled.</Trans>
        </p>
      </AlertDialog>
      <AlertDialog
        isOpen={slotFull}
        onEscape={() => guard.leaveTo('/card')}
        tone="info"
        title={APPLY_MESSAGES.slotFullTitle}
        actions={
          <Button
            autoFocus
            onPress={() => {
              stored.clear();
              guard.leaveTo('/card');
            }}
          >
            <Trans>OK</Trans>
          </Button>
        }
      >
        <p>{APPLY_MESSAGES.slotFullText}</p>
      </AlertDialog>
      <AlertDialog
        isOpen={hasCard}
        onEscape={leaveForCard}
        tone="info"
        title={APPLY_MESSAGES.hasCardTitle}
        actions={
          <Button autoFocus onPress={leaveForCard}>
            <Trans>OK</Trans>
          </Button>
        }
      >
        <p>{APPLY_MESSAGES.hasCardText}</p>
      </AlertDialog>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </div>
  );
}

/** The saved application, when it was made in this flow (Back, Forward, a reload). */
function resumeOf(saved: SavedApplication, flow: string): Application | undefined {
  const { tier, partnerCode = '', nameOnCard, address } = saved;
  if (saved.flow !== flow || !tier || nameOnCard === undefined || !address) return undefined;
  return { tier, partnerCode, nameOnCard, address };
}
