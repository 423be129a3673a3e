export const SIGNED_IN_SHELL: string[];
export const ROUTE_PAGES: Record<string, string[]>;
