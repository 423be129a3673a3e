export const SIGNED_IN_SHELL: string[];
export const ROUTE_PAGES: Record<string, string[]>;
export const FIRST_SCREEN: RegExp;
export const FIRST_SCREEN_CHUNK: string;
export const BOOT: string;
