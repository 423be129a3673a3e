import { describe, expect, it } from 'vitest';
import { PERSONAS, seed } from '@wallet/mocks';
import { applyFilters, listTotal, todayIn } from '../History/filters';
import { historyRows } from '../History/history';
import { figuresOf } from './figures.testing';
import { chartMonths, insightsOf, monthOf, type Figure, type Insights } from './insightsSums';

/** Every figure of a month's page, named, and the chosen month's bar of each chart. */
function figures(insights: Insights): [string, Figure][] {
  const bars = insights.series.flatMap((s) =>
    s.bars
      .filter((bar) => bar.month === insights.month)
      .map((bar): [string, Figure] => [
        `${s.id} bar`,
        { value: bar.out === '0' ? '0' : `-${bar.out}`, count: -1, filters: bar.filters },
      ]),
  );
  return [...figuresOf(insights), ...bars];
}

// Issue 43: each figure links to /transactions with filters whose list adds up to exactly it, for
// every month of the twelve of every demo persona (the seed a designer and QA see).
describe('every figure of every demo persona is the total of the list it links to', () => {
  // The 5,000-row persona is made at its first sign-in, by its own scenario.
  const dbs = [seed('demo'), seed('history')];
  it.each(Object.entries(PERSONAS))('%s', (_, email) => {
    const user = dbs.map((db) => db.users[email]).find(Boolean);
    if (!user) return;
    const withCard = user.kyc_level_name === 'verified-plus-vef';
    const rows = historyRows(
      user.transactions,
      withCard ? user.cardTransactions : [],
      user.timezone,
    );
    const today = todayIn(user.timezone);
    const thisMonth = monthOf(today);
    let checked = 0;
    for (const month of chartMonths(thisMonth, thisMonth)) {
      const insights = insightsOf(rows, month, thisMonth, withCard);
      for (const [name, figure] of figures(insights)) {
        const shown = applyFilters(rows, figure.filters, today);
        const total = listTotal(shown)?.value ?? '0';
        expect({ month, name, total }).toEqual({ month, name, total: figure.value });
        if (figure.count >= 0) expect(shown.length, `${month} ${name}`).toBe(figure.count);
        checked += 1;
      }
    }
    if (rows.length) expect(checked).toBeGreaterThan(0);
  });
});
