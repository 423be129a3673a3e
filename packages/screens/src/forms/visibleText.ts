/**
 * Invisible format characters a copy from a web page or chat can carry: soft hyphen, Mongolian
 * vowel separator, zero-width spaces and joiners, direction marks and overrides, word joiner,
 * invisible operators, direction isolates, BOM. Free-text fields drop them; addresses refuse them
 * (common/address).
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** A free-text value as it is sent and shown: invisible characters removed, spaces trimmed. */
export const cleanText = (value: string) => value.replace(INVISIBLE, '').trim();

/** Whether a required free-text field holds something a person can see. */
export const hasVisibleText = (value: string) => cleanText(value).length > 0;
