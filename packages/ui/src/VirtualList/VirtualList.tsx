import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useLink, type AriaLinkOptions } from 'react-aria';
import styles from './VirtualList.module.css';

export interface VirtualListProps<T extends { id: string }> {
  'aria-label': string;
  /** The rows, in order; consecutive rows with one heading form a section. */
  items: readonly T[];
  /** A row's section heading (a day, for a history), shown above the section's first row. */
  heading: (item: T) => string;
  /** A row's content; it must fit `rowHeight`. */
  children: (item: T) => ReactNode;
  /** Where a row leads (through the app's router). */
  href: (item: T) => string;
  /** Options for the router's navigate when a row's link is followed (e.g. a state). */
  routerOptions?: AriaLinkOptions['routerOptions'];
  /**
   * A row to give the focus to, by id, each time a new request comes (a new object): where a
   * closed detail returns the customer. Scrolled into view first; ignored if the list lacks it.
   */
  focusRequest?: { id: string };
  /** @default 64 */
  rowHeight?: number;
  /** @default 36 */
  headingHeight?: number;
}

/** How many rows a Page Up or Page Down moves. */
const PAGE = 8;

/**
 * One row's link. Memoised: a filter that keeps a row in view does not render it again (its
 * props are the item, its href and tab stop, and the list's render function).
 */
const Row = memo(function Row<T>({
  item,
  render,
  href,
  routerOptions,
  tabIndex,
}: {
  item: T;
  render: (item: T) => ReactNode;
  href: string;
  routerOptions: AriaLinkOptions['routerOptions'];
  tabIndex: number;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  // react-aria's link: a click or Enter goes through the app's router (RouterProvider).
  const { linkProps } = useLink({ href, routerOptions }, ref);
  return (
    <a {...linkProps} ref={ref} href={href} tabIndex={tabIndex} className={styles.row}>
      {render(item)}
    </a>
  );
}) as <T>(props: {
  item: T;
  render: (item: T) => ReactNode;
  href: string;
  routerOptions: AriaLinkOptions['routerOptions'];
  tabIndex: number;
}) => ReactNode;

/**
 * A long list of links in sections that renders only the rows in view (@tanstack/react-virtual),
 * so thousands of rows stay quick to filter and scroll. A `list` of `listitem`s, each with its
 * position in the whole (aria-setsize, aria-posinset), a section's heading on its first row. The
 * list is one Tab stop (the row last focused); arrow keys, Page Up/Down, Home and End move
 * between rows, scrolling them into view; Enter follows a row's link. The focused row stays
 * rendered while scrolled away, so focus is never lost. Rows have one fixed height; the list
 * scrolls inside itself.
 */
export function VirtualList<T extends { id: string }>({
  items,
  heading,
  children,
  href,
  routerOptions,
  focusRequest,
  rowHeight = 64,
  headingHeight = 36,
  ...props
}: VirtualListProps<T>) {
  // Which rows open a section: one pass over the rows when they change, none per keystroke.
  const opens = useMemo(
    () => items.map((item, i) => i === 0 || heading(item) !== heading(items[i - 1]!)),
    [items, heading],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The row that takes Tab, by id so it survives a filter; the first row when it is gone.
  const [activeId, setActiveId] = useState<string>();
  const found = activeId === undefined ? -1 : items.findIndex((item) => item.id === activeId);
  const active = Math.max(0, found);
  const focusNext = useRef<number>(undefined);

  // A new key function per list of rows: the virtualizer lays its rows out again only then.
  const getItemKey = useCallback((i: number) => items[i]!.id, [items]);
  // The app has no React Compiler; this component reads the virtualizer afresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => rowHeight + (opens[i] ? headingHeight : 0),
    getItemKey,
    overscan: 4,
    // The row that has (or takes) focus is always in the document.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return indexes.includes(active) || active >= range.count
        ? indexes
        : [...indexes, active].sort((a, b) => a - b);
    },
  });

  // The row waiting for the focus, once it is rendered (after a scroll, on a later render).
  const focusPendingRow = () => {
    const index = focusNext.current;
    if (index === undefined) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
    const link = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] a`);
    if (link) {
      focusNext.current = undefined;
      link.focus();
    }
  };
  useEffect(focusPendingRow);

  const move = useEffectEvent((event: KeyboardEvent) => {
    const last = items.length - 1;
    const to = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + PAGE,
      PageUp: active - PAGE,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    const index = Math.min(last, Math.max(0, to));
    focusNext.current = index;
    setActiveId(items[index]!.id);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  });
  const focusRow = useEffectEvent((id: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) return;
    focusNext.current = index;
    setActiveId(id);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    // A row in view already: neither the id nor the scroll may render the list again.
    focusPendingRow();
  });
  useEffect(() => {
    if (focusRequest) focusRow(focusRequest.id);
  }, [focusRequest]);
  const focused = useEffectEvent((event: FocusEvent) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const item = items[Number(row?.dataset.index)];
    if (item) setActiveId(item.id);
  });
  // Listened to on the list, not on each row, so rows stay unchanged between renders.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current!;
    const onKeyDown = (event: KeyboardEvent) => move(event);
    const onFocusIn = (event: FocusEvent) => focused(event);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <div ref={scroller} className={styles.list}>
      <div
        ref={list}
        role="list"
        aria-label={props['aria-label']}
        className={styles.inner}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map(({ index, key, start, size }) => {
          const item = items[index]!;
          return (
            <div
              key={key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={index + 1}
              data-index={index}
              className={styles.item}
              style={{ height: size, transform: `translateY(${start}px)` }}
            >
              {opens[index] && (
                <h2 className={styles.heading} style={{ height: headingHeight }}>
                  {heading(item)}
                </h2>
              )}
              <Row
                item={item}
                render={children}
                href={href(item)}
                routerOptions={routerOptions}
                tabIndex={index === active ? 0 : -1}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
