import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Link.module.css';

export interface LinkProps extends AriaLinkProps {
  /** `inline` sits in running text; `standalone` stands alone, bolder. @default 'inline' */
  variant?: 'inline' | 'standalone';
}

/**
 * A navigation link. Client-side routing comes from react-aria's RouterProvider set up by the app,
 * so `href` stays a plain path here. External links should set target and rel themselves.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (cls) => clsx(styles.link, cls))}
    />
  );
}
