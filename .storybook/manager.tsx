/** @jsxRuntime classic */
// The manager bundle compiles JSX to React.createElement and has no automatic runtime.
import React, { useId, useMemo, useState } from 'react';
import { AddonPanel, Button, PopoverProvider } from 'storybook/internal/components';
import { STORY_PREPARED } from 'storybook/internal/core-events';
import {
  addons,
  types,
  useParameter,
  useStorybookApi,
  useStorybookState,
  type API,
} from 'storybook/manager-api';
import { styled } from 'storybook/theming';
import { areas, areaOf, areaTag, describe } from './spec';

const PANEL_ID = 'wallet/spec/panel';
const SEARCH_FILTER = 'wallet/spec-search';

// The "Spec states" panel: the ids the current story names in parameters.spec, each with its
// area and its one-line description from docs/spec-states.json, so a reviewer knows what to check.
function SpecPanel() {
  const ids = useParameter<string[]>('spec', []);
  if (ids.length === 0) {
    return (
      <p style={{ padding: '0 16px' }}>
        This story names no spec state. See{' '}
        <a href="?path=/docs/spec-coverage--docs">Spec coverage</a> for the stories that do.
      </p>
    );
  }
  return (
    <dl style={{ padding: '0 16px', lineHeight: 1.5 }}>
      {ids.map((id) => (
        <div key={id} style={{ marginBottom: 12 }}>
          <dt>
            <code>{id}</code>{' '}
            <span style={{ opacity: 0.75 }}>· {areaOf.get(id)?.title ?? 'unknown area'}</span>
          </dt>
          <dd style={{ margin: 0 }}>
            {describe(id) ?? 'Not in docs/spec-states.json: an unknown id.'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// Spec search. Storybook's sidebar search matches story names and their folders only (10.6:
// Fuse over `name` and `path`, never tags or parameters), so a spec id (`card.tile.frozen`) or an
// area ("Cards", "2FA") finds nothing there. This toolbar tool searches docs/spec-states.json (ids,
// area names, what each state is) and finds the stories of each state by their index tags: the
// area's `spec:<area>` tag, and the state's own `state:<id>` tag where the indexer adds one
// (.storybook/main.ts). A state without its own tag opens on the Spec coverage page, which lists
// its stories. "Show in sidebar" narrows the sidebar to what was found.

interface State {
  id: string;
  area: (typeof areas)[number];
  description: string;
}
const STATES: State[] = areas.flatMap((area) =>
  Object.keys(area.states).map((id) => ({ id, area, description: describe(id) ?? '' })),
);
const MAX_RESULTS = 25;

/** What people type for a word the ids spell otherwise ("2FA" is `auth.twofa.*`). */
const ALIASES: Record<string, string> = {
  '2fa': 'twofa',
  'two-factor': 'twofa',
  otp: 'twofa',
};

/** Lower-case words of a query, aliases resolved: "2FA card.tile" → ["twofa", "card.tile"]. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ALIASES[word] ?? word);

/** The states a query finds: every word in the id, the area's id or name, or the description. */
function searchStates(query: string): State[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const matches = STATES.filter((s) =>
    words.every((w) =>
      `${s.id} ${s.area.id} ${s.area.title} ${s.description}`.toLowerCase().includes(w),
    ),
  );
  // Ids that start with the query first, then by id.
  const first = words[0]!;
  return matches.sort(
    (a, b) =>
      Number(!a.id.startsWith(first)) - Number(!b.id.startsWith(first)) || a.id.localeCompare(b.id),
  );
}

interface StoryEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The index's stories (not docs), as the manager holds them. */
function useStories(): StoryEntry[] {
  const { index } = useStorybookState();
  return useMemo(
    () =>
      Object.values((index ?? {}) as Record<string, StoryEntry>).filter((e) => e.type === 'story'),
    [index],
  );
}

const Box = styled.div(({ theme }) => ({
  width: 420,
  maxWidth: '90vw',
  padding: 12,
  fontSize: theme.typography.size.s2,
  color: theme.color.defaultText,
  lineHeight: 1.45,
}));
const Input = styled.input(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 32,
  margin: '4px 0 8px',
  padding: '4px 8px',
  border: `1px solid ${theme.input.border}`,
  borderRadius: theme.input.borderRadius,
  background: theme.input.background,
  color: theme.input.color,
  font: 'inherit',
}));
const Results = styled.ul({
  maxHeight: '60vh',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const Result = styled.li(({ theme }) => ({
  padding: '8px 0',
  borderTop: `1px solid ${theme.appBorderColor}`,
}));
const Muted = styled.span(({ theme }) => ({ color: theme.textMutedColor }));
const LinkButton = styled.button(({ theme }) => ({
  display: 'inline',
  minHeight: 24,
  padding: '2px 4px',
  border: 0,
  background: 'none',
  color: theme.color.secondary,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
}));

function SpecSearch({
  onHide,
  onFilter,
}: {
  onHide: () => void;
  onFilter: (ids: Set<string>) => void;
}) {
  const api = useStorybookApi();
  const stories = useStories();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const found = useMemo(() => searchStates(query), [query]);
  const words = wordsOf(query);
  const foundAreas = areas.filter(
    (area) =>
      words.length > 0 && words.every((w) => `${area.id} ${area.title}`.toLowerCase().includes(w)),
  );
  const storiesOfTag = (tag: string) => stories.filter((s) => s.tags?.includes(tag));
  const storiesOfState = (id: string) => storiesOfTag(`state:${id}`);

  const open = (storyId: string, scrollTo?: string) => {
    api.selectStory(storyId, undefined, scrollTo ? { scrollTo } : undefined);
    onHide();
  };
  const showInSidebar = (ids: Set<string>) => {
    onFilter(ids);
    onHide();
  };
  const foundStoryIds = new Set([
    ...foundAreas.flatMap((area) => storiesOfTag(areaTag(area)).map((s) => s.id)),
    ...found.flatMap((state) => storiesOfState(state.id).map((s) => s.id)),
  ]);

  return (
    <Box>
      <label htmlFor={inputId}>Spec id, area or words (e.g. card.tile.frozen, Cards, 2FA)</label>
      <Input
        id={inputId}
        type="search"
        autoFocus
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p role="status" style={{ margin: '0 0 4px' }}>
        {words.length === 0
          ? `${STATES.length} spec states in ${areas.length} areas.`
          : `${found.length} ${found.length === 1 ? 'state' : 'states'}` +
            (foundAreas.length ? `, ${foundAreas.length} area` : '') +
            (foundStoryIds.size ? `, ${foundStoryIds.size} stories` : '')}
      </p>
      {foundStoryIds.size > 0 && (
        <Button size="small" variant="outline" onClick={() => showInSidebar(foundStoryIds)}>
          Show these {foundStoryIds.size} stories in the sidebar
        </Button>
      )}
      <Results aria-label="Spec search results">
        {foundAreas.map((area) => {
          const tagged = storiesOfTag(areaTag(area));
          return (
            <Result key={area.id}>
              <strong>Area: {area.title}</strong>{' '}
              <Muted>
                ({Object.keys(area.states).length} states, {tagged.length} stories, tag{' '}
                <code>{areaTag(area)}</code>)
              </Muted>
              <br />
              <LinkButton
                type="button"
                onClick={() => showInSidebar(new Set(tagged.map((s) => s.id)))}
              >
                Show its stories in the sidebar
              </LinkButton>
            </Result>
          );
        })}
        {found.slice(0, MAX_RESULTS).map((state) => {
          const own = storiesOfState(state.id);
          return (
            <Result key={state.id}>
              <code>{state.id}</code> <Muted>· {state.area.title}</Muted>
              <br />
              {state.description}
              <br />
              {own.map((story) => (
                <React.Fragment key={story.id}>
                  <LinkButton type="button" onClick={() => open(story.id)}>
                    {story.title.split('/').slice(1).join(' / ')}: {story.name}
                  </LinkButton>{' '}
                </React.Fragment>
              ))}
              <LinkButton
                type="button"
                onClick={() => open('spec-coverage--docs', `state-${state.id}`)}
              >
                {own.length ? 'On Spec coverage' : 'Its stories, on Spec coverage'}
              </LinkButton>
            </Result>
          );
        })}
        {found.length > MAX_RESULTS && (
          <Result>
            <Muted>
              {found.length - MAX_RESULTS} more: add a word, or use the Spec coverage page&apos;s
              filters.
            </Muted>
          </Result>
        )}
      </Results>
    </Box>
  );
}

function SpecSearchTool() {
  const api = useStorybookApi();
  const [filtered, setFiltered] = useState(false);
  const filter = (ids: Set<string> | undefined) => {
    void api.experimental_setFilter(SEARCH_FILTER, ids ? (item) => ids.has(item.id) : () => true);
    setFiltered(Boolean(ids));
  };
  return (
    <>
      <PopoverProvider
        ariaLabel="Spec search"
        placement="bottom-start"
        padding={0}
        popover={({ onHide }) => <SpecSearch onHide={onHide} onFilter={filter} />}
      >
        <Button variant="ghost" padding="small" ariaLabel={false}>
          Spec search
        </Button>
      </PopoverProvider>
      {filtered && (
        <Button variant="ghost" padding="small" ariaLabel={false} onClick={() => filter(undefined)}>
          Clear spec filter
        </Button>
      )}
    </>
  );
}

/** Opens the Spec states panel first whenever the story shown names spec states. */
function selectSpecPanelOnSpecStories(api: API) {
  api.on(STORY_PREPARED, ({ parameters }: { parameters?: { spec?: string[] } }) => {
    if (parameters?.spec?.length) api.setSelectedPanel(PANEL_ID);
  });
}

addons.register('wallet/spec', (api) => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Spec states',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <SpecPanel />
      </AddonPanel>
    ),
  });
  addons.add('wallet/spec/search', {
    type: types.TOOL,
    title: 'Spec search',
    match: ({ viewMode }) => viewMode === 'story' || viewMode === 'docs',
    render: () => <SpecSearchTool />,
  });
  selectSpecPanelOnSpecStories(api);
});
