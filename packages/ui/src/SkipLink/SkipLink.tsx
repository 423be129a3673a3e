import type { MouseEvent, ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './SkipLink.module.css';

/** The id every layout gives its `<main tabIndex={-1}>`, the skip link's target. */
export const MAIN_ID = 'main';

export interface SkipLinkProps {
  /** Id of the element that takes focus (focusable: a `<main>` with tabIndex -1). @default 'main' */
  targetId?: string;
  /** @default 'Skip to main content' */
  children?: ReactNode;
}

/**
 * The first stop in the tab order (WCAG 2.4.1): hidden until focused, it moves focus to the
 * page's main region. Render it first in a layout.
 */
export function SkipLink({ targetId = MAIN_ID, children }: SkipLinkProps) {
  useActiveLocale();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus moves without a "#main" in the URL, which the router would take for a navigation.
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skip} onClick={skip}>
      {children === undefined ? t`Skip to main content` : children}
    </a>
  );
}
