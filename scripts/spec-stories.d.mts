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
  /** Why a spec story is not captured (parameters.uncapturedReason). */
  uncapturedReason?: string | 'unknown';
  /** Whether the story (or its meta) declares parameters.specExpect: what its final screen shows. */
  specExpect: boolean | 'unknown';
  /** The meta's tags and the story's own, combined (`!tag` removes one); not the project's. */
  tags: string[] | 'unknown';
  /** Modes with a committed baseline (`visual-baselines/<id>/<mode>.png`); specStories() only. */
  baselines?: string[];
}
export function baselinesOf(id: string): string[];
export function storiesOf(file: string): SpecStory[];
export function storyFiles(): string[];
export function specStories(): SpecStory[];
export function snapshotSkipped(
  story: Pick<SpecStory, 'chromatic' | 'tags'>,
  tags?: string[] | 'unknown',
): boolean;
