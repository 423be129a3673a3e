import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';

/** The app wires every link and `href` of the design system to its router with this. */
export { RouterProvider } from 'react-aria-components';
import { clsx } from 'clsx';
import buttonStyles from '../Button/Button.module.css';
import styles from './Link.module.css';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` sits in running text; `standalone` stands alone, bolder; `button` looks like a
   * primary button (a page's main way on that is still a link: it navigates). @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'button';
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
      className={composeRenderProps(className, (cls) =>
        clsx(variant === 'button' ? [buttonStyles.button, styles.button] : styles.link, cls),
      )}
    />
  );
}
