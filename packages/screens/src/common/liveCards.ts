/**
 * Cards that are gone for good, terminated or replaced: /card does not show them, and they do
 * not count as the customer having a card (dashboard, /card/apply; docs/api.md).
 */
export const isGoneCard = (status: string) => /^(terminated|replaced)$/i.test(status.trim());

/** The cards a customer still has, in the server's order. */
export const liveCards = <C extends { status: string }>(cards: readonly C[]) =>
  cards.filter((card) => !isGoneCard(card.status));
