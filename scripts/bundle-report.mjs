// Bundle report of the production app build (packages/app/dist): each route's initial
// JavaScript (gzip), the total CSS, and two budgets that fail the run:
//   - the login route's initial JavaScript at most 130 KB gzip;
//   - no MSW, Storybook, test or mock code in a build made for a real API.
import { readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/app/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const LOGIN_BUDGET_KB = 130;
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

// What a first visit to a path loads: the entry plus the lazy modules of its route matches.
const PAGES = {
  '/login': ['routes/public-layout', 'routes/login'],
  '/signup': ['routes/public-layout', 'routes/signup-layout', 'routes/signup'],
  '/kyc-verification': ['routes/public-layout', 'routes/kyc-verification'],
  '/dashboard': ['routes/signed-in-routes', 'routes/signed-in-layout', 'routes/planned'],
  '/profile': ['routes/signed-in-routes', 'routes/signed-in-layout', 'routes/profile'],
  '/referral': [
    'routes/signed-in-routes',
    'routes/signed-in-layout',
    'guards/FeatureGate',
    'guards/KycGate',
    'routes/referral',
  ],
  '/healthz': ['routes/healthz'],
  'not found': ['routes/signed-in-routes', 'routes/not-found'],
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const keyOf = (module) =>
  Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '').endsWith(module));
const routes = Object.entries(PAGES).map(([route, modules]) => {
  const files = new Set(entryFiles);
  for (const module of modules) {
    const key = keyOf(module);
    if (!key)
      throw new Error(`bundle report: no chunk for ${module} (route ${route}); update PAGES`);
    closure(key, files);
  }
  const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  return { route, kb };
});

const allFiles = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
const cssFiles = [...new Set(allFiles.filter((f) => f.endsWith('.css')))];
const cssKb = cssFiles.reduce((sum, f) => sum + gzipKb(f), 0);
const jsFiles = [...new Set(allFiles.filter((f) => f.endsWith('.js')))];

const failures = [];
console.log('Route initial JavaScript (gzip, entry + route chunks):');
for (const { route, kb } of routes)
  console.log(`  ${route.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB`);
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
