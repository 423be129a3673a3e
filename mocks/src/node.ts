import { setupServer } from 'msw/node';
import { DemoBackend } from './backend';
import { createHandlers } from './handlers';
import type { ScenarioName } from './scenarios';

/** The demo backend in Node (Vitest): a fresh in-memory database per call. */
export function createTestBackend(scenario: ScenarioName = 'demo') {
  const backend = new DemoBackend(undefined, scenario);
  const server = setupServer(...createHandlers(backend));
  return { backend, server };
}
