import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type * as Mocks from '@wallet/mocks';

/** A Fetch Request to its Response; undefined for a path the API has no handler for. */
export type Api = (request: Request) => Promise<Response | undefined>;

export function fileFor(dir: string, path: string, locale?: string): string;
export function localeOf(cookie?: string): string | undefined;
export function demoApi(mocks?: typeof Mocks): Promise<Api>;
export function serveBuild(
  dir: string,
  options?: { port?: number; http1?: boolean; api?: Api },
): Promise<{ server: Server | Http2SecureServer; origin: string }>;
