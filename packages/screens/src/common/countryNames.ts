/**
 * Countries named in the active language: the browser's own names (`Intl.DisplayNames`) in
 * Spanish, the server's in English (the spec's list, as the backend writes it). A code the
 * platform does not know keeps the server's name.
 */
export function countryNamer(locale: string): (code: string, serverName: string) => string {
  if (locale === 'en') return (_code, serverName) => serverName;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return (code, serverName) => {
    try {
      return names.of(code) ?? serverName;
    } catch {
      return serverName; // not a region code
    }
  };
}
