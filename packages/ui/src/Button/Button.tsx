import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends AriaButtonProps {
  /** Visual weight and intent. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
}

/**
 * A press target built on react-aria's Button: keyboard, pointer and touch behave alike, and
 * `isPending` keeps focus, blocks further presses and announces progress, which is what stops
 * a money action from being sent twice.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonProps) {
  useActiveLocale();
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (cls) =>
        clsx(styles.button, fullWidth && styles.fullWidth, cls),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" label={t`Working`} />}
          <span className={styles.label}>{content}</span>
        </>
      ))}
    </AriaButton>
  );
}
