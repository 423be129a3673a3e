import specStates from '../docs/spec-states.json' with { type: 'json' };

// docs/spec-states.json by id: the Spec coverage page, the Spec panel and the sidebar tags read it.
export type Area = (typeof specStates.areas)[number];
export const areas: Area[] = specStates.areas;
export const areaOf = new Map(
  areas.flatMap((area) => Object.keys(area.states).map((id) => [id, area] as const)),
);
export const describe = (id: string): string | undefined =>
  (areaOf.get(id)?.states as Record<string, string> | undefined)?.[id];
/** The sidebar tag of an area, e.g. `spec:cards`. */
export const areaTag = (area: Area) => `spec:${area.id}`;
