import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, OverlayArrow } from 'react-aria-components';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The tooltip text: a supplement, never the only place information lives. */
  content: ReactNode;
  /** One focusable element (a Button or Link) the tooltip describes. */
  children: ReactElement;
  /** Milliseconds of hover before it opens; focus opens it at once. @default 600 */
  delay?: number;
  /** @default 'top' */
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A short hint on hover and keyboard focus; Escape closes it. */
export function Tooltip({ content, children, delay = 600, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow className={styles.arrow}>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
