import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteEnabled, useFeatures, useRevalidateCards, type Card } from '@wallet/api';
import {
  Badge,
  Card as Surface,
  CardFace,
  IconButton,
  IconButtonRow,
  PageHeader,
  PinIcon,
  RegenerateIcon,
  TerminateIcon,
} from '@wallet/ui';
import { pageStyles as page } from '../../../common';
import { cardDisplay } from '../../cardStatus';
import { clearSettingsFlows } from '../flowDrafts';
import { useRevealDetails } from '../Reveal/RevealDetails';
import styles from '../settings.module.css';
import { PermissionSwitches } from './PermissionSwitches';

const RESET_PIN = '/card/setting/reset-pin';

export interface SettingsMenuProps {
  card: Card;
  /** Where the card provider's details widget is served from; none: no Reveal. */
  cardWidgetUrl?: string;
}

/**
 * Manage Your Card, the settings menu (spec 2 sections 2 and 4): the card face with its actions
 * under it in a row, by type Reset PIN (physical) or Reveal card details (shown on the face) and
 * Regenerate number (virtual), then Terminate; beside it the permission switches.
 */
export function SettingsMenu({ card, cardWidgetUrl }: SettingsMenuProps) {
  const refresh = useRevalidateCards();
  const { t } = useLingui();
  // The menu is outside every flow: a flow opened from here starts at its first step.
  useEffect(clearSettingsFlows, []);
  const display = cardDisplay(card.status);
  const state = display.kind === 'hidden' ? 'in-progress' : display.kind;

  return (
    <div className={page.page}>
      <PageHeader title={t`Manage Your Card`} back={{ href: '/card', label: t`Back to Cards` }} />
      <Surface title={t`Card Settings`} className={styles.menu}>
        <div className={styles.menuLayout}>
          <div className={styles.cardColumn}>
            {card.type === 'virtual' && cardWidgetUrl ? (
              <VirtualCard card={card} state={state} widgetUrl={cardWidgetUrl} />
            ) : (
              <>
                <CardFace
                  type={card.type}
                  lastFour={card.last_four_digits}
                  nameOnCard={card.name_on_card}
                  state={state}
                  statusText={display.kind === 'in-progress' ? display.text : undefined}
                />
                <CardActions card={card} />
              </>
            )}
          </div>
          <ul className={styles.list}>
            <PermissionSwitches card={card} onSaved={refresh} />
          </ul>
        </div>
      </Surface>
    </div>
  );
}

/** A virtual card whose details can be revealed: on its face, the toggle among its actions. */
function VirtualCard({
  card,
  state,
  widgetUrl,
}: {
  card: Card;
  state: 'active' | 'frozen' | 'in-progress';
  widgetUrl: string;
}) {
  const reveal = useRevealDetails({ card, widgetUrl });
  return (
    <>
      <CardFace
        type={card.type}
        lastFour={card.last_four_digits}
        nameOnCard={card.name_on_card}
        state={state}
        details={reveal.details}
      />
      <CardActions card={card} reveal={reveal.toggle} />
      {reveal.status}
    </>
  );
}

/**
 * The card's actions as a row of icons: each opens its page, Reveal shows the details. Reset PIN
 * is Coming Soon (spec 2's badge) unless the feature list enables its page: its call is one we
 * propose (docs/api.md).
 */
function CardActions({ card, reveal }: { card: Card; reveal?: ReactNode }) {
  const { data: features } = useFeatures();
  const { t } = useLingui();
  return (
    <IconButtonRow label={t`Card actions`}>
      {card.type === 'physical' ? (
        isRouteEnabled(features, RESET_PIN) ? (
          <IconButton icon={<PinIcon />} label={t`Reset PIN`} href={RESET_PIN} />
        ) : (
          <IconButton
            icon={<PinIcon />}
            label={t`Reset PIN`}
            isDisabled
            badge={
              <Badge>
                <Trans>Coming Soon</Trans>
              </Badge>
            }
          />
        )
      ) : (
        <>
          {reveal}
          <IconButton
            icon={<RegenerateIcon />}
            label={t`Regenerate Number`}
            href="/card/setting/replace-virtual"
          />
        </>
      )}
      <IconButton
        icon={<TerminateIcon />}
        label={t`Terminate Card`}
        href="/card/setting/terminate"
      />
    </IconButtonRow>
  );
}
