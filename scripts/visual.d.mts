export const root: string;
export const BASELINES: string;
export const REPORT: string;
export const BUDGET_BYTES: number;
export const THRESHOLD: number;
export const MIN_PIXELS: number;
export const RATIO: number;
export function baselinePath(storyId: string, mode: string): string;
export function reportPath(
  kind: 'before' | 'after' | 'diff',
  storyId: string,
  mode: string,
): string;
export interface Comparison {
  status: 'same' | 'changed' | 'new';
  pixels: number;
  allowed: number;
  diff?: Buffer;
}
export function compare(before: Buffer | undefined, after: Buffer): Comparison;
export interface Capture {
  mode: string;
  status: Comparison['status'];
  pixels: number;
  allowed: number;
}
export function saveCapture(storyId: string, mode: string, png: Buffer): void;
export function judgeCapture(
  storyId: string,
  mode: string,
  options?: { update?: boolean },
): Capture;
export interface StoryRun {
  id: string;
  title: string;
  name: string;
  modes: string[];
}
export interface StoryResult extends Omit<StoryRun, 'modes'> {
  captures: Capture[];
}
export function writeStoryResult(story: StoryRun): void;
export function readStoryResults(): StoryRun[];
export function clearReport(): void;
export function baselineFiles(): { path: string; size: number }[];
export function writeReport(stories: StoryResult[], options?: { update?: boolean }): string;
