/** @jsxRuntime classic */
// The manager bundle compiles JSX to React.createElement and has no automatic runtime.
import React from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { addons, types, useParameter } from 'storybook/manager-api';
import { areaOf, describe } from './spec';

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

addons.register('wallet/spec', () => {
  addons.add('wallet/spec/panel', {
    type: types.PANEL,
    title: 'Spec states',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <SpecPanel />
      </AddonPanel>
    ),
  });
});
