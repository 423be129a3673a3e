import { AnchorMdx } from '@storybook/addon-docs/blocks';
import stories from 'virtual:spec-stories';
import type { SpecStory } from '../../scripts/spec-stories.mjs';
import { areas, areaTag, type Area } from '../spec';

// The Spec coverage page's tables: every id of docs/spec-states.json by area, with links to the
// stories that name it (read from the story files at build time, see .storybook/main.ts).
const storiesOf = new Map<string, SpecStory[]>();
for (const story of stories) {
  for (const id of story.spec) storiesOf.set(id, [...(storiesOf.get(id) ?? []), story]);
}
const idsOf = (area: Area) => Object.keys(area.states);
const shownIn = (area: Area) => idsOf(area).filter((id) => storiesOf.has(id)).length;
const total = areas.reduce((n, area) => n + idsOf(area).length, 0);
const shown = areas.reduce((n, area) => n + shownIn(area), 0);

// AnchorMdx turns `?path=…` into a navigation of the whole Storybook, as Markdown links in MDX do.
const StoryLink = ({ story }: { story: SpecStory }) => (
  <AnchorMdx href={`?path=/story/${story.id}`}>
    {story.title.split('/').slice(1).join(' / ')}: {story.name}
  </AnchorMdx>
);

export function CoverageTotal() {
  return (
    <p>
      <strong data-testid="spec-coverage-total">
        {shown}/{total}
      </strong>{' '}
      spec states have at least one story, from {stories.length} stories.
    </p>
  );
}

export function AreaTotals() {
  return (
    // Labelled, not captioned: a caption escapes the docs theme's colours (unreadable in dark).
    <table aria-label="States with a story, by area">
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Spec sections</th>
          <th scope="col">Shown</th>
          <th scope="col">Sidebar tag</th>
        </tr>
      </thead>
      <tbody>
        {areas.map((area) => (
          <tr key={area.id}>
            <th scope="row">
              <AnchorMdx href={`#area-${area.id}`}>{area.title}</AnchorMdx>
            </th>
            <td>{area.spec}</td>
            <td>
              {shownIn(area)}/{idsOf(area).length}
            </td>
            <td>
              <code>{areaTag(area)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AreaStates() {
  return areas.map((area) => (
    <section key={area.id} aria-labelledby={`area-${area.id}`}>
      <h2 id={`area-${area.id}`}>
        {area.title}: {shownIn(area)}/{idsOf(area).length}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">State id</th>
            <th scope="col">What it is</th>
            <th scope="col">Stories that show it</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(area.states).map(([id, description]) => (
            <tr key={id}>
              <th scope="row">
                <code>{id}</code>
              </th>
              <td>{description}</td>
              <td>
                {storiesOf.has(id) ? (
                  <ul>
                    {storiesOf.get(id)?.map((story) => (
                      <li key={story.id}>
                        <StoryLink story={story} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <strong>No story yet</strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ));
}
