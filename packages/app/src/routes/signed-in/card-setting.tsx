import { CardSettingsScreen } from '@wallet/screens/pages/CardSettingsScreen';

/** The card provider's details widget: the demo build's local stand-in, else the configured one. */
const CARD_WIDGET_URL = __DEMO__
  ? '/card-widget.html'
  : (import.meta.env.VITE_CARD_WIDGET_URL as string | undefined);

export function Component() {
  return <CardSettingsScreen cardWidgetUrl={CARD_WIDGET_URL} />;
}
