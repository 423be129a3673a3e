import type { DemoBackend } from '../backend';
import { ok, route } from './util';

/** A short country list for the demo picker (the real one comes from the server). */
export const DEMO_COUNTRIES: [string, string][] = [
  ['AR', 'Argentina'],
  ['AU', 'Australia'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CL', 'Chile'],
  ['CN', 'China'],
  ['CO', 'Colombia'],
  ['CI', "Côte d'Ivoire"],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['HK', 'Hong Kong'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['KR', 'Korea, Republic of'],
  ['MY', 'Malaysia'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'],
  ['NG', 'Nigeria'],
  ['PE', 'Peru'],
  ['PH', 'Philippines'],
  ['PT', 'Portugal'],
  ['SG', 'Singapore'],
  ['ZA', 'South Africa'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['TW', 'Taiwan'],
  ['TH', 'Thailand'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
  ['UY', 'Uruguay'],
  ['VE', 'Venezuela, Bolivarian Republic of'],
  ['VN', 'Viet Nam'],
];

const MOBILE_CODES: [string, string, string][] = [
  ['Malaysia', '60', 'MY'],
  ['Singapore', '65', 'SG'],
  ['Indonesia', '62', 'ID'],
  ['Philippines', '63', 'PH'],
  ['Thailand', '66', 'TH'],
  ['United Kingdom', '44', 'GB'],
  ['United States', '1', 'US'],
  ['Australia', '61', 'AU'],
];

export const configHandlers = (backend: DemoBackend) => [
  route(backend, 'get', 'feature', () => ok(backend.db.features)),
  route(backend, 'get', 'countries', () =>
    ok(DEMO_COUNTRIES.map(([cca_two, country_name]) => ({ cca_two, country_name }))),
  ),
  route(backend, 'get', 'card/mobile-codes', () =>
    ok(
      MOBILE_CODES.map(([country_name, mobile_code, cca_two]) => ({
        country_name,
        mobile_code,
        cca_two,
      })),
    ),
  ),
  route(backend, 'get', 'sumsub/generate_token/:level', { auth: true }, ({ user, params }) =>
    ok({ token: `demo-sumsub-${String(params.level)}-${user.email}` }),
  ),
];
