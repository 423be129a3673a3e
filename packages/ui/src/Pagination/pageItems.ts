/** One slot of a page list: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'start-gap' | 'end-gap';

/**
 * The bounded page list: the first and last pages, the current page with `siblings` neighbours
 * each side, and a gap (drawn as an ellipsis) where pages are left out. Above `5 + 2 * siblings`
 * pages the list always has that many slots, so the bar keeps its width from page to page; a gap
 * never stands for a single page (that page is shown instead).
 *
 *     pageItems(1, 34)  -> [1, 2, 3, 4, 5, 'end-gap', 34]
 *     pageItems(17, 34) -> [1, 'start-gap', 16, 17, 18, 'end-gap', 34]
 *     pageItems(34, 34) -> [1, 'start-gap', 30, 31, 32, 33, 34]
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 5 + 2 * siblings;
  if (count <= slots) return range(1, count);

  // The window of middle pages, as wide as the gaps it saves: shifted inwards at either end.
  const width = 1 + 2 * siblings;
  const start = Math.min(Math.max(current - siblings, 3), count - 1 - width);
  const end = start + width - 1;
  // At the start the window grows into the gap it does not need, and likewise at the end.
  const from = start === 3 ? 2 : start;
  const to = end === count - 2 ? count - 1 : end;
  return [
    1,
    ...(from > 2 ? (['start-gap'] as const) : []),
    ...range(from, to),
    ...(to < count - 1 ? (['end-gap'] as const) : []),
    count,
  ];
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
