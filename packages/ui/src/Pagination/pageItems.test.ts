import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

const pages = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
    for (const page of pages(7)) expect(pageItems(page, 7)).toEqual(pages(7));
  });

  it('bounds 34 pages to first, last, the current page and its neighbours, with gaps', () => {
    expect(pageItems(1, 34)).toEqual([1, 2, 3, 4, 5, 'end-gap', 34]);
    expect(pageItems(2, 34)).toEqual([1, 2, 3, 4, 5, 'end-gap', 34]);
    expect(pageItems(4, 34)).toEqual([1, 2, 3, 4, 5, 'end-gap', 34]);
    expect(pageItems(5, 34)).toEqual([1, 'start-gap', 4, 5, 6, 'end-gap', 34]);
    expect(pageItems(17, 34)).toEqual([1, 'start-gap', 16, 17, 18, 'end-gap', 34]);
    expect(pageItems(30, 34)).toEqual([1, 'start-gap', 29, 30, 31, 'end-gap', 34]);
    expect(pageItems(31, 34)).toEqual([1, 'start-gap', 30, 31, 32, 33, 34]);
    expect(pageItems(33, 34)).toEqual([1, 'start-gap', 30, 31, 32, 33, 34]);
    expect(pageItems(34, 34)).toEqual([1, 'start-gap', 30, 31, 32, 33, 34]);
  });

  it('keeps seven slots on every page of a long list, the current page always among them', () => {
    for (const count of [8, 9, 10, 34, 60])
      for (const page of pages(count)) {
        const items = pageItems(page, count);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(count);
        // Neighbours shown, numbers rising, and a gap never stands for a single page.
        if (page > 1) expect(items).toContain(page - 1);
        if (page < count) expect(items).toContain(page + 1);
        const numbers = items.filter((item) => typeof item === 'number');
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        items.forEach((item, i) => {
          if (typeof item === 'string')
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }
  });

  it('shows a page instead of a gap that would stand for one page', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'end-gap', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'start-gap', 4, 5, 6, 7, 8]);
  });

  it('takes a page out of range as the nearest end, and no page as one', () => {
    expect(pageItems(0, 34)).toEqual(pageItems(1, 34));
    expect(pageItems(99, 34)).toEqual(pageItems(34, 34));
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it('can show more or fewer neighbours', () => {
    expect(pageItems(17, 34, 0)).toEqual([1, 'start-gap', 17, 'end-gap', 34]);
    expect(pageItems(17, 34, 2)).toEqual([1, 'start-gap', 15, 16, 17, 18, 19, 'end-gap', 34]);
  });
});
