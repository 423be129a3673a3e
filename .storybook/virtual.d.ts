declare module 'virtual:spec-stories' {
  import type { SpecStory } from '../scripts/spec-stories.mjs';
  /** Every story that names spec ids, read from the story files when Storybook builds. */
  const stories: SpecStory[];
  export default stories;
}
