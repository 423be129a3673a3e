// Bundle report of the production app build (packages/app/dist): each route's initial
// JavaScript (gzip), the total CSS, and the budgets that fail the run:
//   - the login route's initial JavaScript at most 130 KB gzip;
//   - each route's own JavaScript (beyond the entry and its layouts) at most 30 KB gzip;
//   - no MSW, Storybook, test or mock code in a build made for a real API.
import { readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/app/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const LOGIN_BUDGET_KB = 130;
const ROUTE_OWN_BUDGET_KB = 30;
// Over the per-route budget since before it existed (the Sumsub widget, the referral page's QR
// code and table): reported, not failed, until the performance issue brings them under.
const OWN_BUDGET_KNOWN_OVER = new Set(['/kyc-verification', '/referral']);
// Strings that only MSW, Storybook, test libraries or our mocks put into a bundle.
const FORBIDDEN = [
  { what: 'MSW', pattern: /\[MSW\]|mockServiceWorker|msw\/browser|setupWorker/ },
  { what: 'Storybook', pattern: /@storybook\/|__STORYBOOK|storybook\/test/ },
  { what: 'test code', pattern: /@testing-library|vitest|@playwright\/test/ },
  { what: 'mock backend', pattern: /@wallet\/mocks|demo-backend/ },
];

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run "pnpm build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

// What a first visit to a path loads: the entry plus the lazy modules of its route matches
// (route modules of packages/app/src/routes/<group>/, or a screen taken directly as a page).
const PUBLIC = 'routes/public/layout';
const SIGNED_IN = ['routes/signed-in/routes', 'routes/signed-in/layout'];
const PROTECTED = [...SIGNED_IN, 'guards/FeatureGate', 'guards/KycGate'];
const screen = (path) => `screens/src/${path}`;
const PAGES = {
  '/login': [PUBLIC, screen('auth/Login/LoginScreen')],
  '/signup': [PUBLIC, 'routes/public/signup-layout', screen('auth/Signup/SignupCredentialsScreen')],
  '/kyc-verification': [PUBLIC, 'routes/public/kyc-verification'],
  '/dashboard': [...SIGNED_IN, screen('wallets/Home/HomeScreen')],
  '/profile': [...SIGNED_IN, screen('profile/ProfileScreen')],
  '/referral': [...PROTECTED, screen('referral/ReferralScreen')],
  '/deposit': [...PROTECTED, screen('wallets/Deposit/DepositScreen')],
  '/withdraw': [...PROTECTED, screen('wallets/Withdraw/WithdrawScreen')],
  '/withdraw/review': [...PROTECTED, screen('wallets/Withdraw/WithdrawReviewScreen')],
  '/buy-crypto': [...PROTECTED, 'routes/signed-in/buy-crypto'],
  '/address-book': [...SIGNED_IN, screen('addressBook/AddressBookScreen')],
  '/card': [...PROTECTED, screen('cards/CardsPage/CardsScreen')],
  '/card/apply': [...PROTECTED, screen('cards/Apply/CardApplyScreen')],
  '/card/topup': [...PROTECTED, screen('cards/TopUp/CardTopUpScreen')],
  '/card/setting': [...PROTECTED, screen('cards/Settings/CardSettingsScreen')],
  '/healthz': ['routes/healthz'],
  'not found': ['routes/signed-in/routes', 'routes/signed-in/not-found'],
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const keyOf = (module) =>
  Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '').endsWith(module));
const jsKb = (files) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
/** The entry plus the given route modules, with everything they import statically. */
function filesOf(route, modules) {
  const files = new Set(entryFiles);
  for (const module of modules) {
    const key = keyOf(module);
    if (!key)
      throw new Error(`bundle report: no chunk for ${module} (route ${route}); update PAGES`);
    closure(key, files);
  }
  return files;
}
// A page's own JavaScript: what it adds to the entry and its layouts (every module of its
// PAGES row but the last).
const routes = Object.entries(PAGES).map(([route, modules]) => {
  const files = filesOf(route, modules);
  const shell = filesOf(route, modules.slice(0, -1));
  const ownKb = jsKb([...files].filter((f) => !shell.has(f)));
  return { route, kb: jsKb(files), ownKb };
});

const allFiles = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
const cssFiles = [...new Set(allFiles.filter((f) => f.endsWith('.css')))];
const cssKb = cssFiles.reduce((sum, f) => sum + gzipKb(f), 0);
const jsFiles = [...new Set(allFiles.filter((f) => f.endsWith('.js')))];

const failures = [];
console.log(
  'Route initial JavaScript (gzip, entry + route chunks; own = beyond entry and layouts):',
);
for (const { route, kb, ownKb } of routes) {
  console.log(
    `  ${route.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB   own ${ownKb.toFixed(1).padStart(5)} KB`,
  );
  if (ownKb <= ROUTE_OWN_BUDGET_KB) continue;
  const over = `${route} own JavaScript ${ownKb.toFixed(1)} KB > ${ROUTE_OWN_BUDGET_KB} KB`;
  if (OWN_BUDGET_KNOWN_OVER.has(route)) console.log(`  known over budget: ${over}`);
  else failures.push(over);
}
console.log(`Total CSS (gzip): ${cssKb.toFixed(1)} KB in ${cssFiles.length} files`);

const login = routes.find((r) => r.route === '/login');
if (!login) failures.push('no login route chunk found in the build');
else if (login.kb > LOGIN_BUDGET_KB)
  failures.push(`login route ${login.kb.toFixed(1)} KB > budget ${LOGIN_BUDGET_KB} KB`);
else console.log(`Login budget: ${login.kb.toFixed(1)} KB of ${LOGIN_BUDGET_KB} KB`);

if (process.env.VITE_DEMO !== 'true') {
  for (const file of jsFiles) {
    const text = readFileSync(join(dist, file), 'utf8');
    for (const { what, pattern } of FORBIDDEN)
      if (pattern.test(text)) failures.push(`${what} code found in ${file}`);
  }
  console.log(
    `MSW, Storybook, test and mock code: ${failures.some((f) => f.includes('code found')) ? 'FOUND (see below)' : '0 bytes'} in ${jsFiles.length} JS files`,
  );
}

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports/bundle.json'),
  JSON.stringify({ routes, cssKb, failures }, null, 2),
);
if (failures.length) {
  for (const f of failures) console.error(`BUDGET FAILED: ${f}`);
  process.exit(1);
}
console.log('Bundle budgets: all within limits.');
