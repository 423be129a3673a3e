export const root: string;
export const BASELINES: string;
export const REPORT: string;
export const BUDGET_BYTES: number;
export const THRESHOLD: number;
export const MIN_PIXELS: number;
export const RATIO: number;
export const NEAR_BLANK: number;
export const STORYBOOK_URL: string;
export function inkRatio(png: Buffer): number;
export function isPageStory(title: string): boolean;
export function storyUrl(storyId: string, mode: string): string;
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
  status: Comparison['status'] | 'blank';
  pixels: number;
  allowed: number;
  /** Of a near-blank capture: the share of its pixels off the background. */
  ink?: number;
}
export function saveCapture(storyId: string, mode: string, png: Buffer): void;
export function judgeCapture(
  storyId: string,
  mode: string,
  options?: { update?: boolean; blankAllowed?: boolean },
): Capture;
export interface StoryRun {
  id: string;
  title: string;
  name: string;
  modes: string[];
  nearBlankReason?: string;
}
export interface StoryResult extends Omit<StoryRun, 'modes'> {
  captures: Pick<Capture, 'mode' | 'status'>[];
}
export function writeStoryResult(story: StoryRun): void;
export function readStoryResults(): StoryRun[];
export function clearReport(): void;
export function baselineFiles(): { path: string; size: number }[];
export function writeReport(
  stories: StoryResult[],
  options?: { update?: boolean; name?: string },
): string;
export function writeGallery(stories: StoryResult[]): string;
