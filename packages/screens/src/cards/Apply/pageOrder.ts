/**
 * The pages of /card/apply and their order (spec 2 sections 2 and 4, Card application):
 * 1 choose, 2 summary, then personalize for a new user (and delivery after it for any tier but
 * 1), then review and submitted. A user who had a card before goes from summary to review.
 */
export const APPLY_PAGES = [
  'choose',
  'summary',
  'personalize',
  'delivery',
  'review',
  'submitted',
] as const;
export type ApplyPage = (typeof APPLY_PAGES)[number];

export interface ApplyPath {
  /** Never had a card: the name on card is chosen (page 3). */
  newUser: boolean;
  tierId: number;
}

/** The pages this application goes through, in order. */
export function applySequence({ newUser, tierId }: ApplyPath): ApplyPage[] {
  const named: ApplyPage[] = newUser
    ? ['personalize', ...(tierId === 1 ? [] : ['delivery' as const])]
    : [];
  return ['choose', 'summary', ...named, 'review', 'submitted'];
}

/** Where Apply or Next goes from `page`; undefined after the last page. */
export function nextPage(page: ApplyPage, path: ApplyPath): ApplyPage | undefined {
  const pages = applySequence(path);
  const at = pages.indexOf(page);
  return at < 0 ? undefined : pages[at + 1];
}

/** Where Back goes from `page`; undefined on the first page and after submitting. */
export function previousPage(page: ApplyPage, path: ApplyPath): ApplyPage | undefined {
  if (page === 'submitted') return undefined;
  const pages = applySequence(path);
  const at = pages.indexOf(page);
  return at <= 0 ? undefined : pages[at - 1];
}

/**
 * The page a history entry of the application may show (Back and Forward return to its entries):
 * `page` when the application allows it, else the nearest page before it that it does. Pages 2
 * to 5 need page 1's choice (`chosen`); a page off this path (the delivery address once tier 1 is
 * chosen instead) gives way to the one before it. Submitted is shown only by the submission, on
 * the review's entry.
 */
export function pageAllowed(page: ApplyPage, path: ApplyPath, chosen: boolean): ApplyPage {
  if (!chosen || page === 'submitted') return 'choose';
  const pages = applySequence(path);
  const order = APPLY_PAGES.indexOf(page);
  return pages.findLast((allowed) => APPLY_PAGES.indexOf(allowed) <= order) ?? 'choose';
}

/** Leaving asks first on every page but the first and the last (spec 2 section 4). */
export const asksBeforeLeaving = (page: ApplyPage) => page !== 'choose' && page !== 'submitted';
