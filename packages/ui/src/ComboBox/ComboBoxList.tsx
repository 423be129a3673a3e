import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import type { Key } from 'react-aria-components';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { useListBox, useOption, type AriaListBoxOptions } from 'react-aria/useListBox';
import { usePopover } from 'react-aria/usePopover';
import type { ComboBoxState } from 'react-stately/useComboBoxState';
import { OptionIcon, type OptionIconSource } from '../ListBox/OptionIcon';
import listStyles from '../ListBox/ListBox.module.css';
import type { ComboBoxOption } from './ComboBox';
import { ROW_HEIGHT } from './rowLayout';
import styles from './ComboBox.module.css';

/** Rows rendered beyond each edge of the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 4;

interface ComboBoxListProps<T extends ComboBoxOption> {
  state: ComboBoxState<T>;
  items: T[];
  listBoxProps: AriaListBoxOptions<T>;
  listBoxRef: RefObject<HTMLDivElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  /** The field's box: the popover opens under it, as wide as it. */
  triggerRef: RefObject<HTMLDivElement | null>;
  emptyText: string;
}

/**
 * The open list of a ComboBox: a non-modal popover under the field with a listbox whose rows
 * have a fixed height, of which only those in view (and the focused one) are in the DOM.
 */
export function ComboBoxList<T extends ComboBoxOption>({
  state,
  items,
  listBoxProps: comboBoxListProps,
  listBoxRef,
  popoverRef,
  triggerRef,
  emptyText,
}: ComboBoxListProps<T>) {
  const { popoverProps, placement } = usePopover(
    {
      triggerRef,
      popoverRef,
      scrollRef: listBoxRef,
      placement: 'bottom start',
      offset: 8,
      isNonModal: true,
    },
    state,
  );
  const { listBoxProps } = useListBox(
    { ...comboBoxListProps, isVirtualized: true },
    state,
    listBoxRef,
  );
  // The list focuses the chosen option as it opens; text typed (or pasted) at once may have
  // filtered that option out, and the arrows would then start from a row that is not there.
  const { focusedKey } = state.selectionManager;
  useEffect(() => {
    if (focusedKey !== null && !state.collection.getItem(focusedKey))
      state.selectionManager.setFocusedKey(null);
  }, [focusedKey, state.collection, state.selectionManager]);
  const triggerWidth = useWidth(triggerRef);
  const rows = [...state.collection];
  const rowWindow = useRowWindow(listBoxRef, rows.length, state.selectionManager.focusedKey, state);
  const icons = new Map(items.map((item) => [item.id, item.icon]));

  return (
    <Overlay>
      <div
        {...popoverProps}
        ref={popoverRef}
        className={listStyles.popover}
        style={{ ...popoverProps.style, '--trigger-width': triggerWidth } as CSSProperties}
        data-trigger="ComboBox"
        data-placement={placement ?? undefined}
      >
        <div
          {...listBoxProps}
          ref={listBoxRef}
          className={`${listStyles.listbox} ${listStyles.virtualized}`}
          onScroll={rowWindow.onScroll}
          data-empty={rows.length === 0 || undefined}
        >
          {rows.length === 0 ? (
            // The listbox must own an option; react-aria's ListBox does the same.
            <div role="option" aria-selected={false} style={{ display: 'contents' }}>
              <div className={listStyles.empty}>{emptyText}</div>
            </div>
          ) : (
            <div role="presentation" style={{ position: 'relative', height: rowWindow.height }}>
              {rows
                .filter((row) => rowWindow.shows(row.index, row.key))
                .map((row) => (
                  <Option
                    key={row.key}
                    state={state}
                    optionKey={row.key}
                    index={row.index ?? 0}
                    label={row.textValue}
                    icon={icons.get(String(row.key))}
                  />
                ))}
            </div>
          )}
        </div>
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

/** The rows in view, from the list's scroll position; the focused row is always rendered. */
function useRowWindow<T>(
  listBoxRef: RefObject<HTMLDivElement | null>,
  count: number,
  focusedKey: Key | null,
  state: ComboBoxState<T>,
) {
  const [view, setView] = useState({ top: 0, height: 0 });
  const read = () => {
    const list = listBoxRef.current;
    if (list) setView({ top: list.scrollTop, height: list.clientHeight });
  };
  const focusedIndex =
    focusedKey === null ? undefined : state.collection.getItem(focusedKey)?.index;
  // Keys and the pointer move the focus; the list scrolls to keep the focused row in view.
  useLayoutEffect(() => {
    const list = listBoxRef.current;
    if (list && focusedIndex !== undefined) {
      const top = focusedIndex * ROW_HEIGHT;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + ROW_HEIGHT > list.scrollTop + list.clientHeight)
        list.scrollTop = top + ROW_HEIGHT - list.clientHeight;
    }
    read();
  }, [focusedIndex, count]); // eslint-disable-line react-hooks/exhaustive-deps -- refs
  const first = Math.floor(view.top / ROW_HEIGHT) - OVERSCAN;
  const last = Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN;
  return {
    height: count * ROW_HEIGHT,
    onScroll: read,
    shows: (index: number | undefined, key: Key) =>
      key === focusedKey || (index !== undefined && index >= first && index <= last),
  };
}

function Option<T>({
  state,
  optionKey,
  index,
  label,
  icon,
}: {
  state: ComboBoxState<T>;
  optionKey: Key;
  index: number;
  label: string;
  icon?: OptionIconSource;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isFocused, isSelected, isDisabled, isPressed, isFocusVisible } = useOption(
    { key: optionKey },
    state,
    ref,
  );
  return (
    <div
      {...optionProps}
      ref={ref}
      className={`${listStyles.option} ${styles.row}`}
      style={{ position: 'absolute', insetInline: 0, top: index * ROW_HEIGHT }}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
    >
      {icon && <OptionIcon {...icon} />}
      <span className={styles.text}>{label}</span>
    </div>
  );
}

/** The element's width in px, kept up to date as it resizes (the list is as wide as the field). */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState<string>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(`${element.getBoundingClientRect().width}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
