import { useLayoutEffect } from 'react';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import ExternalLink from 'lucide-react/icons/external-link';
import { t } from '@lingui/core/macro';

/** The app wires every link and `href` of the design system to its router with this. */
export { RouterProvider } from 'react-aria-components';
import { clsx } from 'clsx';
import buttonStyles from '../Button/Button.module.css';
import { icon } from '../icons/icons';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './Link.module.css';

const NewTabIcon = icon(ExternalLink);

/** A web address outside the app: `https://…`, `http://…` or protocol-relative `//…`. */
export const isWebAddress = (href: unknown): href is string =>
  typeof href === 'string' && /^(https?:)?\/\//i.test(href);

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` sits in running text; `standalone` stands alone, bolder; `button` looks like a
   * primary button (a page's main way on that is still a link: it navigates). @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'button';
  /**
   * Takes the colour of the text around it (still underlined): small print and footers, where
   * a row of primary-coloured links would shout. Not for the `button` variant. @default false
   */
  muted?: boolean;
}

/**
 * One hidden "opens in a new tab" per document, which every new-tab link points at with
 * aria-describedby: the description stays out of the link's name and out of the page's text
 * (a table cell still reads "View"). react-aria's Link does not pass `aria-description` on.
 */
const NEW_TAB_ID = 'ui-link-opens-in-new-tab';

function useNewTabDescription(active: boolean) {
  // In the active language: the note follows a switch of language.
  useActiveLocale();
  const description = active ? t`opens in a new tab` : '';
  // Before paint, so the link is never described by a note not there yet.
  useLayoutEffect(() => {
    if (!active) return;
    let note = document.getElementById(NEW_TAB_ID);
    if (!note) {
      note = document.createElement('span');
      note.id = NEW_TAB_ID;
      note.hidden = true;
      document.body.append(note);
    }
    if (note.textContent !== description) note.textContent = description;
  }, [active, description]);
}

/**
 * A navigation link, the only one screens and the app render (a lint rule forbids a raw `<a>`).
 *
 * - An app path (`/card/apply`) goes through react-aria's RouterProvider, set up by the app.
 * - A web address (`https://…`) leaves the app in a new tab: `target="_blank"` and
 *   `rel="noreferrer"` unless given, an icon that says so and the description "opens in a new
 *   tab" for assistive technology (the link's name stays its text).
 * - `mailto:` and `tel:` open the mail or phone app in place: no new tab.
 */
export function Link({
  variant = 'inline',
  muted = false,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const newTabTarget = target ?? (isWebAddress(props.href) ? '_blank' : undefined);
  const newTab = newTabTarget === '_blank';
  useNewTabDescription(newTab);
  return (
    <AriaLink
      {...props}
      target={newTabTarget}
      rel={rel ?? (newTab ? 'noreferrer' : undefined)}
      aria-describedby={
        newTab ? clsx(props['aria-describedby'], NEW_TAB_ID) : props['aria-describedby']
      }
      data-variant={variant}
      data-muted={muted || undefined}
      className={composeRenderProps(className, (cls) =>
        clsx(variant === 'button' ? [buttonStyles.button, styles.button] : styles.link, cls),
      )}
    >
      {composeRenderProps(children, (content) =>
        newTab ? (
          <>
            {content}
            <NewTabIcon className={styles.newTab} />
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
}
