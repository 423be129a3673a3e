export const root: string;
export interface SpecStory {
  id: string;
  exportName: string;
  title: string;
  name: string;
  file: string;
  spec: string[];
  /** parameters.chromatic of the meta and the story, merged; 'unknown' when not statically readable. */
  chromatic?: { modes?: Record<string, unknown>; disableSnapshot?: boolean } | 'unknown';
  modesReason?: string | 'unknown';
}
export function storiesOf(file: string): SpecStory[];
export function storyFiles(): string[];
export function specStories(): SpecStory[];
