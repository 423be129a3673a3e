import type { AriaComboBoxOptions } from 'react-aria/useComboBox';
import type { ComboBoxState } from 'react-stately/useComboBoxState';

type LayoutDelegate = NonNullable<AriaComboBoxOptions<unknown>['layoutDelegate']>;

/** Height of one option row in px (ListBox.module.css and the list's windowing rely on it). */
export const ROW_HEIGHT = 40;

/**
 * Where each option is in the list, from its index: the list renders only the rows in view, so
 * react-aria's page up and down cannot measure the others in the DOM.
 */
export function rowLayout(
  collection: ComboBoxState<unknown>['collection'],
  listBox: () => HTMLElement | null,
): LayoutDelegate {
  const size = () => ({ width: listBox()?.clientWidth ?? 0, height: ROW_HEIGHT });
  return {
    getItemRect(key) {
      const index = collection.getItem(key)?.index;
      return index === undefined ? null : { x: 0, y: index * ROW_HEIGHT, ...size() };
    },
    getVisibleRect() {
      const list = listBox();
      return {
        x: 0,
        y: list?.scrollTop ?? 0,
        width: list?.clientWidth ?? 0,
        height: list?.clientHeight ?? 0,
      };
    },
    getContentSize() {
      return { width: size().width, height: collection.size * ROW_HEIGHT };
    },
  };
}
