import { z } from 'zod/mini';
import { ackSchema, get, post } from '../client/shared';
import * as s from './schemas';

/** Cards (spec 2 section 7). */
export const getCardBalance = () => get('card/balance', s.cardBalanceSchema);
export const getCardApplicationData = (tierId?: number) =>
  get(`card/tiers${tierId ? `?id=${tierId}` : ''}`, s.cardApplicationDataSchema);
/**
 * A partner code's check (the spec names no call): card/tiers with the code answers the tier it
 * unlocks (tier 3); an invalid or expired code is a 400 with error_id invalid_partner_code.
 */
export const checkPartnerCode = (code: string) =>
  get(`card/tiers?partner_code=${encodeURIComponent(code)}`, s.cardApplicationDataSchema);
export const getCards = (cardId?: string) =>
  get(`card${cardId ? `?id=${encodeURIComponent(cardId)}` : ''}`, s.cardsSchema);
export const createCard = (body: {
  card_tier_id: number;
  name_on_card: string;
  accept_tnc: boolean;
  /** The partner code that unlocked tier 3 (not in spec 2's payload: docs/api.md). */
  partner_code?: string;
}) => post('card/create', body, ackSchema);
export const topUpCard = (amount: string) =>
  post('card/topup', { amount, accept_tnc: true }, z.looseObject({ txn_hash: z.string() }));
export const getCardSensitiveInfo = (cardId: string) =>
  get(`card/${encodeURIComponent(cardId)}/sensitive-info`, s.sensitiveCardInfoSchema);
export const getCardTransactions = () => get('card/transactions', z.array(s.cardTransactionSchema));
export const setCardPermission = (cardId: string, permission: s.CardPermission) =>
  post(`card/${encodeURIComponent(cardId)}/permission`, permission, ackSchema);
export const terminateCard = (body: { card_id: string; reason?: string; accept_tnc: boolean }) =>
  post('card/terminate', body, ackSchema);
export const replaceVirtualCard = (cardId: string) =>
  post('card/replace', { card_id: cardId, accept_tnc: true }, ackSchema);

/*
 * Proposed to the backend (spec 2 names no call for these; docs/api.md, "Proposed calls"). Their
 * pages are Coming Soon unless the feature list enables them (config/features.ts).
 */

/**
 * A physical card's PIN, checked against its current one: a wrong current PIN is a 400 with
 * error_id `invalid_current_pin`.
 */
export const changeCardPin = (cardId: string, body: { current_pin: string; new_pin: string }) =>
  post(`card/${encodeURIComponent(cardId)}/pin`, body, ackSchema);

/** What the physical replacement sends: the card, the delivery address and the agreement. */
export interface PhysicalReplacement {
  card_id: string;
  country: string;
  state: string;
  city: string;
  post_code: string;
  address: string;
  phone_number: string;
  mobile_code: string;
  accept_tnc: true;
}

/**
 * Replaces a physical card: charges tier 2's `applicationFee` from the main wallet, issues a new
 * physical card (being prepared) and ends the old one. Its own path, never `card/replace`: a
 * backend that only replaces virtual cards answers an unknown path, not a virtual card.
 */
export const replacePhysicalCard = (body: PhysicalReplacement) =>
  post('card/replace-physical', body, z.looseObject({ card_id: z.string() }));
