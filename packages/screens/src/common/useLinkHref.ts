import { useHref } from 'react-router';

/** An address with a scheme (https:, mailto:) or protocol-relative: it leaves the app. */
export const isExternalHref = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/**
 * react-aria's links ask the router for each href; react-router resolves every value as a path
 * inside the app, so `https://arbiscan.io/tx/…` would become `/dashboard/https:/arbiscan.io/…`.
 * External addresses are returned as they are.
 */
export function useLinkHref(href: string): string {
  const local = useHref(href);
  return isExternalHref(href) ? href : local;
}
