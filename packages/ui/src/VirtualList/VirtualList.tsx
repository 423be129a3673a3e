import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { mergeProps, useLink, type AriaLinkOptions } from 'react-aria';
import styles from './VirtualList.module.css';

export interface VirtualListSection<T> {
  id: string;
  /** The section's heading (a day, for a history). */
  title: string;
  items: T[];
}

export interface VirtualListProps<T extends { id: string }> {
  'aria-label': string;
  sections: VirtualListSection<T>[];
  /** A row's content; it must fit `rowHeight`. */
  children: (item: T) => ReactNode;
  /** Where a row leads (through the app's router). */
  href: (item: T) => string;
  /** Options for the router's navigate when a row's link is followed (e.g. a state). */
  routerOptions?: AriaLinkOptions['routerOptions'];
  /** @default 64 */
  rowHeight?: number;
  /** @default 36 */
  headingHeight?: number;
}

interface Entry<T> {
  item: T;
  /** The section's heading, on the first row of each section. */
  heading?: string;
}

/** How many rows a Page Up or Page Down moves. */
const PAGE = 8;

function Row({
  href,
  routerOptions,
  tabIndex,
  onKeyDown,
  onFocus,
  children,
}: {
  href: string;
  routerOptions: AriaLinkOptions['routerOptions'];
  tabIndex: number;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  // react-aria's link: a click or Enter goes through the app's router (RouterProvider).
  const { linkProps } = useLink({ href, routerOptions }, ref);
  return (
    <a
      {...mergeProps(linkProps, { onKeyDown, onFocus })}
      ref={ref}
      href={href}
      tabIndex={tabIndex}
      className={styles.row}
    >
      {children}
    </a>
  );
}

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
  sections,
  children,
  href,
  routerOptions,
  rowHeight = 64,
  headingHeight = 36,
  ...props
}: VirtualListProps<T>) {
  const entries = useMemo(
    () =>
      sections.flatMap((section) =>
        section.items.map((item, i): Entry<T> => ({
          item,
          heading: i === 0 ? section.title : undefined,
        })),
      ),
    [sections],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The row that takes Tab, by id so it survives a filter; the first row when it is gone.
  const [activeId, setActiveId] = useState<string>();
  const found = activeId === undefined ? -1 : entries.findIndex((e) => e.item.id === activeId);
  const active = Math.max(0, found);
  const focusNext = useRef<number>(undefined);

  // The app has no React Compiler; this component reads the virtualizer afresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => rowHeight + (entries[i]?.heading ? headingHeight : 0),
    getItemKey: (i) => entries[i]!.item.id,
    overscan: 4,
    // The row that has (or takes) focus is always in the document.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return indexes.includes(active) || active >= range.count
        ? indexes
        : [...indexes, active].sort((a, b) => a - b);
    },
  });

  // Sizes depend on which rows start a section: measure again when the rows change.
  useLayoutEffect(() => virtualizer.measure(), [entries, virtualizer]);

  useEffect(() => {
    const index = focusNext.current;
    if (index === undefined) return;
    const link = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] a`);
    if (link) {
      focusNext.current = undefined;
      link.focus();
    }
  });

  const move = (event: KeyboardEvent) => {
    const last = entries.length - 1;
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
    setActiveId(entries[index]!.item.id);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  return (
    <div ref={scroller} className={styles.list}>
      <div
        role="list"
        aria-label={props['aria-label']}
        className={styles.inner}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map(({ index, key, start, size }) => {
          const { item, heading } = entries[index]!;
          return (
            <div
              key={key}
              role="listitem"
              aria-setsize={entries.length}
              aria-posinset={index + 1}
              data-index={index}
              className={styles.item}
              style={{ height: size, transform: `translateY(${start}px)` }}
            >
              {heading && (
                <h2 className={styles.heading} style={{ height: headingHeight }}>
                  {heading}
                </h2>
              )}
              <Row
                href={href(item)}
                routerOptions={routerOptions}
                tabIndex={index === active ? 0 : -1}
                onKeyDown={move}
                onFocus={() => setActiveId(item.id)}
              >
                {children(item)}
              </Row>
            </div>
          );
        })}
      </div>
    </div>
  );
}
