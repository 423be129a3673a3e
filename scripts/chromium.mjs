// Which Chromium the browser tests drive, and how to launch it on these machines.
// Order: an explicit path from the environment, Debian's /usr/bin/chromium, then Playwright's
// own browser (executablePath left unset), so a developer laptop works with no settings.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

// Without the background-networking flags Chromium floods this closed network with refused
// connections; --no-sandbox is needed because CI runs as root.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs };
}
