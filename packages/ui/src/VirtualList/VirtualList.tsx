import type { ReactNode } from 'react';
import {
  Collection,
  GridList,
  GridListHeader,
  GridListItem,
  GridListSection,
  ListLayout,
  Virtualizer,
  type GridListItemProps,
} from 'react-aria-components';
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
  /** What a screen reader and type-ahead read for a row. */
  textValue: (item: T) => string;
  /** Where a row leads (through the app's router), if rows are links. */
  href?: (item: T) => string;
  /** Options for the router's navigate when a row's link is followed (e.g. a state). */
  routerOptions?: GridListItemProps['routerOptions'];
  /**
   * What the rows' rendering reads besides the item (e.g. the search their links keep): the
   * list caches each row by its item, and renders it again only when one of these changes.
   */
  dependencies?: readonly unknown[];
  /** @default 64 */
  rowHeight?: number;
  /** @default 36 */
  headingHeight?: number;
  /** Shown when there are no rows. */
  renderEmptyState?: () => ReactNode;
}

/**
 * A long list in sections that renders only the rows in view (react-aria's Virtualizer), so
 * thousands of rows stay quick to filter and scroll. A grid list: arrow keys move between rows,
 * Enter follows a row's link. Rows have one fixed height; the list scrolls inside itself.
 */
export function VirtualList<T extends { id: string }>({
  sections,
  children,
  textValue,
  href,
  routerOptions,
  dependencies = [],
  rowHeight = 64,
  headingHeight = 36,
  renderEmptyState,
  ...props
}: VirtualListProps<T>) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight, headingHeight }}>
      <GridList
        aria-label={props['aria-label']}
        className={styles.list}
        items={sections}
        dependencies={dependencies}
        renderEmptyState={renderEmptyState}
      >
        {(section) => (
          <GridListSection id={section.id} className={styles.section}>
            <GridListHeader className={styles.heading}>{section.title}</GridListHeader>
            <Collection items={section.items} dependencies={dependencies}>
              {(item) => (
                <GridListItem
                  id={item.id}
                  textValue={textValue(item)}
                  href={href?.(item)}
                  routerOptions={routerOptions}
                  className={styles.row}
                >
                  {children(item)}
                </GridListItem>
              )}
            </Collection>
          </GridListSection>
        )}
      </GridList>
    </Virtualizer>
  );
}
