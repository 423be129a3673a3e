/**
 * The interface between this app and the card provider's details widget (a page in an iframe;
 * the real one at VITE_CARD_WIDGET_URL, the demo's stand-in at /card-widget.html). The token
 * never goes into the frame's URL (history, logs, Referer): the widget asks for it by message.
 *
 * widget -> app  { type: 'card-widget:ready' }            loaded, waiting for its token
 * app -> widget  { type: 'card-widget:token', token }     the client access token
 * widget -> app  { type: 'card-widget:shown' }            number, expiry and CVV on screen
 * widget -> app  { type: 'card-widget:error' }            the token was refused
 */
export const WIDGET_MESSAGE = {
  ready: 'card-widget:ready',
  token: 'card-widget:token',
  shown: 'card-widget:shown',
  error: 'card-widget:error',
} as const;

export type WidgetEvent = 'ready' | 'shown' | 'error';

/** How long the details stay on screen (issue 18: they hide again after 60 seconds). */
export const REVEAL_MS = 60_000;

/** The exact origin of the widget's page, relative URLs taken against this page. */
export const widgetOrigin = (widgetUrl: string, base: string) => new URL(widgetUrl, base).origin;

/**
 * What a window message says, when it comes from the widget's frame (`source`) at the widget's
 * exact origin; anything else (another frame, another origin, another shape) is `null`.
 */
export function widgetEvent(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  origin: string,
  source: MessageEventSource | null | undefined,
): WidgetEvent | null {
  if (event.origin !== origin || !source || event.source !== source) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === WIDGET_MESSAGE.ready) return 'ready';
  if (type === WIDGET_MESSAGE.shown) return 'shown';
  if (type === WIDGET_MESSAGE.error) return 'error';
  return null;
}
