import { useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { ChevronIcon } from '../icons/icons';
import { pageItems } from './pageItems';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Recent Transactions pages". @default 'Pagination' */
  label?: string;
}

/** A page button's name: "Page 3". */
const pageLabel = (number: number) => t`Page ${number}`;

/**
 * Previous, a bounded list of pages and Next, in one row down to a phone's width: the first and
 * last pages, the current one (aria-current="page") with its neighbours, and an ellipsis for the
 * pages left out (hidden from assistive technology: the numbers say where each button goes). At
 * most seven page slots whatever the count, so the bar keeps its width from page to page.
 * The list that owns the rows keeps the page.
 */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  useActiveLocale();
  const nav = useRef<HTMLElement>(null);
  // Previous or Next pressed onto the first or last page turns disabled under the focus: the
  // focus moves to the current page, not to the document.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  const go = (next: number) => {
    refocus.current = next <= 1 || next >= pageCount;
    onPageChange(next);
  };

  return (
    <nav ref={nav} aria-label={label ?? t`Pagination`} className={styles.pagination}>
      <div className={styles.bar}>
        <Button
          variant="ghost"
          size="sm"
          className={styles.step}
          isDisabled={page <= 1}
          onPress={() => go(page - 1)}
        >
          <ChevronIcon className={styles.back} />
          <span className={styles.stepLabel}>{t`Previous`}</span>
        </Button>
        <ol className={styles.pages}>
          {pageItems(page, pageCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <Button
                  variant={item === page ? 'primary' : 'ghost'}
                  size="sm"
                  className={styles.page}
                  aria-label={pageLabel(item)}
                  aria-current={item === page ? 'page' : undefined}
                  onPress={() => onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <li key={item} className={styles.gap} aria-hidden="true" data-gap={item}>
                …
              </li>
            ),
          )}
        </ol>
        <Button
          variant="ghost"
          size="sm"
          className={styles.step}
          isDisabled={page >= pageCount}
          onPress={() => go(page + 1)}
        >
          <span className={styles.stepLabel}>{t`Next`}</span>
          <ChevronIcon />
        </Button>
      </div>
    </nav>
  );
}
