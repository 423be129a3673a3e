import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

export function fileFor(dir: string, path: string): string;
export function serveBuild(
  dir: string,
  options?: { port?: number; http1?: boolean },
): Promise<{ server: Server | Http2SecureServer; origin: string }>;
