import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { Spinner } from '../Spinner/Spinner';
import styles from './IconButton.module.css';

export interface IconButtonProps {
  /** The icon (one of ui's icons): decorative, `label` names the control. */
  icon: ReactNode;
  /** The control's name: under the icon when `labelled`, for assistive technology only when `compact`. */
  label: string;
  /**
   * `labelled`: a round icon with its caption under it, for a row of a surface's actions (a card's,
   * a wallet's). `compact`: the icon alone, quiet, for a row's actions in a list. @default 'labelled'
   */
  appearance?: 'labelled' | 'compact';
  /** `primary` fills the round icon with the brand colour: the one action to take next. @default 'neutral' */
  tone?: 'neutral' | 'primary';
  /** A link (it navigates) instead of a button. */
  href?: string;
  onPress?: (event: PressEvent) => void;
  onPressStart?: (event: PressEvent) => void;
  isDisabled?: boolean;
  /**
   * Says why it is disabled, under the caption (a Coming Soon badge); part of its name. Only
   * with `labelled`.
   */
  badge?: ReactNode;
  /** Busy: blocks presses and shows a spinner in place of the icon (a money action sent once). */
  isPending?: boolean;
}

/**
 * A press target drawn as an icon: react-aria's Button, or its Link with `href`. Destructive
 * actions use it too, in neutral colours: the confirming dialog carries the danger colour.
 */
export function IconButton({
  icon,
  label,
  appearance = 'labelled',
  tone = 'neutral',
  href,
  onPress,
  onPressStart,
  isDisabled,
  badge,
  isPending,
}: IconButtonProps) {
  useActiveLocale();
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {isPending ? <Spinner size="sm" label={t`Working`} /> : icon}
      </span>
      <span className={appearance === 'labelled' ? styles.label : 'visually-hidden'}>{label}</span>
      {badge && <span className={styles.badge}>{badge}</span>}
    </>
  );
  const shared = {
    className: styles.iconButton,
    'data-appearance': appearance,
    'data-tone': tone,
    onPress,
    onPressStart,
    isDisabled,
  };
  return href ? (
    <AriaLink {...shared} href={href}>
      {content}
    </AriaLink>
  ) : (
    <AriaButton {...shared} isPending={isPending}>
      {content}
    </AriaButton>
  );
}

/** A row of labelled IconButtons, evenly spaced, as on a card's or a wallet's surface. */
export function IconButtonRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {children}
    </div>
  );
}
