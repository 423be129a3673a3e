import { describe, expect, it } from 'vitest';
import { isToggleShortcut, parsePlacement } from './launcherPlacement';

describe('demo launcher placement', () => {
  it.each([
    [null, '', { corner: 'bottom-end', hidden: false }],
    ['{"corner":"bottom-start","hidden":true}', '', { corner: 'bottom-start', hidden: true }],
    ['{"corner":"top-left","hidden":"yes"}', '', { corner: 'bottom-end', hidden: false }],
    ['not json', '', { corner: 'bottom-end', hidden: false }],
    ['[]', '', { corner: 'bottom-end', hidden: false }],
    ['{"corner":"bottom-start","hidden":true}', '?demo', { corner: 'bottom-start', hidden: false }],
    ['{"hidden":true}', '?redirect=%2Fprofile&demo=', { corner: 'bottom-end', hidden: false }],
  ])('%j with %j is %j', (stored, search, placement) => {
    expect(parsePlacement(stored, search)).toEqual(placement);
  });

  it.each([
    [{ altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyD' }, true],
    [{ altKey: true, shiftKey: false, ctrlKey: false, metaKey: false, code: 'KeyD' }, false],
    [{ altKey: true, shiftKey: true, ctrlKey: true, metaKey: false, code: 'KeyD' }, false],
    [{ altKey: false, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyD' }, false],
    [{ altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyB' }, false],
  ])('%j toggles: %s', (event, toggles) => {
    expect(isToggleShortcut(event)).toBe(toggles);
  });
});
