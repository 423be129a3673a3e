import { useEffect } from 'react';
import { useRevalidateCards, type Card } from '@wallet/api';
import { Card as Surface, CardFace, ChevronIcon, Link, PageHeader } from '@wallet/ui';
import { pageStyles as page } from '../../../common';
import { cardDisplay } from '../../cardStatus';
import { clearSettingsFlows } from '../flowDrafts';
import { RevealDetails } from '../Reveal/RevealDetails';
import styles from '../settings.module.css';
import { PermissionSwitches } from './PermissionSwitches';
import menu from './menu.module.css';

export interface SettingsMenuProps {
  card: Card;
  /** Where the card provider's details widget is served from; none: no Reveal. */
  cardWidgetUrl?: string;
}

/**
 * Manage Your Card, the settings menu (spec 2 sections 2 and 4): the card, its permission
 * switches, and by type Reset PIN (physical) or Reveal card details and Regenerate number
 * (virtual), then Terminate.
 */
export function SettingsMenu({ card, cardWidgetUrl }: SettingsMenuProps) {
  const refresh = useRevalidateCards();
  // The menu is outside every flow: a flow opened from here starts at its first step.
  useEffect(clearSettingsFlows, []);
  const display = cardDisplay(card.status);
  const state = display.kind === 'hidden' ? 'in-progress' : display.kind;

  return (
    <div className={page.page}>
      <PageHeader title="Manage Your Card" back={{ href: '/card', label: 'Back to Cards' }} />
      <div className={styles.layout}>
        <div className={styles.preview}>
          <CardFace
            type={card.type}
            lastFour={card.last_four_digits}
            nameOnCard={card.name_on_card}
            state={state}
            statusText={display.kind === 'in-progress' ? display.text : undefined}
          />
        </div>
        <Surface title="Card Settings">
          <ul className={styles.list}>
            <PermissionSwitches card={card} onSaved={refresh} />
            {card.type === 'physical' ? (
              <li>
                <MenuLink href="/card/setting/reset-pin">Reset PIN</MenuLink>
              </li>
            ) : (
              <>
                {cardWidgetUrl && (
                  <li>
                    <RevealDetails card={card} widgetUrl={cardWidgetUrl} />
                  </li>
                )}
                <li>
                  <MenuLink href="/card/setting/replace-virtual">Regenerate Number</MenuLink>
                </li>
              </>
            )}
            <li>
              <MenuLink href="/card/setting/terminate">Terminate Card</MenuLink>
            </li>
          </ul>
        </Surface>
      </div>
    </div>
  );
}

function MenuLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} variant="standalone" className={menu.item}>
      <span>{children}</span>
      <ChevronIcon width={20} height={20} aria-hidden="true" className={menu.chevron} />
    </Link>
  );
}
