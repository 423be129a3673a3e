export const root: string;
export interface SpecStory {
  id: string;
  exportName: string;
  title: string;
  name: string;
  file: string;
  spec: string[];
}
export function storiesOf(file: string): SpecStory[];
export function storyFiles(): string[];
export function specStories(): SpecStory[];
