import type { Figure, Insights } from './insightsSums';

/** Every figure of a month's page with a name, for tests that follow each to its list. */
export function figuresOf(insights: Insights): [string, Figure][] {
  const all: [string, Figure][] = [];
  for (const w of insights.wallets) {
    all.push(
      [`${w.ticker} in`, w.moneyIn],
      [`${w.ticker} out`, w.moneyOut],
      [`${w.ticker} net`, w.net],
    );
    for (const k of w.byKind) {
      if (k.moneyIn) all.push([`${w.ticker} ${k.kind} in`, k.moneyIn]);
      if (k.moneyOut) all.push([`${w.ticker} ${k.kind} out`, k.moneyOut]);
    }
  }
  const card = insights.card;
  if (card) {
    all.push(['spent', card.spent], ['purchases', card.purchases], ['refunds', card.refunds]);
    all.push(['pending', card.pending]);
    for (const m of card.merchants) all.push([`merchant ${m.name}`, m.spent]);
  }
  return all;
}
