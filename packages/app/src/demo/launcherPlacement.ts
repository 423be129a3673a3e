/** Where the demo launcher sits, and whether it shows; kept in localStorage across reloads. */
export interface LauncherPlacement {
  corner: 'bottom-end' | 'bottom-start';
  hidden: boolean;
}

const KEY = 'wallet-demo-launcher';
const DEFAULT: LauncherPlacement = { corner: 'bottom-end', hidden: false };

/** The stored placement; anything unreadable is the default. `?demo` in the address shows it. */
export function parsePlacement(stored: string | null, search: string): LauncherPlacement {
  let placement = DEFAULT;
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (typeof value === 'object' && value !== null) {
      const { corner, hidden } = value as Record<string, unknown>;
      placement = {
        corner: corner === 'bottom-start' ? 'bottom-start' : 'bottom-end',
        hidden: hidden === true,
      };
    }
  } catch {
    // Not JSON: the default.
  }
  return new URLSearchParams(search).has('demo') ? { ...placement, hidden: false } : placement;
}

export const readPlacement = () => parsePlacement(localStorage.getItem(KEY), location.search);
export const writePlacement = (placement: LauncherPlacement) =>
  localStorage.setItem(KEY, JSON.stringify(placement));

/** Alt+Shift+D hides or shows the launcher. The physical key: Option+D types "∂" on a Mac. */
export const isToggleShortcut = (
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD';
