export const root: string;
export const PACKAGES: Record<
  string,
  { dir: string; forbidden: string[]; productionForbidden?: string[] }
>;
export function packageName(name: string): string;
export const SCREENS_SRC: string;
export const STORY_FILES: string[];
export const SHARED: Record<string, string>;
export function screenAreas(): string[];
export function routeGroups(): string[];
export function restrictedPathZones(): { target: string; from: string[]; message?: string }[];
export function productionZones(): { target: string; from: string[]; message?: string }[];
