import { useDeferredValue, useState } from 'react';
import { AnchorMdx } from '@storybook/addon-docs/blocks';
import { NativeSelect, TextField } from '@wallet/ui';
import stories from 'virtual:spec-stories';
import type { SpecStory } from '../../scripts/spec-stories.mjs';
import { areas, areaTag, describe, type Area } from '../spec';

// The Spec coverage page: every id of docs/spec-states.json by area, as a visual index. Each state
// shows a thumbnail of its story's committed baseline (visual-baselines/, served by the static
// Storybook under /baselines), whether its final screen is checked at rest (the story declares
// parameters.specExpect, checked after its play function), in how many modes it is captured, and
// links that open its stories. The stories, their tags and baselines are read when Storybook is
// built (scripts/spec-stories.mjs, through .storybook/main.ts), so no story is loaded here.

const storiesOf = new Map<string, SpecStory[]>();
for (const story of stories) {
  for (const id of story.spec) storiesOf.set(id, [...(storiesOf.get(id) ?? []), story]);
}
const idsOf = (area: Area) => Object.keys(area.states);
const shownIn = (area: Area) => idsOf(area).filter((id) => storiesOf.has(id)).length;
const allIds = areas.flatMap(idsOf);

const atRest = (id: string) => (storiesOf.get(id) ?? []).filter((s) => s.specExpect === true);
/** The modes a state is captured in, over all its stories (`light-375`, `dark`…). */
const modesOf = (id: string) =>
  new Set((storiesOf.get(id) ?? []).flatMap((story) => story.baselines ?? []));

const countOf = (ids: string[], test: (id: string) => boolean) => ids.filter(test).length;
const total = allIds.length;
const shown = countOf(allIds, (id) => storiesOf.has(id));
const checked = countOf(allIds, (id) => atRest(id).length > 0);
const captured = countOf(allIds, (id) => modesOf(id).size > 0);

// AnchorMdx turns `?path=…` into a navigation of the whole Storybook, as Markdown links in MDX do.
const storyHref = (story: SpecStory) => `?path=/story/${story.id}`;
const storyLabel = (story: SpecStory) =>
  `${story.title.split('/').slice(1).join(' / ')}: ${story.name}`;

/** A mode's name for people: `light-375` is "light, 375 px"; `dark` (a ui story) "dark". */
const modeLabel = (mode: string) => mode.replace(/-(\d+)$/, ', $1 px');
const PREFERRED = ['light-375', 'light-1280', 'light'];

/**
 * The picture of a state: its first at-rest story's light 375 px baseline, else light 1280, else
 * that story's first baseline; stories that are not checked at rest only when none is.
 */
function thumbnailOf(id: string) {
  const candidates = [...(storiesOf.get(id) ?? [])].sort(
    (a, b) => Number(b.specExpect === true) - Number(a.specExpect === true),
  );
  for (const story of candidates) {
    const baselines = story.baselines ?? [];
    const mode = PREFERRED.find((m) => baselines.includes(m)) ?? baselines[0];
    if (mode) return { story, mode };
  }
  return undefined;
}

function Thumbnail({ id }: { id: string }) {
  const thumbnail = thumbnailOf(id);
  if (!thumbnail) return <span className="coverage-nothumb">No capture</span>;
  const { story, mode } = thumbnail;
  const page = /-\d+$/.test(mode);
  return (
    <AnchorMdx href={storyHref(story)} target="_self">
      <img
        className="coverage-thumb"
        data-fit={page ? 'cover' : 'contain'}
        src={`./baselines/${story.id}/${mode}.png`}
        alt={`Open ${storyLabel(story)} (capture: ${modeLabel(mode)})`}
        loading="lazy"
        decoding="async"
        width={120}
        height={150}
      />
    </AnchorMdx>
  );
}

export function CoverageTotal() {
  return (
    <ul className="sb-unstyled coverage-totals">
      <li>
        <strong data-testid="spec-coverage-total">
          {shown}/{total}
        </strong>{' '}
        spec states have at least one story, from {stories.length} stories.
      </li>
      <li>
        <strong>
          {checked}/{total}
        </strong>{' '}
        are checked at rest: a story declares what its final screen shows (
        <code>parameters.specExpect</code>) and fails when it is not on screen.
      </li>
      <li>
        <strong>
          {captured}/{total}
        </strong>{' '}
        have a committed capture (<code>visual-baselines/</code>) in at least one mode.
      </li>
    </ul>
  );
}

