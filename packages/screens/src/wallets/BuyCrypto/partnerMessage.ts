/** The exact origin of the partner's page (a relative URL is this app's own stand-in). */
export const partnerOrigin = (url: string, base: string) => new URL(url, base).origin;

/** What the partner page tells us. */
export interface PartnerMessage {
  type: string;
}

/**
 * Whether a window message comes from the partner frame: sent by its window, from its exact
 * origin, shaped as a message of ours. Anything else (another frame, another origin) is ignored.
 */
export function isPartnerMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  origin: string,
  frame: Window | null | undefined,
): event is MessageEvent<PartnerMessage> {
  if (!frame || event.source !== frame || event.origin !== origin) return false;
  const data = event.data as unknown;
  return (
    typeof data === 'object' && data !== null && typeof (data as PartnerMessage).type === 'string'
  );
}
