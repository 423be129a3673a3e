import { describe, expect, it } from 'vitest';
import { CARD_IN_PROGRESS_TEXT, cardDisplay, shownCards } from './cardStatus';

describe('cardDisplay', () => {
  it.each([
    ['active', 'active'],
    ['Active', 'active'],
    ['frozen', 'frozen'],
    ['terminated', 'hidden'],
    ['replaced', 'hidden'],
    ['processing', 'in-progress'],
    ['shipping', 'in-progress'],
    ['', 'in-progress'],
  ])('%s shows as %s', (status, kind) => {
    expect(cardDisplay(status).kind).toBe(kind);
  });

  it('says what an in-progress card is doing', () => {
    expect(cardDisplay('issuing')).toEqual({ kind: 'in-progress', text: CARD_IN_PROGRESS_TEXT });
  });

  it('shows every card but terminated and replaced ones, in order', () => {
    const cards = ['active', 'terminated', 'frozen', 'replaced', 'processing'].map((status) => ({
      status,
    }));
    expect(shownCards(cards).map((c) => c.status)).toEqual(['active', 'frozen', 'processing']);
  });
});