export function AreaTotals() {
  return (
    // Labelled, not captioned: a caption escapes the docs theme's colours.
    <table className="sb-unstyled coverage-table" aria-label="Spec states by area">
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Spec sections</th>
          <th scope="col">With a story</th>
          <th scope="col">Checked at rest</th>
          <th scope="col">Captured</th>
          <th scope="col">Sidebar tag</th>
        </tr>
      </thead>
      <tbody>
        {areas.map((area) => {
          const ids = idsOf(area);
          return (
            <tr key={area.id}>
              <th scope="row">
                <AnchorMdx href={`#area-${area.id}`} target="_self">
                  {area.title}
                </AnchorMdx>
              </th>
              <td>{area.spec}</td>
              <td>
                {shownIn(area)}/{ids.length}
              </td>
              <td>
                {countOf(ids, (id) => atRest(id).length > 0)}/{ids.length}
              </td>
              <td>
                {countOf(ids, (id) => modesOf(id).size > 0)}/{ids.length}
              </td>
              <td>
                <code>{areaTag(area)}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const SHOW = [
  { id: 'all', label: 'Every state' },
  { id: 'unchecked', label: 'Not checked at rest' },
  { id: 'uncaptured', label: 'Not captured' },
  { id: 'nostory', label: 'No story yet' },
] as const;
type Show = (typeof SHOW)[number]['id'];

const keeps: Record<Show, (id: string) => boolean> = {
  all: () => true,
  unchecked: (id) => atRest(id).length === 0,
  uncaptured: (id) => modesOf(id).size === 0,
  nostory: (id) => !storiesOf.has(id),
};

/** One story of a state: its link, its modes, whether its end state is checked. */
function StoryLine({ story }: { story: SpecStory }) {
  const modes = story.baselines ?? [];
  return (
    <li>
      <AnchorMdx href={storyHref(story)} target="_self">
        {storyLabel(story)}
      </AnchorMdx>
      <br />
      <small>
        {story.specExpect === true ? 'Checked at rest' : 'Not checked at rest'} ·{' '}
        {modes.length === 0 ? (
          'not captured'
        ) : (
          <span title={modes.map(modeLabel).join('; ')}>
            {modes.length} {modes.length === 1 ? 'mode' : 'modes'}
          </span>
        )}
      </small>
    </li>
  );
}

function AreaTable({ area, ids }: { area: Area; ids: string[] }) {
  return (
    <section aria-labelledby={`area-${area.id}`}>
      <h2 id={`area-${area.id}`}>
        {area.title}{' '}
        <small className="coverage-description">
          {shownIn(area)}/{idsOf(area).length} with a story
        </small>
      </h2>
      <table className="sb-unstyled coverage-table coverage-states">
        <thead>
          <tr>
            <th scope="col">Capture</th>
            <th scope="col">State</th>
            <th scope="col">At rest</th>
            <th scope="col">Modes</th>
            <th scope="col">Stories that show it</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => {
            const modes = modesOf(id);
            const checkedBy = atRest(id).length;
            return (
              <tr key={id} id={`state-${id}`}>
                <td>
                  <Thumbnail id={id} />
                </td>
                <th scope="row">
                  <code>{id}</code>
                  <br />
                  <span className="coverage-description">{describe(id)}</span>
                </th>
                <td>
                  {checkedBy > 0 ? (
                    <span className="coverage-yes">Yes</span>
                  ) : (
                    <span className="coverage-no">Not checked</span>
                  )}
                </td>
                <td>
                  {modes.size === 0 ? (
                    <span className="coverage-no">None</span>
                  ) : (
                    <span title={[...modes].map(modeLabel).join('; ')}>{modes.size}</span>
                  )}
                </td>
                <td>
                  {storiesOf.has(id) ? (
                    <ul>
                      {storiesOf.get(id)?.map((story) => (
                        <StoryLine key={story.id} story={story} />
                      ))}
                    </ul>
                  ) : (
                    <strong className="coverage-no">No story yet</strong>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Every state by area, narrowed by the area, the kind of gap and a text in the id or its meaning. */
export function AreaStates() {
  const [area, setArea] = useState('all');
  const [show, setShow] = useState<Show>('all');
  const [query, setQuery] = useState('');
  const words = useDeferredValue(query).toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (a: Area, id: string) =>
    keeps[show](id) && words.every((w) => `${id} ${describe(id) ?? ''}`.toLowerCase().includes(w));
  const sections = areas
    .filter((a) => area === 'all' || a.id === area)
    .map((a) => ({ area: a, ids: idsOf(a).filter((id) => matches(a, id)) }))
    .filter((s) => s.ids.length > 0);
  const count = sections.reduce((n, s) => n + s.ids.length, 0);

  return (
    <div className="sb-unstyled coverage-index">
      <div role="search" className="coverage-filters" aria-label="Filter the states">
        <NativeSelect
          label="Area"
          value={area}
          onChange={setArea}
          items={[
            { id: 'all', label: `Every area (${total})` },
            ...areas.map((a) => ({ id: a.id, label: `${a.title} (${idsOf(a).length})` })),
          ]}
        />
        <NativeSelect
          label="Show"
          value={show}
          onChange={(value) => setShow(value as Show)}
          items={SHOW}
        />
        <TextField
          label="Id or meaning contains"
          value={query}
          onChange={setQuery}
          inputMode="search"
        />
        <p role="status" className="coverage-count">
          {count} of {total} states shown
        </p>
      </div>
      {sections.map((s) => (
        <AreaTable key={s.area.id} area={s.area} ids={s.ids} />
      ))}
      {count === 0 && <p className="coverage-empty">No state matches these filters.</p>}
    </div>
  );
}
