export const root: string;
export const PACKAGES: Record<string, { dir: string; forbidden: string[] }>;
export function packageName(name: string): string;
export const SCREENS_SRC: string;
export const SHARED: Record<string, string>;
export function screenAreas(): string[];
export function routeGroups(): string[];
export function restrictedPathZones(): { target: string; from: string[]; message?: string }[];
