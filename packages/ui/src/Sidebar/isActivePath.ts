/** A navigation entry is active when the current path equals or starts with its url. */
export function isActivePath(currentPath: string, href: string): boolean {
  return currentPath === href || currentPath.startsWith(href);
}
