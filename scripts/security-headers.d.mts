export const SUMSUB_DEFAULT_ORIGIN: string;
export const RECAPTCHA_SCRIPT_SOURCES: string[];
export const RECAPTCHA_FRAME_SOURCES: string[];
export const REACT_ARIA_STYLES: string[];
export const THEME_SCRIPT: string;
export const LOCALE_SCRIPT: string;
export const READS_SCRIPT: string;
export function bootScript(demo: boolean): string;

export interface HeaderConfig {
  demo: boolean;
  apiOrigin: string | undefined;
  identityWidgetOrigin: string;
  partnerExchangeOrigin: string | undefined;
  cardWidgetOrigin: string | undefined;
  sentryOrigin: string | undefined;
  vitalsOrigin: string | undefined;
  recaptcha: boolean;
}

export function headerConfig(env: Record<string, string | undefined>, demo: boolean): HeaderConfig;
export function contentSecurityPolicy(config: HeaderConfig): string;
export function securityHeaders(config: HeaderConfig): Record<string, string>;
export function headersFile(headers: Record<string, string>): string;
export function parseHeadersFile(text: string): Record<string, string>;
