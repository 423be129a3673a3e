import type { ComboBoxOption } from '@wallet/ui';

// Country flags from this origin: the flag-icons set (MIT, 4:3 SVGs). Each flag is a file of its
// own in the build (never inlined: the CSP's img-src is 'self'), this module (their addresses)
// loads with the country picker, and the browser fetches only the flags the open list shows. No
// visitor's address goes to a third party (docs/security.md).
const FLAGS = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

const byCode = new Map(
  Object.entries(FLAGS).map(([path, url]) => [/([a-z-]+)\.svg$/.exec(path)![1]!, url]),
);

/** The flag of an ISO 3166-1 alpha-2 code, if the set has it. */
export const flagUrl = (code: string): string | undefined => byCode.get(code.toLowerCase());

const flagged = new WeakMap<ComboBoxOption[], ComboBoxOption[]>();

/**
 * Country options (id: the alpha-2 code) with their flags; a code the set lacks shows as a text
 * badge. The same list in gives the same list out, so the picker does not see new items.
 */
export function withFlags(options: ComboBoxOption[]): ComboBoxOption[] {
  let out = flagged.get(options);
  if (!out) {
    out = options.map((option) => ({
      ...option,
      icon: { src: flagUrl(option.id), fallback: option.id },
    }));
    flagged.set(options, out);
  }
  return out;
}
