import { describe, expect, it } from 'vitest';
import { applySequence, asksBeforeLeaving, nextPage, pageAllowed, previousPage } from './pageOrder';

describe('card application page order', () => {
  it.each([
    [true, 1, ['choose', 'summary', 'personalize', 'review', 'submitted']],
    [true, 2, ['choose', 'summary', 'personalize', 'delivery', 'review', 'submitted']],
    [true, 3, ['choose', 'summary', 'personalize', 'delivery', 'review', 'submitted']],
    [false, 1, ['choose', 'summary', 'review', 'submitted']],
    [false, 2, ['choose', 'summary', 'review', 'submitted']],
    [false, 3, ['choose', 'summary', 'review', 'submitted']],
  ] as const)('new user %s, tier %i', (newUser, tierId, pages) => {
    expect(applySequence({ newUser, tierId })).toEqual(pages);
  });

  it('Apply on the summary: personalize for a new user, else review', () => {
    expect(nextPage('summary', { newUser: true, tierId: 1 })).toBe('personalize');
    expect(nextPage('summary', { newUser: false, tierId: 1 })).toBe('review');
  });

  it('Next on personalize: review for tier 1, else delivery', () => {
    expect(nextPage('personalize', { newUser: true, tierId: 1 })).toBe('review');
    expect(nextPage('personalize', { newUser: true, tierId: 2 })).toBe('delivery');
    expect(nextPage('personalize', { newUser: true, tierId: 3 })).toBe('delivery');
  });

  it('Back on review: personalize or delivery for a new user, else the summary', () => {
    expect(previousPage('review', { newUser: true, tierId: 1 })).toBe('personalize');
    expect(previousPage('review', { newUser: true, tierId: 2 })).toBe('delivery');
    expect(previousPage('review', { newUser: true, tierId: 3 })).toBe('delivery');
    expect(previousPage('review', { newUser: false, tierId: 1 })).toBe('summary');
    expect(previousPage('review', { newUser: false, tierId: 2 })).toBe('summary');
  });

  it('Back elsewhere goes one page back; none on the first page or once submitted', () => {
    expect(previousPage('summary', { newUser: true, tierId: 1 })).toBe('choose');
    expect(previousPage('personalize', { newUser: true, tierId: 1 })).toBe('summary');
    expect(previousPage('delivery', { newUser: true, tierId: 2 })).toBe('personalize');
    expect(previousPage('choose', { newUser: true, tierId: 1 })).toBeUndefined();
    expect(previousPage('submitted', { newUser: true, tierId: 1 })).toBeUndefined();
    expect(nextPage('submitted', { newUser: true, tierId: 1 })).toBeUndefined();
  });

  it('a page off the path has no neighbours', () => {
    expect(nextPage('delivery', { newUser: true, tierId: 1 })).toBeUndefined();
    expect(nextPage('personalize', { newUser: false, tierId: 1 })).toBeUndefined();
  });

  it('an entry returned to by Back or Forward shows its page while the application allows it', () => {
    expect(pageAllowed('delivery', { newUser: true, tierId: 2 }, true)).toBe('delivery');
    expect(pageAllowed('review', { newUser: false, tierId: 1 }, true)).toBe('review');
    // Tier 1 chosen since: no delivery address, the page before it.
    expect(pageAllowed('delivery', { newUser: true, tierId: 1 }, true)).toBe('personalize');
    expect(pageAllowed('personalize', { newUser: false, tierId: 2 }, true)).toBe('summary');
    // Nothing chosen on page 1 in this flow (its draft is gone): page 1.
    expect(pageAllowed('review', { newUser: true, tierId: 1 }, false)).toBe('choose');
    // Submitted only by the submission itself.
    expect(pageAllowed('submitted', { newUser: true, tierId: 1 }, true)).toBe('choose');
  });

  it('asks before leaving on pages 2 to 5 only', () => {
    expect(asksBeforeLeaving('choose')).toBe(false);
    expect(asksBeforeLeaving('summary')).toBe(true);
    expect(asksBeforeLeaving('personalize')).toBe(true);
    expect(asksBeforeLeaving('delivery')).toBe(true);
    expect(asksBeforeLeaving('review')).toBe(true);
    expect(asksBeforeLeaving('submitted')).toBe(false);
  });
});
