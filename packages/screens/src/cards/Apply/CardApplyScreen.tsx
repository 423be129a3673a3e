import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  useCardApplicationData,
  useCardBalance,
  type CardApplicationData,
  type CardTier,
} from '@wallet/api';
import { AlertDialog, Button, Skeleton, SkeletonGroup, StepHeader } from '@wallet/ui';
import { GenericErrorDialog, LoadFailed, pageStyles as page, useLeaveGuard } from '../../common';
import { deliveryDefaults, type DeliveryAddress } from '../delivery/deliveryValues';
import { APPLY_MESSAGES, isNewUser, TIER } from './applyRules';
import { ChoosePage, PersonalizePage, SummaryPage } from './ApplyPages';
import { APPLY_ONCE, ReviewPage, SubmittedPage } from './ApplyReview';
import { startReview } from '../../forms/sendOnce';
import {
  applySequence,
  asksBeforeLeaving,
  nextPage,
  previousPage,
  type ApplyPage,
} from './pageOrder';

/** What the application holds as it goes (spec 2 section 3, card application form). */
export interface Application {
  tier: CardTier;
  partnerCode: string;
  nameOnCard: string;
  address: DeliveryAddress;
}

const loadDelivery = () => import('./DeliveryPage');
const DeliveryPage = lazy(loadDelivery);

const TITLES: Record<ApplyPage, string> = {
  choose: 'Choose Your Card',
  summary: 'Apply Summary',
  personalize: 'Personalize Your Card',
  delivery: 'Delivery Address',
  review: 'Review Your Application',
  submitted: 'Application Submitted',
};

/**
 * /card/apply (spec 2 sections 2, 4 and 5): six pages in the order of `pageOrder`. The
 * application lives in this page only, so it starts afresh on every entry (and on reload);
 * leaving on pages 2 to 5 asks first.
 */
export function CardApplyScreen() {
  const application = useCardApplicationData();
  const balance = useCardBalance();
  if (application.data && balance.data)
    return (
      <ApplyFlow data={application.data} mainWalletBalance={balance.data.main_wallet_balance} />
    );
  const failed = application.error ?? balance.error;
  return (
    <div className={page.page}>
      <header className={page.heading}>
        <h1>Apply For A Card</h1>
      </header>
      {failed ? (
        <LoadFailed
          what="The card offer"
          onRetry={() => void Promise.all([application.mutate(), balance.mutate()])}
        />
      ) : (
        <SkeletonGroup label="Loading the card offer">
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
  const newUser = isNewUser(data);
  const tier1 = data.card_tiers.find((t) => t.id === TIER.virtual);
  const [pageAt, setPage] = useState<ApplyPage>('choose');
  const [draft, setDraft] = useState<Application>(() => ({
    // Tier 1 preselected when the offer has it (spec 2 section 4).
    tier: tier1 ?? { id: TIER.virtual, applicationFee: '0', slotLimitReached: true },
    partnerCode: '',
    nameOnCard: newUser ? (data.user_info_sumsub.names[0] ?? '') : (data.name_on_card ?? ''),
    address: deliveryDefaults(data),
  }));
  const [slotFull, setSlotFull] = useState(false);
  // Submitted from here (true) or found sent before, unanswered (another tab, a reload).
  const [known, setKnown] = useState(true);
  const [failed, setFailed] = useState(false);
  // While card/create is out the header's Back is gone: the answer decides the next page.
  const [sending, setSending] = useState(false);
  const own = useRef<HTMLDivElement>(null);
  const guard = useLeaveGuard(asksBeforeLeaving(pageAt), own);
  const path = { newUser, tierId: draft.tier.id };
  const pages = applySequence(path);
  const at = pages.indexOf(pageAt);

  const go = (to: ApplyPage | undefined) => {
    if (!to) return;
    // A new review: its Apply may go out once (forms/sendOnce.ts).
    if (to === 'review') startReview(APPLY_ONCE);
    setPage(to);
    // A new page starts at its heading: focus and scroll go to the top.
    window.scrollTo?.({ top: 0 });
  };
  const update = (next: Partial<Application>) => setDraft((d) => ({ ...d, ...next }));
  const back = sending ? undefined : previousPage(pageAt, path);
  const needsDelivery = pages.includes('delivery');
  // Fetched ahead, once the path goes through the delivery page.
  useEffect(() => {
    if (needsDelivery) void loadDelivery();
  }, [needsDelivery]);

  return (
    <div className={page.page} ref={own}>
      {pageAt !== 'submitted' && (
        <StepHeader
          title={TITLES[pageAt]}
          step={at + 1}
          totalSteps={pages.length - 1}
          progress={Math.round(((at + 1) / (pages.length - 1)) * 100)}
          {...(back ? { onBack: () => go(back), backLabel: `Back to ${TITLES[back]}` } : {})}
        />
      )}
      {pageAt === 'choose' && (
        <ChoosePage
          data={data}
          draft={draft}
          onChosen={(chosen) => {
            update(chosen);
            if (chosen.tier.slotLimitReached) setSlotFull(true);
            else go('summary');
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
            <SkeletonGroup label="Loading the delivery address">
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
      {pageAt === 'review' && (
        <ReviewPage
          draft={draft}
          withAddress={needsDelivery}
          onSubmitted={(known) => {
            setKnown(known);
            go('submitted');
          }}
          onSlotFull={() => setSlotFull(true)}
          onFailed={() => setFailed(true)}
          onSendingChange={setSending}
        />
      )}
      {pageAt === 'submitted' && <SubmittedPage known={known} />}
      <AlertDialog
        isOpen={guard.asking}
        onEscape={guard.stay}
        tone="warning"
        title="Cancel Card Application?"
        actions={
          <>
            <Button variant="secondary" autoFocus onPress={guard.stay}>
              Not Now
            </Button>
            <Button onPress={guard.leave}>OK</Button>
          </>
        }
      >
        <p>Your card application has not been submitted and will be canceled.</p>
      </AlertDialog>
      <AlertDialog
        isOpen={slotFull}
        onEscape={() => guard.leaveTo('/card')}
        tone="info"
        title={APPLY_MESSAGES.slotFullTitle}
        actions={
          <Button autoFocus onPress={() => guard.leaveTo('/card')}>
            OK
          </Button>
        }
      >
        <p>{APPLY_MESSAGES.slotFullText}</p>
      </AlertDialog>
      <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
    </div>
  );
}
