import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Card } from '@wallet/api';
import { PageSkeleton, PageHeader } from '@wallet/ui';
import { LoadFailed, pageStyles as page } from '../../common';
import { isManageable, settingsScreenFor } from './cardSettingsRules';
import { clearSettingsFlows, flowEndedFor } from './flowDrafts';
import { SettingsMenu } from './Menu/SettingsMenu';
import { useSettingsCard } from './useSettingsCard';

// Each flow loads when opened: the menu's first download stays small (the physical replacement
// alone brings the address form, react-hook-form and zod).
const TerminateFlow = lazy(() =>
  import('./Terminate/TerminateFlow').then((m) => ({ default: m.TerminateFlow })),
);
const ReplaceVirtualFlow = lazy(() =>
  import('./ReplaceVirtual/ReplaceVirtualFlow').then((m) => ({ default: m.ReplaceVirtualFlow })),
);
const ReplacePhysicalFlow = lazy(() =>
  import('./ReplacePhysical/ReplacePhysicalFlow').then((m) => ({
    default: m.ReplacePhysicalFlow,
  })),
);
const ResetPinFlow = lazy(() =>
  import('./ResetPin/ResetPinFlow').then((m) => ({ default: m.ResetPinFlow })),
);

export interface CardSettingsScreenProps {
  /**
   * Where the card provider's details widget is served from (the app passes
   * VITE_CARD_WIDGET_URL, or the demo stand-in's page in a demo build). Without one, Reveal card
   * details is not offered.
   */
  cardWidgetUrl?: string;
}

/**
 * /card/setting and /card/setting/:screen, Manage Your Card (spec 2 sections 2 and 4): the last
 * path segment picks the flow, any other segment shows the menu. The card comes from session
 * storage, or the first card the customer has; with none left, /card decides where to go.
 */
export function CardSettingsScreen({ cardWidgetUrl }: CardSettingsScreenProps) {
  const { screen } = useParams();
  const location = useLocation();
  const { data, error, mutate } = useSettingsCard();
  const { t } = useLingui();
  // The card this visit works on: fresh data of the same card replaces it, but a refresh after
  // terminating or replacing it (which picks another card, or none) leaves the flow's last
  // screen on the card it finished.
  const [card, setCard] = useState<Card | null | undefined>(undefined);
  if (data !== undefined && data !== card && (!card || data?.card_id === card.card_id))
    setCard(data);

  if (error && !card)
    return (
      <div className={page.page}>
        <PageHeader title={t`Manage Your Card`} />
        <LoadFailed what={t`Your card`} onRetry={() => void mutate()} />
      </div>
    );
  if (card === undefined) return <PageSkeleton />;
  if (card === null) return <LeaveGoneCard />;
  // This card was terminated or replaced (read so, or the refresh picked another card or none).
  // Only the last screen of the flow that did it still shows it; Back to the menu, or any other
  // step (a reload while it was pending), leaves for /card rather than offer actions on a card
  // that is gone.
  const gone = !isManageable(card) || (data !== undefined && data?.card_id !== card.card_id);
  if (gone && !flowEndedFor(settingsScreenFor(screen, card.type), card.card_id, location.key))
    return <LeaveGoneCard />;

  return (
    <Suspense fallback={<PageSkeleton />}>
      <SettingsScreen screen={screen} card={card} cardWidgetUrl={cardWidgetUrl} />
    </Suspense>
  );
}

/** Goes to /card, ending the settings flows begun for the card that is gone (or for none). */
function LeaveGoneCard() {
  useEffect(clearSettingsFlows, []);
  return <Navigate to="/card" replace />;
}

function SettingsScreen({
  screen,
  card,
  cardWidgetUrl,
}: {
  screen: string | undefined;
  card: Card;
  cardWidgetUrl?: string;
}) {
  switch (settingsScreenFor(screen, card.type)) {
    case 'terminate':
      return <TerminateFlow card={card} />;
    case 'replace-virtual':
      return <ReplaceVirtualFlow card={card} />;
    case 'replace-physical':
      return <ReplacePhysicalFlow card={card} />;
    case 'reset-pin':
      return <ResetPinFlow card={card} />;
    default:
      return <SettingsMenu card={card} cardWidgetUrl={cardWidgetUrl} />;
  }
}
