import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getCardSensitiveInfo, type Card } from '@wallet/api';
import { EyeIcon, EyeOffIcon, IconButton } from '@wallet/ui';
import { GenericErrorDialog } from '../../../common';
import { useSingleAction } from '../../../forms/useSingleSubmit';
import { REVEAL_MS, WIDGET_MESSAGE, widgetEvent, widgetOrigin } from './cardWidget';
import styles from './reveal.module.css';

export interface RevealDetailsProps {
  card: Card;
  /** The card provider's widget page (VITE_CARD_WIDGET_URL, or the demo's stand-in). */
  widgetUrl: string;
}

/** What the status line says: kept as a key, worded as it renders (in the active language). */
type RevealStatus = '' | 'loading' | 'shown' | 'silent' | 'hidden' | 'timedOut' | 'failed';

function statusText(status: RevealStatus) {
  switch (status) {
    case 'loading':
      return t`Loading card details…`;
    case 'shown':
      return t`Card details shown. They hide again after 60 seconds.`;
    case 'silent':
      return t`The card provider's panel is open. It hides again after 60 seconds.`;
    case 'hidden':
      return t`Card details hidden.`;
    case 'timedOut':
      return t`Card details hidden after 60 seconds.`;
    case 'failed':
      return t`Card details could not be shown. Please try again.`;
    default:
      return '';
  }
}

/**
 * Reveal card details (spec 2 section 4): `card/{id}/sensitive-info` gives a client access
 * token, and the provider's widget shows the number, expiry and CVV in its frame; this page
 * never sees them. They hide again after 60 seconds, when the page is hidden, or on Hide.
 *
 * Three parts for the caller to place: `details` (the widget, for the card face), `toggle`
 * (Reveal or Hide, for the card's actions) and `status` (what happened, said and shown).
 */
export function useRevealDetails({ card, widgetUrl }: RevealDetailsProps) {
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<RevealStatus>('');
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const toggleBox = useRef<HTMLSpanElement>(null);
  const frameBox = useRef<HTMLDivElement>(null);

  const reveal = useSingleAction(async () => {
    try {
      const info = await getCardSensitiveInfo(card.card_id);
      setStatus('loading');
      setToken(info.client_access_token);
    } catch {
      setFailed(true);
    }
  });

  const hide = useCallback((next: RevealStatus) => {
    // Focus in the details goes with them: back to the toggle (Reveal again).
    const hadFocus = [toggleBox, frameBox].some(
      (box) => box.current?.contains(document.activeElement) ?? false,
    );
    setToken(null);
    setStatus(next);
    if (hadFocus)
      requestAnimationFrame(() => toggleBox.current?.querySelector<HTMLElement>('button')?.focus());
  }, []);

  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => hide('timedOut'), REVEAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide('hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token, hide]);

  return {
    details: token ? (
      <div ref={frameBox} className={styles.frameBox}>
        <DetailsFrame
          url={widgetUrl}
          token={token}
          onShown={() => setStatus('shown')}
          onSilent={() => setStatus('silent')}
          onError={() => hide('failed')}
        />
      </div>
    ) : undefined,
    // One button whose name follows the state: focus stays on it from Reveal to Hide and back.
    toggle: (
      <span ref={toggleBox} className={styles.toggle}>
        <IconButton
          icon={token ? <EyeOffIcon /> : <EyeIcon />}
          label={token ? t`Hide Card Details` : t`Reveal Card Details`}
          onPress={token ? () => hide('hidden') : reveal.run}
          isPending={reveal.isPending}
        />
      </span>
    ),
    status: (
      <>
        <p role="status" className={styles.status}>
          {statusText(status)}
        </p>
        <GenericErrorDialog isOpen={failed} onClose={() => setFailed(false)} />
      </>
    ),
  };
}

interface DetailsFrameProps {
  url: string;
  token: string;
  onShown: () => void;
  onError: () => void;
  /** The widget loaded without asking for its token: it does not speak cardWidget.ts. */
  onSilent: () => void;
}

/**
 * The provider's widget, shown as it loads; it gets the token by message when it asks, and only
 * its own frame is heard. A widget that never asks stays on screen with what it shows itself, and
 * the page does not claim the details are shown (docs/api.md, the card-details widget).
 */
function DetailsFrame({ url, token, onShown, onError, onSilent }: DetailsFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const asked = useRef(false);
  const origin = widgetOrigin(url, window.location.href);
  const { t } = useLingui();
  const callbacks = useRef({ onShown, onError, onSilent });
  useEffect(() => {
    callbacks.current = { onShown, onError, onSilent };
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      switch (widgetEvent(event, origin, target)) {
        case 'ready':
          asked.current = true;
          target?.postMessage({ type: WIDGET_MESSAGE.token, token }, origin);
          break;
        case 'shown':
          callbacks.current.onShown();
          break;
        case 'error':
          callbacks.current.onError();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, token]);

  return (
    <iframe
      ref={frame}
      src={url}
      title={t`Card details`}
      className={styles.frame}
      // Scripts and its own origin (the provider's storage); no forms, pop-ups or top navigation.
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
      onLoad={() => {
        if (!asked.current) callbacks.current.onSilent();
      }}
    />
  );
}
