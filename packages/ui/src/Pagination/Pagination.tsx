import { Button } from '../Button/Button';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. @default 'Pagination' */
  label?: string;
}

/** Previous, numbered pages and Next; the current page is marked aria-current. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button
        variant="ghost"
        size="sm"
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <ol className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'primary' : 'ghost'}
              size="sm"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onPress={() => onPageChange(n)}
            >
              {n}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
