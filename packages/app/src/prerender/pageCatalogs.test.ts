import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogModule, readCatalog, reachable } from './pageCatalogs';

const ES_PO = join(import.meta.dirname, '../../../ui/src/i18n/locales/es.po');

describe("a page's own catalog", () => {
  // entry -> router -(lazy)-> home, cards; home -(lazy)-> panels -> table; cards -> card-face
  const graph: Record<string, string[]> = {
    entry: ['router', 'es.po'],
    router: ['home', 'cards'],
    home: ['panels', 'amount'],
    panels: ['table', 'amount'],
    cards: ['card-face', 'amount'],
  };
  const importsOf = (id: string) => graph[id] ?? [];
  const pages = new Set(['home', 'cards']);

  it("reaches what the frame and the page can show, their lazy parts too, not another page's", () => {
    const stop = (id: string) => pages.has(id) || id.endsWith('.po');
    expect([...reachable(['entry'], importsOf, stop)].sort()).toEqual(['entry', 'router']);
    const home = reachable(
      ['home'],
      importsOf,
      (id) => (pages.has(id) && id !== 'home') || stop(id),
    );
    expect([...home].sort()).toEqual(['amount', 'home', 'panels', 'table']);
  });

  it('holds the messages of those files, compiled as the whole catalog has them', async () => {
    const catalog = await readCatalog(ES_PO);
    const { messages } = await import('@wallet/ui/locales/es.po');
    const files = new Set(['packages/screens/src/wallets/Home/RecentTransactions.tsx']);
    const { count, source } = catalogModule(catalog, files);
    const own = JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/s.exec(source)![1]!)) as object;
    expect(count).toBeGreaterThan(0);
    expect(Object.keys(own)).toHaveLength(count);
    // Each as the whole catalog's module (@lingui/vite-plugin) compiles it.
    for (const [id, compiled] of Object.entries(own))
      expect(compiled, id).toEqual((messages as Record<string, unknown>)[id]);
    // Only that file's: a message of another page is not there.
    const cards = catalogModule(
      catalog,
      new Set(['packages/screens/src/cards/CardsPage/CardTransactionsTable.tsx']),
    );
    expect(cards.source).not.toBe(source);
    expect(catalogModule(catalog, new Set()).count).toBe(0);
  });
});
